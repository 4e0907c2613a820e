import { isErrorCode } from '@ramkoll/shared/errors';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

type ClientCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];
const clientCodes: readonly string[] = Object.values(clientErrorCodes);

function isClientCode(code: string): code is ClientCode {
  return clientCodes.includes(code);
}

/** Why the list could not be fetched, in the catalogue's words for the code. */
export function partnersErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors:generic');
  if (isErrorCode(error.code) || isClientCode(error.code)) return i18n.t(`errors:${error.code}`);
  return i18n.t('errors:generic');
}
