import { checkStoreRejectionReason } from '@ramkoll/shared/rules/partnership-application';
import type { RejectStoreRequest, StoreRequestDecided } from '@ramkoll/shared/schemas/store-requests';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { lockPendingRequest, markDecided } from './lock-pending-request.js';

/**
 * An admin rejects a pending application with a reason, which is e-mailed to the contact address
 * in the applicant's language (decision 038). The row is locked like an approval, so an approval
 * and a rejection at once end with exactly one decision.
 */
export async function rejectStoreRequest(options: {
  db: Db;
  actor: Actor;
  requestId: string;
  input: RejectStoreRequest;
  publicUrl: string;
  meta: RequestMeta;
  now: Date;
}): Promise<StoreRequestDecided> {
  const { db, actor, requestId, input, publicUrl, meta, now } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const checked = checkStoreRejectionReason(input.reason);
  if (!checked.ok) throw validationFailed('reason', checked.problem);

  return db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, requestId);
    await markDecided(tx, request.id, {
      status: 'rejected',
      rejectionReason: checked.reason,
      reviewedBy: actor.userId,
      reviewedAt: now,
      updatedAt: now,
    });
    await enqueueMail(tx, {
      to: request.contactEmail,
      template: 'store-request-rejected',
      language: request.language,
      payload: {
        companyName: request.companyName,
        contactPerson: request.contactPerson,
        reason: checked.reason,
        contactUrl: `${publicUrl}/contact`,
      },
      now,
    });
    await writeAudit(tx, {
      action: 'store.request_rejected',
      actorUserId: actor.userId,
      targetType: 'business_package_request',
      targetId: request.id,
      details: { reason: checked.reason },
      meta,
    });
    return {
      id: request.id,
      status: 'rejected' as const,
      reviewedAt: now.toISOString(),
      storeId: null,
      pointsCredited: 0,
    };
  });
}
