import {
  FREQUENT_FINDER_MIN_REWARDS,
  FREQUENT_OWNER_MIN_REWARDS,
  REPEAT_PAIR_MIN_RECOVERIES,
  REWARD_FLAG_WINDOW_DAYS,
  rewardFlagSignalsOf,
} from '@ramkoll/shared/rules/finder-reward';
import type { RewardFlagsResponse } from '@ramkoll/shared/schemas/recovery';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { bikeRecoveryReports } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

/** The most pairs the list shows, latest first. */
const FLAGS_LIMIT = 200;

interface Row extends Record<string, unknown> {
  owner_id: string;
  owner_name: string | null;
  owner_email: string;
  finder_id: string;
  finder_name: string | null;
  finder_email: string;
  recoveries: number | string;
  rewards_paid: number | string;
  points_paid: number | string;
  rewards_withheld: number | string;
  bikes: number | string;
  shared_network: boolean;
  finder_rewards: number | string;
  owner_rewards: number | string;
  last_confirmed_at: Date | string;
}

/**
 * GET /api/admin/reward-flags (decision 095): the confirmed recoveries of the last
 * REWARD_FLAG_WINDOW_DAYS grouped by the owner who confirmed and the finder, kept when a signal of
 * rules/finder-reward holds: the same pair again, a finder or an owner with many rewards, or a
 * network they shared. Computed from the reports on each read (the confirmed index), so a
 * threshold changed in the rule applies to the past too. Admins only.
 */
export async function listRewardFlags({
  db,
  actor,
  now,
}: {
  db: Db;
  actor: Actor;
  now: Date;
}): Promise<RewardFlagsResponse> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const since = new Date(now.getTime() - REWARD_FLAG_WINDOW_DAYS * 86_400_000);
  const r = bikeRecoveryReports;
  const result = await db.execute<Row>(sql`
    with confirmed as (
      select ${r.ownerId} as owner_id, ${r.finderId} as finder_id, ${r.bikeId} as bike_id,
        coalesce(${r.rewardPoints}, 0) as points, ${r.rewardWithheld} as withheld,
        coalesce(${r.sharedNetwork}, false) as shared_network, ${r.resolvedAt} as resolved_at
      from ${r}
      where ${r.status} = 'confirmed' and ${r.resolvedAt} >= ${since.toISOString()}
        and ${r.ownerId} is not null and ${r.finderId} is not null
    ),
    pairs as (
      select owner_id, finder_id, count(*)::int as recoveries,
        count(*) filter (where points > 0)::int as rewards_paid,
        coalesce(sum(points), 0)::int as points_paid,
        count(*) filter (where withheld is not null)::int as rewards_withheld,
        count(distinct bike_id)::int as bikes, bool_or(shared_network) as shared_network,
        max(resolved_at) as last_confirmed_at
      from confirmed group by owner_id, finder_id
    ),
    finders as (
      select finder_id, count(*) filter (where points > 0)::int as rewards from confirmed group by finder_id
    ),
    owners as (
      select owner_id, count(*) filter (where points > 0)::int as rewards from confirmed group by owner_id
    )
    select p.*, f.rewards as finder_rewards, o.rewards as owner_rewards,
      op.full_name as owner_name, ou.email as owner_email,
      fp.full_name as finder_name, fu.email as finder_email
    from pairs p
    join finders f on f.finder_id = p.finder_id
    join owners o on o.owner_id = p.owner_id
    join ${users} ou on ou.id = p.owner_id
    left join ${profiles} op on op.user_id = p.owner_id
    join ${users} fu on fu.id = p.finder_id
    left join ${profiles} fp on fp.user_id = p.finder_id
    where p.recoveries >= ${REPEAT_PAIR_MIN_RECOVERIES} or f.rewards >= ${FREQUENT_FINDER_MIN_REWARDS}
      or o.rewards >= ${FREQUENT_OWNER_MIN_REWARDS} or p.shared_network
    order by p.last_confirmed_at desc, p.owner_id, p.finder_id
    limit ${FLAGS_LIMIT}`);

  return {
    flags: result.rows.map((row) => {
      const figures = {
        recoveries: Number(row.recoveries),
        rewardsPaid: Number(row.rewards_paid),
        pointsPaid: Number(row.points_paid),
        rewardsWithheld: Number(row.rewards_withheld),
        bikes: Number(row.bikes),
        finderRewards: Number(row.finder_rewards),
        ownerRewards: Number(row.owner_rewards),
      };
      return {
        owner: { userId: row.owner_id, fullName: row.owner_name, email: row.owner_email },
        finder: { userId: row.finder_id, fullName: row.finder_name, email: row.finder_email },
        signals: rewardFlagSignalsOf({
          pairRecoveries: figures.recoveries,
          finderRewards: figures.finderRewards,
          ownerRewards: figures.ownerRewards,
          sharedNetwork: row.shared_network,
        }),
        ...figures,
        lastConfirmedAt: new Date(row.last_confirmed_at).toISOString(),
      };
    }),
  };
}
