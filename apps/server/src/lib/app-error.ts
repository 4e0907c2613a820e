import { errorStatus, type ErrorCode } from '@ramkoll/shared/errors';

/**
 * The one error services throw. The HTTP layer answers `{ error: { code, details } }` with the
 * status from the shared map; the web turns the code into words in the reader's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, details?: unknown, options?: { cause?: unknown }) {
    super(code, options);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
