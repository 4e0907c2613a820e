import { finderRewardPoints } from '@ramkoll/shared/rules/points';
import {
  finderRewardWithheld,
  SHARED_NETWORK_DAYS,
  type RewardWithheldReason,
} from '@ramkoll/shared/rules/finder-reward';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { sessions } from '../../db/schema/auth.js';
import { finderRewards } from '../../db/schema/bikes.js';
import { earnPoints } from '../points/earn-points.js';

export interface FinderReward {
  rewardPoints: number;
  /** Why a rule paid nothing (the finder is told); null when paid or when nobody could be paid. */
  withheld: RewardWithheldReason | null;
}

/**
 * The finder's reward for a confirmed report, inside the confirmation's transaction after the bike
 * and the report are locked (docs/product-rules.md "Points and money", decision 095): nothing when
 * the theft was reported less than a day before the found report, or when this finder was already
 * rewarded for this bike; otherwise finderRewardPoints, once. The finder_rewards row goes in
 * before the credit, so its primary key is what makes "one per bike and finder" hold under any
 * interleaving, and the balance is locked last (the order decision 015 gives).
 */
export async function payFinderReward(
  tx: Tx,
  options: {
    bikeId: string;
    reportId: string;
    finderId: string;
    theftReportedAt: Date | null;
    foundReportedAt: Date;
  },
): Promise<FinderReward> {
  const { bikeId, reportId, finderId } = options;
  const [earlier] = await tx
    .select({ reportId: finderRewards.reportId })
    .from(finderRewards)
    .where(and(eq(finderRewards.bikeId, bikeId), eq(finderRewards.finderId, finderId)))
    .limit(1);
  const withheld = finderRewardWithheld({ ...options, rewardedBefore: earlier !== undefined });
  if (withheld) return { rewardPoints: 0, withheld };

  const claimed = await tx
    .insert(finderRewards)
    .values({ bikeId, finderId, reportId })
    .onConflictDoNothing()
    .returning({ reportId: finderRewards.reportId });
  if (claimed.length === 0) return { rewardPoints: 0, withheld: 'already_rewarded' };
  const credited = await earnPoints(tx, {
    userId: finderId,
    amount: finderRewardPoints,
    reason: 'recovery_reward',
    reference: `recovery:${reportId}`,
  });
  return { rewardPoints: credited === null ? 0 : finderRewardPoints, withheld: null };
}

/**
 * Whether the owner and the finder signed in from one IP address within SHARED_NETWORK_DAYS
 * before `now`: one of the reward flags' signals (a household, or one person with two accounts).
 */
export async function sharedNetwork(
  tx: Tx,
  { ownerId, finderId, now }: { ownerId: string; finderId: string; now: Date },
): Promise<boolean> {
  const since = new Date(now.getTime() - SHARED_NETWORK_DAYS * 86_400_000);
  const finderSessions = alias(sessions, 'finder_sessions');
  const [shared] = await tx
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(finderSessions, eq(finderSessions.ipAddress, sessions.ipAddress))
    .where(
      and(
        eq(sessions.userId, ownerId),
        eq(finderSessions.userId, finderId),
        isNotNull(sessions.ipAddress),
        gte(sessions.createdAt, since),
        gte(finderSessions.createdAt, since),
      ),
    )
    .limit(1);
  return shared !== undefined;
}
