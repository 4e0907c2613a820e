import { AppError } from '../../lib/app-error.js';

/** 400 VALIDATION_FAILED with the shared rules' problem code for one field. */
export function validationFailed(field: string, problem: string): AppError {
  return new AppError('VALIDATION_FAILED', { field, problem });
}
