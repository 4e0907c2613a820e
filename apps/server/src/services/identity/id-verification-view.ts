import type { IdVerification } from '@ramkoll/shared/schemas/id-verification';
import { idVerifications } from '../../db/schema/identity.js';

/** The columns a submission's owner sees. */
export const idVerificationColumns = {
  id: idVerifications.id,
  status: idVerifications.status,
  createdAt: idVerifications.createdAt,
  reviewedAt: idVerifications.reviewedAt,
  reason: idVerifications.reason,
};

export interface IdVerificationRow {
  id: string;
  status: IdVerification['status'];
  createdAt: Date;
  reviewedAt: Date | null;
  reason: string | null;
}

export function toIdVerification(row: IdVerificationRow): IdVerification {
  return {
    id: row.id,
    status: row.status,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    // A reason belongs to a rejection only.
    reason: row.status === 'rejected' ? row.reason : null,
  };
}
