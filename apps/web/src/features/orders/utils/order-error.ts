import { isErrorCode } from '@ramkoll/shared/errors';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

type ClientCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];
const clientCodes: readonly string[] = Object.values(clientErrorCodes);

function isClientCode(code: string): code is ClientCode {
  return clientCodes.includes(code);
}

/** 402 INSUFFICIENT_POINTS: the balance is below what the sticker order costs. */
export function isInsufficientPoints(error: unknown): boolean {
  return isApiError(error) && error.code === 'INSUFFICIENT_POINTS';
}

/** The catalogue's words for a failed order call; too few points get the order's own words. */
export function orderErrorText(error: unknown): string {
  if (isInsufficientPoints(error)) return i18n.t('order:qr.insufficient_error');
  const code = isApiError(error) ? error.code : clientErrorCodes.unknown;
  if (isErrorCode(code) || isClientCode(code)) return i18n.t(`errors:${code}`);
  return i18n.t('errors:generic');
}
