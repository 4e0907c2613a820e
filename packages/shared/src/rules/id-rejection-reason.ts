import { MAX_ID_REJECTION_REASON_LENGTH } from '../schemas/id-verification.js';
import { sanitizeText } from './sanitize-text.js';

export type IdRejectionReasonProblem = 'reason_required' | 'reason_too_long';

export type IdRejectionReasonResult =
  { ok: true; reason: string } | { ok: false; problem: IdRejectionReasonProblem };

/**
 * An admin's reason for rejecting an ID document: required, through the sanitiser (the person
 * reads it back), and at most MAX_ID_REJECTION_REASON_LENGTH characters once sanitised.
 */
export function checkIdRejectionReason(input: string): IdRejectionReasonResult {
  const reason = sanitizeText(input);
  if (reason === null) return { ok: false, problem: 'reason_required' };
  if (Array.from(reason).length > MAX_ID_REJECTION_REASON_LENGTH) {
    return { ok: false, problem: 'reason_too_long' };
  }
  return { ok: true, reason };
}
