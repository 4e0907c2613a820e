import type { IdVerification } from '@ramkoll/shared/schemas/id-verification';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { idVerifications } from '../../db/schema/identity.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { findOwnFile } from '../files/find-own-file.js';
import { toIdVerification } from './id-verification-view.js';

export interface SubmitIdVerificationOptions {
  db: Db;
  actor: Actor;
  fileId: string;
  meta: RequestMeta;
}

/**
 * POST /api/me/id-verification: my uploaded ID photo goes to the admins as a pending submission.
 * The file must be my own `id-documents` upload (anything else is 404 FILE_NOT_FOUND). Refused
 * while a submission is pending (409 ID_VERIFICATION_PENDING) or once my identity is verified by
 * BankID or an approved document (409 IDENTITY_ALREADY_VERIFIED). My profile row is locked first,
 * so two submissions at once run one after the other and the second sees the first as pending.
 */
export async function submitIdVerification(options: SubmitIdVerificationOptions): Promise<IdVerification> {
  const { db, actor, fileId, meta } = options;
  assertCustomer(actor);
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ verifiedAt: profiles.identityVerifiedAt })
      .from(profiles)
      .where(eq(profiles.userId, actor.userId))
      .for('update');
    if (!profile) throw new AppError('FORBIDDEN');
    if (profile.verifiedAt !== null) throw new AppError('IDENTITY_ALREADY_VERIFIED');
    const [pending] = await tx
      .select({ id: idVerifications.id })
      .from(idVerifications)
      .where(and(eq(idVerifications.userId, actor.userId), eq(idVerifications.status, 'pending')))
      .limit(1);
    if (pending) throw new AppError('ID_VERIFICATION_PENDING');

    const file = await findOwnFile({ db: tx, actor, fileId, bucket: 'id-documents' });
    const [created] = await tx
      .insert(idVerifications)
      .values({ userId: actor.userId, fileId: file.id })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await writeAudit(tx, {
      action: 'identity.id_document_submitted',
      actorUserId: actor.userId,
      targetType: 'id_verification',
      targetId: created.id,
      meta,
    });
    return toIdVerification(created);
  });
}
