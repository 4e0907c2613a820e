/** PostgreSQL SQLSTATE codes the services react to. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
} as const;

export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

/**
 * The PostgreSQL error behind a failed query. Drizzle wraps driver errors (DrizzleQueryError with
 * `cause`), and pg and PGlite name the constraint differently, so walk the cause chain.
 */
export function pgErrorInfo(error: unknown): PgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = 'constraint' in current ? current.constraint : undefined;
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = current.cause;
  }
  return null;
}
