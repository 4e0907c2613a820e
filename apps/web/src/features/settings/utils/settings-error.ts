import { isErrorCode } from '@ramkoll/shared/errors';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

type ClientCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];
const clientCodes: readonly string[] = Object.values(clientErrorCodes);

function isClientCode(code: string): code is ClientCode {
  return clientCodes.includes(code);
}

/** A rule problem of the settings forms, in the reader's language. */
export function problemText(problem: string): string {
  return i18n.t(`settings:problems.${problem}`, { defaultValue: i18n.t('errors:generic') });
}

/** The catalogue's words for a failed settings call; a field problem gets the field's words. */
export function settingsErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors:generic');
  if (error.code === 'VALIDATION_FAILED') {
    const details = error.details;
    if (
      details &&
      typeof details === 'object' &&
      'problem' in details &&
      typeof details.problem === 'string'
    ) {
      return problemText(details.problem);
    }
  }
  const code = error.code;
  if (isErrorCode(code)) return i18n.t(`errors:${code}`);
  if (isClientCode(code)) return i18n.t(`errors:${code}`);
  return i18n.t('errors:generic');
}
