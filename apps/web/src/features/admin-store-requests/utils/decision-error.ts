import { isErrorCode } from '@ramkoll/shared/errors';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

const problems = [
  'required',
  'too_long',
  'name_impersonates',
  'location_id_invalid',
  'reason_required',
  'reason_too_short',
  'reason_too_long',
] as const;
export type DecisionProblem = (typeof problems)[number];

const ZFieldProblem = z.object({ field: z.string(), problem: z.enum(problems) });

/** A 400 VALIDATION_FAILED answer's field and problem, if the dialog knows the problem. */
export function decisionFieldProblem(error: unknown): { field: string; problem: DecisionProblem } | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const parsed = ZFieldProblem.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** The words for any other refusal (e.g. STORE_EMAIL_TAKEN, STORE_REQUEST_NOT_PENDING). */
export function decisionErrorText(error: unknown): string {
  if (isApiError(error) && isErrorCode(error.code)) return i18n.t(`errors:${error.code}`);
  return i18n.t('admin_store_requests:failed');
}
