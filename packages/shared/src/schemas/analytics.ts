import { z } from 'zod';

/* /analytics for admins: aggregates only, no personal data (docs/decisions/042-admin-insights.md). */

export const analyticsBuckets = ['day', 'week', 'month'] as const;
export type AnalyticsBucket = (typeof analyticsBuckets)[number];
/** Day buckets over at most this many days; weeks and months over at most ten years. */
export const ANALYTICS_MAX_DAYS = { day: 366, week: 3660, month: 3660 } as const;

export const ZAnalyticsQuery = z.object({
  from: z.string().max(20),
  to: z.string().max(20),
  bucket: z.enum(analyticsBuckets).default('week'),
});
export type AnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

export const ZAnalyticsCounts = z.object({
  registrations: z.int(),
  thefts: z.int(),
  recoveries: z.int(),
});

export const ZAnalyticsGroup = ZAnalyticsCounts.extend({ key: z.string() });
export type AnalyticsGroup = z.infer<typeof ZAnalyticsGroup>;

export const ZRegistryAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(analyticsBuckets),
  /** One row per bucket that has any event; `key` is the bucket's first day (YYYY-MM-DD, Swedish time). */
  series: z.array(ZAnalyticsGroup),
  /** Empty key: not given. */
  byBrand: z.array(ZAnalyticsGroup),
  byType: z.array(ZAnalyticsGroup),
  byCity: z.array(ZAnalyticsGroup),
  totals: ZAnalyticsCounts.extend({
    /** Of the bikes stolen in the range, the share recovered since (0–1); null without thefts. */
    recoveryRate: z.number().nullable(),
    /** Median days from theft to recovery of those recovered; null when none is. */
    medianDaysToRecovery: z.number().nullable(),
  }),
});
export type RegistryAnalytics = z.infer<typeof ZRegistryAnalytics>;
