import { isErrorCode } from '@ramkoll/shared/errors';
import { ZReceiptCheck, type ReceiptCheck } from '@ramkoll/shared/schemas/analysis';
import { ZFrameNumberLookalikeDetails, type LookalikeBike } from '@ramkoll/shared/schemas/bike';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * What the form does with a refused registration (spec section 8 "Bike registration"):
 * - taken: the already-registered dialog (409, also when another person won a race);
 * - lookalike: the look-alike dialog with the registered bikes' cards (409, a look-alike
 *   registered since the check; decision 025);
 * - insufficient_points: 'Otillräckligt saldo' with a way to buy points (402);
 * - not_verified: the receipt's per-check reasons (422 RECEIPT_NOT_VERIFIED);
 * - network: 'Nätverksfel';
 * - other: 'Fel vid registrering' with the code's words as the details.
 */
export type RegistrationFailure =
  | { kind: 'taken' }
  | { kind: 'lookalike'; bikes: LookalikeBike[] }
  | { kind: 'insufficient_points' }
  | { kind: 'not_verified'; result: ReceiptCheck | null }
  | { kind: 'network' }
  | { kind: 'other'; code: string };

export function registrationFailure(error: unknown): RegistrationFailure {
  if (!isApiError(error)) return { kind: 'other', code: 'UNKNOWN_ERROR' };
  switch (error.code) {
    case 'FRAME_NUMBER_TAKEN':
      return { kind: 'taken' };
    case 'FRAME_NUMBER_LOOKALIKE': {
      const details = ZFrameNumberLookalikeDetails.safeParse(error.details);
      // Without the cards there is nothing to compare; the taken dialog still says why.
      return details.success ? { kind: 'lookalike', bikes: details.data.bikes } : { kind: 'taken' };
    }
    case 'INSUFFICIENT_POINTS':
      return { kind: 'insufficient_points' };
    case 'RECEIPT_NOT_VERIFIED': {
      const details = ZReceiptCheck.safeParse(error.details);
      return { kind: 'not_verified', result: details.success ? details.data : null };
    }
    case 'NETWORK_ERROR':
      return { kind: 'network' };
    default:
      return { kind: 'other', code: error.code };
  }
}

type ClientCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];
const clientCodes: readonly string[] = Object.values(clientErrorCodes);

function isClientCode(code: string): code is ClientCode {
  return clientCodes.includes(code);
}

/** The catalogue's words for an error (the details under 'Fel vid registrering' / 'Fel vid kontroll'). */
export function errorText(error: unknown): string {
  const code = isApiError(error) ? error.code : clientErrorCodes.unknown;
  if (isErrorCode(code)) return i18n.t(`errors:${code}`);
  if (isClientCode(code)) return i18n.t(`errors:${code}`);
  return i18n.t('errors:generic');
}
