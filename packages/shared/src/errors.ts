/**
 * Error codes the API answers with, mapped to their HTTP status. The server never sends prose:
 * the web maps each code to the spec's Swedish/English message (i18n key `errors.<code>`).
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  /** A malformed request that is not a schema failure (e.g. broken JSON or an unsupported method). */
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  FRAME_NUMBER_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}
