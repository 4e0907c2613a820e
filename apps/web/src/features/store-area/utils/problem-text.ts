import type { TFunction } from 'i18next';
import type { FieldProblem } from '@ramkoll/shared/rules/store-settings';
import { isErrorCode } from '@ramkoll/shared/errors';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** A problem code in words (store_area.json "problems"), or the code's error text. */
export function problemText(problem: string, t: TFunction<'store_area'>): string {
  return t(`problems.${problem}`, { defaultValue: t('problems.too_long') });
}

/** Field errors from the shared rule, all at once, by field. */
export function errorsByField<F extends string>(
  problems: FieldProblem<F>[],
  t: TFunction<'store_area'>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const { field, problem } of problems) errors[field] ??= problemText(problem, t);
  return errors;
}

/** The server's VALIDATION_FAILED { field, problem } as a field error, if it is one. */
export function serverFieldProblem(error: unknown): { field: string; problem: string } | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const details = error.details;
  if (typeof details !== 'object' || details === null) return null;
  const { field, problem } = details as { field?: unknown; problem?: unknown };
  return typeof field === 'string' && typeof problem === 'string' ? { field, problem } : null;
}

/** A failed call in the reader's words: the server's code from errors.json, else the generic text. */
export function errorText(error: unknown): string {
  if (isApiError(error) && isErrorCode(error.code)) return i18n.t(`errors:${error.code}`);
  return i18n.t('errors:generic');
}
