import type { ReceiptCheck, ReceiptProblem } from '@ramkoll/shared/schemas/analysis';
import { matchesAllowingOneSplit } from '@ramkoll/shared/rules/ocr-look-alikes';
import { frameKey, normalizeFrameNumber } from '../../lib/frame-number.js';
import type { ReceiptScanFacts } from './scan-receipt.js';

/**
 * The spec's three checks (section 5 "Receipt"): the receipt's frame number is the entered one, the
 * signed-in user's own personnummer is on it, and a seller or organisation number is present. Pure,
 * so registration can re-run it inside its transaction on the stored scan.
 *
 * Frame numbers are compared knowing OCR's look-alikes (docs/decisions/026-receipt-matching.md):
 * a candidate matches when it is the entered number with only look-alike swaps (0/O/D/Q/6/8/G/@,
 * 1/I/L/|/7, 5/S, 2/Z, 8/B, 3/8, 5/6), at most two in five characters, or has the same normalised form (as
 * search folds it). OCR reads "WTU20940259" as "WTU20946259"; a receipt for "WTU20941259" is
 * still refused, since 4 and 1 do not look alike.
 */
export function evaluateReceiptScan(
  scan: ReceiptScanFacts,
  frameNumber: string,
  personalNumberHash: string | null,
): ReceiptCheck {
  const problems: ReceiptProblem[] = [];

  const frameNumberValid = scan.frameKeys.some((key) => frameMatches(frameNumber, key));
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

export function frameMatches(entered: string, candidate: string): boolean {
  const normalized = normalizeFrameNumber(entered);
  if (normalized === '') return false;
  return (
    normalizeFrameNumber(candidate) === normalized || matchesAllowingOneSplit(frameKey(entered), candidate)
  );
}
