import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The server's version from apps/server/package.json. The file is two levels up from both
 * src/lib (tsx, Vitest) and dist/lib (node), so one relative URL serves both.
 */
export function readServerVersion(): string {
  const raw: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  return z.object({ version: z.string() }).parse(raw).version;
}
