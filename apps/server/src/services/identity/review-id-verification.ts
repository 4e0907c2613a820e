import { checkIdRejectionReason } from '@ramkoll/shared/rules/id-rejection-reason';
import type { IdVerificationReviewed } from '@ramkoll/shared/schemas/id-verification';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { idVerifications } from '../../db/schema/identity.js';
import { notifications } from '../../db/schema/messaging.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';

export type IdVerificationDecision = { approve: true } | { approve: false; reason: string };

export interface ReviewIdVerificationOptions {
  db: Db;
  actor: Actor;
  /** As it came in the URL: not yet known to be a UUID. */
  verificationId: string;
  decision: IdVerificationDecision;
  meta: RequestMeta;
  now: Date;
}

const ZVerificationId = z.uuid();

/**
 * An admin approves or rejects a pending ID document, in one transaction: the submission (locked,
 * so two admins cannot both decide it; the second gets 409 ID_VERIFICATION_NOT_PENDING), on
 * approval the profile's identity_verified_at with method 'id_document' unless the identity was
 * already verified (a BankID check stays as it was), a notification to the person and an audit
 * row. A rejection needs a reason (sanitised, at most 500 characters), which the person reads.
 */
export async function reviewIdVerification(
  options: ReviewIdVerificationOptions,
): Promise<IdVerificationReviewed> {
  const { db, actor, verificationId, decision, meta, now } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  let reason: string | null = null;
  if (!decision.approve) {
    const checked = checkIdRejectionReason(decision.reason);
    if (!checked.ok) throw validationFailed('reason', checked.problem);
    reason = checked.reason;
  }
  if (!ZVerificationId.safeParse(verificationId).success) throw new AppError('ID_VERIFICATION_NOT_FOUND');
  const status = decision.approve ? 'approved' : 'rejected';

  return db.transaction(async (tx) => {
    const [submission] = await tx
      .select({ userId: idVerifications.userId, status: idVerifications.status })
      .from(idVerifications)
      .where(eq(idVerifications.id, verificationId))
      .for('update');
    if (!submission) throw new AppError('ID_VERIFICATION_NOT_FOUND');
    if (submission.status !== 'pending') throw new AppError('ID_VERIFICATION_NOT_PENDING');

    await tx
      .update(idVerifications)
      .set({ status, reviewedBy: actor.userId, reviewedAt: now, reason })
      .where(eq(idVerifications.id, verificationId));
    if (decision.approve) {
      await tx
        .update(profiles)
        .set({ identityVerifiedAt: now, identityVerificationMethod: 'id_document' })
        .where(and(eq(profiles.userId, submission.userId), isNull(profiles.identityVerifiedAt)));
    }
    await tx.insert(notifications).values({
      userId: submission.userId,
      type: 'id_verification_reviewed',
      payload: { verificationId, status, ...(reason !== null ? { reason } : {}) },
    });
    await writeAudit(tx, {
      action: decision.approve ? 'identity.id_document_approved' : 'identity.id_document_rejected',
      actorUserId: actor.userId,
      targetType: 'id_verification',
      targetId: verificationId,
      details: { userId: submission.userId },
      meta,
    });
    return { id: verificationId, userId: submission.userId, status, reviewedAt: now.toISOString(), reason };
  });
}
