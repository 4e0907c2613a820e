import type { ReceiptProblem, VerifyReceiptResponse } from '@ramkoll/shared/schemas/analysis';
import { frameKey } from '../../lib/frame-number.js';

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
 */
export function evaluateReceiptScan(
  scan: ReceiptScanFacts,
  frameNumber: string,
  personalNumberHash: string | null,
): VerifyReceiptResponse {
  const problems: ReceiptProblem[] = [];

  const frameNumberValid = scan.frameKeys.includes(frameKey(frameNumber));
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
