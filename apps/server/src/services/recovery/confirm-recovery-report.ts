import { finderRewardPoints } from '@ramkoll/shared/rules/points';
import type { RecoveryReport } from '@ramkoll/shared/schemas/recovery';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikeRecoveryReports } from '../../db/schema/bikes.js';
import { notifications } from '../../db/schema/messaging.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { recoverStolenBike } from '../bikes/mark-recovered.js';
import { earnPoints } from '../points/earn-points.js';
import { listMyRecoveryReports } from './list-my-recovery-reports.js';
import { findOwnRecoveryReport, lockPendingRecoveryReport } from './own-recovery-report.js';

export interface AnswerRecoveryReportOptions {
  db: Db;
  actor: Actor;
  reportId: string;
  meta: RequestMeta;
  now: Date;
}

/**
 * The owner confirms that a "Found?" report brought the bike back (docs/product-rules.md "Ownership
 * lifecycle", "Points and money"), in one transaction: the report is confirmed, the bike marked
 * recovered as POST /recovered does (unless the owner already did that), the bike's other pending
 * reports dismissed, and the finder credited finderRewardPoints once, with a ledger row
 * (reference `recovery:<report id>`) and a notification. A finder whose account is gone gets
 * nothing. The owner gets no notification: they are the one confirming, and the answer tells them.
 * Answers the owner's pending reports left.
 */
export async function confirmRecoveryReport(
  options: AnswerRecoveryReportOptions,
): Promise<{ reports: RecoveryReport[] }> {
  const { db, actor, reportId, meta, now } = options;
  assertCustomer(actor);
  return db.transaction(async (tx) => {
    const { bikeId } = await findOwnRecoveryReport(tx, actor, reportId);
    const locked = await lockPendingRecoveryReport(tx, actor, reportId, bikeId);
    if (locked.bike.stolen) await recoverStolenBike(tx, { actor, bikeId, meta, now, reportId });

    // A finder whose account is gone left finder_id null; one who owns the bike now earns nothing.
    const finderId = locked.finderId !== actor.userId ? locked.finderId : null;
    let rewardPoints = 0;
    if (finderId !== null) {
      // The balance after the bike, the order accepting a receipt takes too, so they cannot deadlock.
      const credited = await earnPoints(tx, {
        userId: finderId,
        amount: finderRewardPoints,
        reason: 'recovery_reward',
        reference: `recovery:${reportId}`,
      });
      if (credited !== null) rewardPoints = finderRewardPoints;
    }

    await tx
      .update(bikeRecoveryReports)
      .set({ status: 'confirmed', resolvedAt: now, rewardPoints })
      .where(eq(bikeRecoveryReports.id, reportId));
    const dismissed = await tx
      .update(bikeRecoveryReports)
      .set({ status: 'dismissed', resolvedAt: now })
      .where(
        and(
          eq(bikeRecoveryReports.bikeId, bikeId),
          eq(bikeRecoveryReports.status, 'pending'),
          ne(bikeRecoveryReports.id, reportId),
        ),
      )
      .returning({ id: bikeRecoveryReports.id });
    if (finderId !== null && rewardPoints > 0) {
      await tx.insert(notifications).values({
        userId: finderId,
        type: 'recovery_reward',
        payload: { bikeId, reportId, frameNumber: locked.bike.frameNumber, points: rewardPoints },
      });
    }
    await writeAudit(tx, {
      action: 'bike.recovery_confirmed',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      details: { reportId, rewardPoints, dismissedReports: dismissed.length },
      meta,
    });
    return listMyRecoveryReports({ db: tx, actor });
  });
}
