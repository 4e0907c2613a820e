import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});

export type HealthResponse = z.infer<typeof ZHealthResponse>;
