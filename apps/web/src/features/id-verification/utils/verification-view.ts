import type { MyIdVerificationStatus } from '@ramkoll/shared/schemas/id-verification';

/** What /mitt-id shows: a verified state, the submission's state, or the form. */
export type VerificationView = 'bankid' | 'approved' | 'pending' | 'rejected' | 'form';

/**
 * A verified identity wins (BankID, or an approved document); then the latest submission. A
 * rejected one shows its reason until the person chooses to try again.
 */
export function verificationView(status: MyIdVerificationStatus, retrying: boolean): VerificationView {
  if (status.identityVerified) return status.method === 'bankid' ? 'bankid' : 'approved';
  switch (status.latest?.status) {
    case 'pending':
      return 'pending';
    case 'rejected':
      return retrying ? 'form' : 'rejected';
    case 'approved':
      return 'approved';
    default:
      return 'form';
  }
}
