import { z } from 'zod';

/** The one error body every API failure answers with (docs/architecture.md section 3). */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ApiError = z.infer<typeof ZApiError>;
