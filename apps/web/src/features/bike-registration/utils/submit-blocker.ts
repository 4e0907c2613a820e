/**
 * Where the receipt's verification stands:
 * - none: no receipt uploaded;
 * - waiting_frame_number: a receipt, but no valid frame number to check it against;
 * - verifying: waiting the 500 ms after a change, or the server is reading it;
 * - verified: all three checks passed; not_verified: at least one did not;
 * - failed: the receipt could not be read or the call failed.
 */
export type ReceiptStatus =
  'none' | 'waiting_frame_number' | 'verifying' | 'verified' | 'not_verified' | 'failed';

/** Why 'Registrera Cykel' is disabled, in the spec's words (i18n `blockers.*`). */
export type SubmitBlocker =
  'upload_pending' | 'receipt_missing' | 'frame_number_needed' | 'receipt_verifying' | 'receipt_not_verified';

/**
 * Spec section 4: submit is enabled only when the receipt passed all three checks. The first
 * reason that applies is the one shown, so the person always knows the next step.
 */
export function submitBlocker({
  uploading,
  receipt,
}: {
  uploading: boolean;
  receipt: ReceiptStatus;
}): SubmitBlocker | null {
  if (uploading) return 'upload_pending';
  switch (receipt) {
    case 'none':
      return 'receipt_missing';
    case 'waiting_frame_number':
      return 'frame_number_needed';
    case 'verifying':
      return 'receipt_verifying';
    case 'not_verified':
    case 'failed':
      return 'receipt_not_verified';
    case 'verified':
      return null;
  }
}
