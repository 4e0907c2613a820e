import { z } from 'zod';
import { rewardFlagSignals, rewardWithheldReasons } from '../rules/finder-reward.js';

/*
 * "Found?" reports on stolen bikes (spec sections 2 "Found-bike report dialog", 3
 * "bike_recovery_reports", 5 "Recovery report", 8 "Recovery report failure"). The server re-checks
 * rules/recovery-report and answers VALIDATION_FAILED { field, problem }.
 */

export const recoveryReportStatuses = ['pending', 'confirmed', 'dismissed'] as const;
export const ZRecoveryReportStatus = z.enum(recoveryReportStatuses);

/**
 * POST /api/bikes/:id/recovery-reports (signed in; not the bike's owner).
 * Errors: 404 BIKE_NOT_FOUND, 409 BIKE_NOT_STOLEN, 403 OWN_BIKE, 429 RATE_LIMITED,
 * 400 VALIDATION_FAILED { field: locationFound | contactInfo | description, problem }.
 */
export const ZRecoveryReportRequest = z.object({
  locationFound: z.string().max(2000),
  contactInfo: z.string().max(2000),
  description: z.string().max(2000).nullable().optional(),
});
export type RecoveryReportRequest = z.infer<typeof ZRecoveryReportRequest>;

export const ZRecoveryReportCreated = z.object({
  id: z.uuid(),
  status: ZRecoveryReportStatus,
  createdAt: z.iso.datetime({ offset: true }),
});

/** A report as the bike's owner sees it in /my-bikes. */
export const ZRecoveryReport = z.object({
  id: z.uuid(),
  bikeId: z.uuid(),
  locationFound: z.string(),
  contactInfo: z.string(),
  description: z.string().nullable(),
  status: ZRecoveryReportStatus,
  createdAt: z.iso.datetime({ offset: true }),
});
export type RecoveryReport = z.infer<typeof ZRecoveryReport>;

/** GET /api/me/recovery-reports: pending reports on my bikes, newest first. */
export const ZMyRecoveryReportsResponse = z.object({ reports: z.array(ZRecoveryReport) });

/**
 * POST /api/me/recovery-reports/:id/confirm: my pending reports left, and what the finder got, so
 * the owner is told the truth: the reward's points, or the rule that withheld it (decision 095).
 * Points 0 with no reason: nobody to pay (the finder's account is gone, or the finder is me).
 */
export const ZRecoveryConfirmedResponse = ZMyRecoveryReportsResponse.extend({
  reward: z.object({
    points: z.number().int().nonnegative(),
    withheld: z.enum(rewardWithheldReasons).nullable(),
  }),
});
export type RecoveryConfirmedResponse = z.infer<typeof ZRecoveryConfirmedResponse>;

/**
 * GET /api/admin/reward-flags (admins): owner–finder pairs whose confirmed recoveries in the last
 * REWARD_FLAG_WINDOW_DAYS raise a signal of rules/finder-reward (decision 095), latest first.
 */
export const ZRewardFlagParty = z.object({
  userId: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
});
export const ZRewardFlag = z.object({
  owner: ZRewardFlagParty,
  finder: ZRewardFlagParty,
  signals: z.array(z.enum(rewardFlagSignals)).min(1),
  /** Recoveries this owner confirmed for this finder in the window, with and without a reward. */
  recoveries: z.number().int().nonnegative(),
  rewardsPaid: z.number().int().nonnegative(),
  pointsPaid: z.number().int().nonnegative(),
  rewardsWithheld: z.number().int().nonnegative(),
  /** Distinct bikes among them. */
  bikes: z.number().int().nonnegative(),
  /** Rewards paid to this finder by any owner, and by this owner to any finder, in the window. */
  finderRewards: z.number().int().nonnegative(),
  ownerRewards: z.number().int().nonnegative(),
  lastConfirmedAt: z.iso.datetime({ offset: true }),
});
export type RewardFlag = z.infer<typeof ZRewardFlag>;
export const ZRewardFlagsResponse = z.object({ flags: z.array(ZRewardFlag) });
export type RewardFlagsResponse = z.infer<typeof ZRewardFlagsResponse>;
