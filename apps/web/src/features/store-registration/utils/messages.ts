import { isErrorCode } from '@ramkoll/shared/errors';
import svValidation from '@ramkoll/shared/i18n/sv/validation.json';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

type ValidationKey = keyof typeof svValidation;

function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(svValidation, value);
}

/** The words for a rule's problem code (`validation` catalogue), in the current language. */
export function problemText(problem: string): string {
  return isValidationKey(problem) ? i18n.t(`validation:${problem}`) : i18n.t('errors:generic');
}

/** The words for a failed call's code (`errors` catalogue), in the current language. */
export function errorText(error: unknown): string {
  const code = isApiError(error) ? error.code : '';
  return isErrorCode(code) ? i18n.t(`errors:${code}`) : i18n.t('errors:generic');
}
