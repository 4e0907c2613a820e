import type { ReceiptProblem, VerifyReceiptResponse } from '@ramkoll/shared/schemas/analysis';
import { normalizeFrameNumber } from '../../lib/frame-number.js';

/** The facts of a receipt_scans row that verification needs. */
export interface ReceiptScanFacts {
  frameKeys: string[];
  personalNumberHashes: string[];
  sellerInfoFound: boolean;
}

/**
 * The spec's three checks (section 5 "Receipt"): the receipt's frame number is the entered one, the
 * signed-in user's own personnummer is on it, and a seller or organisation number is present. Pure,
 * so registration can re-run it inside its transaction on the stored scan.
 *
 * Frame numbers are compared in their normalised form (look-alikes O/0, I/L/1, S/5, Z/2, B/8
 * folded, as search does): OCR reads "WCR1234O56X" as "WCR1234056X", and the owner cannot know
 * which of the two the print meant.
 */
export function evaluateReceiptScan(
  scan: ReceiptScanFacts,
  frameNumber: string,
  personalNumberHash: string | null,
): VerifyReceiptResponse {
  const problems: ReceiptProblem[] = [];

  const entered = normalizeFrameNumber(frameNumber);
  const frameNumberValid =
    entered !== '' && scan.frameKeys.some((key) => normalizeFrameNumber(key) === entered);
  if (!frameNumberValid) {
    problems.push(scan.frameKeys.length === 0 ? 'frame_number_missing' : 'frame_number_mismatch');
  }

  const customerPersonalNumberValid =
    personalNumberHash !== null && scan.personalNumberHashes.includes(personalNumberHash);
  if (!customerPersonalNumberValid) {
    problems.push(
      personalNumberHash === null ? 'personal_number_missing_in_profile' : 'personal_number_mismatch',
    );
  }

  if (!scan.sellerInfoFound) problems.push('seller_missing');

  return {
    verification: { frameNumberValid, customerPersonalNumberValid, sellerInfoFound: scan.sellerInfoFound },
    problems,
  };
}
