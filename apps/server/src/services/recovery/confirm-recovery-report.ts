import type { NotificationType } from '@ramkoll/shared/schemas/notifications';
import type { RecoveryConfirmedResponse } from '@ramkoll/shared/schemas/recovery';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikeRecoveryReports } from '../../db/schema/bikes.js';
import { notifications } from '../../db/schema/messaging.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { recoverStolenBike } from '../bikes/mark-recovered.js';
import { listMyRecoveryReports } from './list-my-recovery-reports.js';
import { findOwnRecoveryReport, lockPendingRecoveryReport } from './own-recovery-report.js';
import { payFinderReward, sharedNetwork, type FinderReward } from './pay-finder-reward.js';

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
 * reports dismissed, and the finder paid the reward by payFinderReward's rules (decision 095), with
 * a notification either way: the reward, or honestly why there is none. A finder whose account is
 * gone gets nothing. The report keeps who confirmed it and whether owner and finder shared a network,
 * for the admin's reward flags. The owner gets no notification: they are the one confirming, and
 * the answer tells them. Answers the owner's pending reports left and what the finder got.
 */
export async function confirmRecoveryReport(
  options: AnswerRecoveryReportOptions,
): Promise<RecoveryConfirmedResponse> {
  const { db, actor, reportId, meta, now } = options;
  assertCustomer(actor);
  return db.transaction(async (tx) => {
    const { bikeId } = await findOwnRecoveryReport(tx, actor, reportId);
    const locked = await lockPendingRecoveryReport(tx, actor, reportId, bikeId);
    if (locked.bike.stolen) await recoverStolenBike(tx, { actor, bikeId, meta, now, reportId });

    // A finder whose account is gone left finder_id null; one who owns the bike now earns nothing.
    const finderId = locked.finderId !== actor.userId ? locked.finderId : null;
    const reward: FinderReward =
      finderId === null
        ? { rewardPoints: 0, withheld: null }
        : await payFinderReward(tx, {
            bikeId,
            reportId,
            finderId,
            theftReportedAt: locked.bike.stolenReportedAt,
            foundReportedAt: locked.reportedAt,
          });
    const { rewardPoints, withheld } = reward;

    await tx
      .update(bikeRecoveryReports)
      .set({
        status: 'confirmed',
        resolvedAt: now,
        rewardPoints,
        rewardWithheld: withheld,
        ownerId: actor.userId,
        sharedNetwork:
          finderId === null ? null : await sharedNetwork(tx, { ownerId: actor.userId, finderId, now }),
      })
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
    const told = finderId === null ? null : finderNotification(reward);
    if (finderId !== null && told !== null) {
      await tx.insert(notifications).values({
        userId: finderId,
        type: told,
        payload: { bikeId, reportId, frameNumber: locked.bike.frameNumber, points: rewardPoints },
      });
    }
    await writeAudit(tx, {
      action: 'bike.recovery_confirmed',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      details: {
        reportId,
        rewardPoints,
        ...(withheld ? { rewardWithheld: withheld } : {}),
        dismissedReports: dismissed.length,
      },
      meta,
    });
    const { reports } = await listMyRecoveryReports({ db: tx, actor });
    return { reports, reward: { points: rewardPoints, withheld } };
  });
}

/** What the finder is told: the reward, or which rule withheld it; nothing otherwise. */
function finderNotification({ rewardPoints, withheld }: FinderReward): NotificationType | null {
  if (rewardPoints > 0) return 'recovery_reward';
  switch (withheld) {
    case 'theft_too_recent':
      return 'recovery_reward_withheld_recent';
    case 'already_rewarded':
      return 'recovery_reward_withheld_repeat';
    case null:
      return null;
  }
}
