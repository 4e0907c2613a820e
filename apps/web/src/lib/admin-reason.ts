import { isErrorCode } from '@ramkoll/shared/errors';
import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  ADJUSTMENT_REASON_MIN_LENGTH,
} from '@ramkoll/shared/schemas/admin-partners';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * A VALIDATION_FAILED answer's field and problem, or the words for any other refusal (the error
 * code's text, else `fallback`, else the admin pages' generic failure).
 */
export function refusal(
  error: unknown,
  fallback?: string,
): { field: string; problem: string } | { text: string } {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
    const details = error.details as { field?: unknown; problem?: unknown } | undefined;
    if (typeof details?.field === 'string' && typeof details.problem === 'string')
      return { field: details.field, problem: details.problem };
  }
  if (isApiError(error) && isErrorCode(error.code)) return { text: i18n.t(`errors:${error.code}`) };
  return { text: fallback ?? i18n.t('admin_office:partners.failed') };
}

/** The problem with an admin action's required reason (decision 041: 3–500 characters), or null. */
export function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return 'reason_required';
  if (length < ADJUSTMENT_REASON_MIN_LENGTH) return 'reason_too_short';
  if (length > ADJUSTMENT_REASON_MAX_LENGTH) return 'reason_too_long';
  return null;
}
