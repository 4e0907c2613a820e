import { isErrorCode } from '@ramkoll/shared/errors';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

type ClientCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];
const clientCodes: readonly string[] = Object.values(clientErrorCodes);

function isClientCode(code: string): code is ClientCode {
  return clientCodes.includes(code);
}

/** The catalogue's words for a failed receipt call (e.g. 'Kvittot är redan hanterat.'). */
export function receiptErrorText(error: unknown): string {
  const code = isApiError(error) ? error.code : clientErrorCodes.unknown;
  if (isErrorCode(code) || isClientCode(code)) return i18n.t(`errors:${code}`);
  return i18n.t('errors:generic');
}

/** 402 INSUFFICIENT_POINTS: the buyer's balance is below the 100 points a transfer costs. */
export function isInsufficientPoints(error: unknown): boolean {
  return isApiError(error) && error.code === 'INSUFFICIENT_POINTS';
}

/** 409 BIKE_STOLEN: the seller reported the bike stolen while the receipt was pending. */
export function isBikeStolen(error: unknown): boolean {
  return isApiError(error) && error.code === 'BIKE_STOLEN';
}
