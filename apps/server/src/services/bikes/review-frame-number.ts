import type {
  FrameNumberReviewed,
  ReviewFrameNumberRequest,
} from '@ramkoll/shared/schemas/frame-number-review';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { frameNumberReviews } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';

export interface ReviewFrameNumberOptions {
  db: Db;
  actor: Actor;
  /** As it came in the URL: not yet known to be a UUID. */
  reviewId: string;
  decision: ReviewFrameNumberRequest;
  meta: RequestMeta;
  now: Date;
}

const ZReviewId = z.uuid();

/**
 * An admin marks a pending look-alike confirmation cleared (a different bike indeed) or flagged
 * (to follow up). One conditional update, so of two admins deciding at once only the first
 * changes it; the other is told it is no longer pending. Written to the audit log.
 */
export async function reviewFrameNumber(options: ReviewFrameNumberOptions): Promise<FrameNumberReviewed> {
  const { db, actor, reviewId, decision, meta, now } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  if (!ZReviewId.safeParse(reviewId).success) throw new AppError('FRAME_NUMBER_REVIEW_NOT_FOUND');

  return db.transaction(async (tx) => {
    const [reviewed] = await tx
      .update(frameNumberReviews)
      .set({ status: decision.status, reviewedBy: actor.userId, reviewedAt: now })
      .where(and(eq(frameNumberReviews.id, reviewId), eq(frameNumberReviews.status, 'pending')))
      .returning({ bikeId: frameNumberReviews.bikeId, similarBikeId: frameNumberReviews.similarBikeId });
    if (!reviewed) {
      const [existing] = await tx
        .select({ id: frameNumberReviews.id })
        .from(frameNumberReviews)
        .where(eq(frameNumberReviews.id, reviewId));
      throw new AppError(existing ? 'FRAME_NUMBER_REVIEW_NOT_PENDING' : 'FRAME_NUMBER_REVIEW_NOT_FOUND');
    }
    await writeAudit(tx, {
      action: `bike.frame_number_review_${decision.status}`,
      actorUserId: actor.userId,
      targetType: 'frame_number_review',
      targetId: reviewId,
      details: reviewed,
      meta,
    });
    return { id: reviewId, status: decision.status, reviewedAt: now.toISOString() };
  });
}
