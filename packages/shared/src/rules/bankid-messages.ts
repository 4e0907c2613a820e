/**
 * BankID's recommended user messages (developers.bankid.com, "Recommended user messages"): what
 * the person sees while an order is pending, when it failed, and when BankID answered a call with
 * an error. The texts are BankID's own, word for word, in i18n/{sv,en}/bankid.json keyed by RFA
 * code (two evident typos in BankID's own texts are corrected there: "gitligt" in RFA15B and
 * "you ID document" in RFA23). The web shows `t('bankid:' + code)`.
 */
export const rfaCodes = [
  'RFA1',
  'RFA2',
  'RFA3',
  'RFA4',
  'RFA5',
  'RFA6',
  'RFA8',
  'RFA9',
  'RFA13',
  'RFA15A',
  'RFA15B',
  'RFA16',
  'RFA17A',
  'RFA17B',
  'RFA19',
  'RFA20',
  'RFA21',
  'RFA22',
  'RFA23',
] as const;

export type RfaCode = (typeof rfaCodes)[number];

export interface BankIdMessageContext {
  /** The person chose "BankID on this device" (the app was opened with the autostart token). */
  sameDevice: boolean;
  /**
   * The page is on a computer rather than a phone or tablet: chooses the A text of RFA15 (which
   * mentions card readers). Unknown or false: the B text, which fits every device.
   */
  desktop?: boolean;
}

/**
 * The message for a collect answer. Unknown pending hint codes (and userCallConfirm, for which
 * BankID has no text of its own) give RFA21, unknown failed ones RFA22, as BankID recommends.
 */
export function bankIdMessage(
  hintCode: string | null,
  status: 'pending' | 'failed',
  context: BankIdMessageContext,
): RfaCode {
  if (status === 'pending') {
    switch (hintCode) {
      case 'outstandingTransaction':
        // Same device: the app is being opened for them; otherwise they have to start it and scan.
        return context.sameDevice ? 'RFA13' : 'RFA1';
      case 'noClient':
        return 'RFA1';
      case 'started':
        return context.desktop === true ? 'RFA15A' : 'RFA15B';
      case 'userSign':
        return 'RFA9';
      case 'userMrtd':
        return 'RFA23';
      default:
        return 'RFA21';
    }
  }
  switch (hintCode) {
    case 'expiredTransaction':
      return 'RFA8';
    case 'certificateErr':
      return 'RFA16';
    case 'userCancel':
      return 'RFA6';
    case 'cancelled':
      return 'RFA3';
    case 'startFailed':
      // Same device: the app could not be started (not installed); QR: the code was not scanned.
      return context.sameDevice ? 'RFA17A' : 'RFA17B';
    default:
      // userDeclinedCall, notSupportedByUserApp, transactionRiskBlocked, unknown: no text of their own.
      return 'RFA22';
  }
}

/**
 * The message for an error answer from BankID (its `errorCode`, or our client's own `timeout` and
 * `connectionFailed`). alreadyInProgress: RFA4; BankID unavailable or slow: RFA5; anything else
 * (invalidParameters, unauthorized, notFound...: a fault on our side, not the person's) RFA22.
 */
export function bankIdErrorMessage(errorCode: string): RfaCode {
  switch (errorCode) {
    case 'alreadyInProgress':
      return 'RFA4';
    case 'requestTimeout':
    case 'maintenance':
    case 'internalError':
    case 'timeout':
    case 'connectionFailed':
      return 'RFA5';
    default:
      return 'RFA22';
  }
}
