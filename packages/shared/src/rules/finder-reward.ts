/*
 * When a confirmed "Found?" report earns the finder's reward, and which confirmed recoveries an
 * admin should look at (docs/product-rules.md "Points and money", "Finder's reward";
 * docs/decisions/095-finder-reward-abuse.md). The server decides; the web words the reasons.
 */

/**
 * A found report sent sooner than this after the owner reported the theft earns no reward: the
 * farming loop (report stolen, a friend "finds" it, confirm, repeat) needs it to be instant, while
 * a stranger who recognises a stolen bike has almost always seen it reported for more than a day.
 */
export const FINDER_REWARD_MIN_THEFT_AGE_HOURS = 24;

/** Why a confirmed recovery paid no reward, when a rule withheld it (the finder is told which). */
export const rewardWithheldReasons = ['theft_too_recent', 'already_rewarded'] as const;
export type RewardWithheldReason = (typeof rewardWithheldReasons)[number];

/**
 * The reason the finder gets no reward for this report, or null when it earns one. `theftReportedAt`
 * is when the owner reported the theft (null when unknown: a bike stolen before the rule, whose
 * report time was not kept, is not held against the finder); `rewardedBefore` is whether this
 * finder already had a reward for this bike (one per bike and finder, ever).
 */
export function finderRewardWithheld(input: {
  theftReportedAt: Date | null;
  foundReportedAt: Date;
  rewardedBefore: boolean;
}): RewardWithheldReason | null {
  if (input.rewardedBefore) return 'already_rewarded';
  if (input.theftReportedAt === null) return null;
  const ageMs = input.foundReportedAt.getTime() - input.theftReportedAt.getTime();
  return ageMs < FINDER_REWARD_MIN_THEFT_AGE_HOURS * 3_600_000 ? 'theft_too_recent' : null;
}

/** How far back the admin's reward flags look. */
export const REWARD_FLAG_WINDOW_DAYS = 365;
/** The same owner confirming the same finder this often is flagged: strangers rarely meet twice. */
export const REPEAT_PAIR_MIN_RECOVERIES = 2;
/** One finder paid this many rewards (from any owners) is flagged. */
export const FREQUENT_FINDER_MIN_REWARDS = 3;
/** One owner's confirmations paying this many rewards (to any finders) is flagged. */
export const FREQUENT_OWNER_MIN_REWARDS = 3;
/** Sessions of the owner and the finder from one IP address within this many days are flagged. */
export const SHARED_NETWORK_DAYS = 30;

export const rewardFlagSignals = [
  'repeat_pair',
  'frequent_finder',
  'frequent_owner',
  'shared_network',
] as const;
export type RewardFlagSignal = (typeof rewardFlagSignals)[number];

/** The signals an owner–finder pair's figures raise, in the order the admin reads them. */
export function rewardFlagSignalsOf(figures: {
  pairRecoveries: number;
  finderRewards: number;
  ownerRewards: number;
  sharedNetwork: boolean;
}): RewardFlagSignal[] {
  const raised: Record<RewardFlagSignal, boolean> = {
    repeat_pair: figures.pairRecoveries >= REPEAT_PAIR_MIN_RECOVERIES,
    frequent_finder: figures.finderRewards >= FREQUENT_FINDER_MIN_REWARDS,
    frequent_owner: figures.ownerRewards >= FREQUENT_OWNER_MIN_REWARDS,
    shared_network: figures.sharedNetwork,
  };
  return rewardFlagSignals.filter((signal) => raised[signal]);
}
