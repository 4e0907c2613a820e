/**
 * Whether an error means the database cannot be reached right now (down, restarting, shutting
 * down, or a connection lost mid-query), as opposed to a query that failed on its own. Such a
 * request is answered 503 SERVICE_UNAVAILABLE, "try again", instead of 500.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and the connection_exception class.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const unreachableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; an AggregateError holds one per address tried.
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && unreachableCodes.has(code)) return true;
    if (typeof message === 'string' && unreachableMessages.some((pattern) => pattern.test(message)))
      return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}
