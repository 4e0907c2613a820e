import { z } from 'zod';

/*
 * /insurance-analytics for admins: theft risk of the bikes registered in a range of Swedish days,
 * by brand, type, city and purchase-price band. Aggregates only: a group of fewer than
 * INSURANCE_MIN_GROUP bikes is never shown on its own (docs/decisions/045-insurance-analytics.md).
 */

/** A group with fewer bikes than this is merged into the "other" row. */
export const INSURANCE_MIN_GROUP = 5;
/** Key of the row that holds every group too small to show. */
export const INSURANCE_OTHER_KEY = '__other__';
/** Longest range (days), as /analytics allows for weeks and months. */
export const INSURANCE_MAX_DAYS = 3660;

/** Purchase-price bands in whole kronor: [from, below) with null as no upper end. */
export const priceBands = [
  { key: 'under_5000', from: 0, below: 5_000 },
  { key: '5000_10000', from: 5_000, below: 10_000 },
  { key: '10000_20000', from: 10_000, below: 20_000 },
  { key: '20000_40000', from: 20_000, below: 40_000 },
  { key: 'over_40000', from: 40_000, below: null },
] as const;
/** Band key of a bike with no purchase price on record. */
export const PRICE_UNKNOWN = 'unknown';
export type PriceBandKey = (typeof priceBands)[number]['key'] | typeof PRICE_UNKNOWN;

export const ZInsuranceAnalyticsQuery = z.object({
  from: z.string().max(20),
  to: z.string().max(20),
});
export type InsuranceAnalyticsQuery = z.infer<typeof ZInsuranceAnalyticsQuery>;

export const ZInsuranceCounts = z.object({
  /** Bikes registered in the range. */
  registered: z.int(),
  /** Of those, reported stolen (at any time since). */
  stolen: z.int(),
  /** Of the stolen, recovered. */
  recovered: z.int(),
  /** E-bikes (type elcykel or a battery serial number). */
  withBattery: z.int(),
  /** Bikes whose battery is reported stolen. */
  batteryThefts: z.int(),
});
export type InsuranceCounts = z.infer<typeof ZInsuranceCounts>;

export const ZInsuranceGroup = ZInsuranceCounts.extend({
  /** Brand, type, city or band key; '' = not given; INSURANCE_OTHER_KEY = the groups too small to show. */
  key: z.string(),
  /** stolen / registered. */
  theftRisk: z.number(),
  /** recovered / stolen; null without thefts. */
  recoveryRate: z.number().nullable(),
});
export type InsuranceGroup = z.infer<typeof ZInsuranceGroup>;

const ZQuartiles = z.object({ p25: z.number(), median: z.number(), p75: z.number() });

export const ZInsuranceAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  minGroup: z.int(),
  byBrand: z.array(ZInsuranceGroup),
  byType: z.array(ZInsuranceGroup),
  byCity: z.array(ZInsuranceGroup),
  /** In the order of `priceBands`, then unknown; small bands merged like the other lists. */
  byPriceBand: z.array(ZInsuranceGroup),
  totals: ZInsuranceGroup.omit({ key: true }).extend({
    /** Days from the theft day to the recovery, of the recovered; null when fewer than minGroup. */
    daysToRecovery: ZQuartiles.nullable(),
    /** What the stolen bikes cost (whole kronor); see `sum`. */
    stolenValue: z.object({
      withPrice: z.int(),
      /** null, as the quartiles, when fewer than minGroup stolen bikes have a price. */
      sum: z.int().nullable(),
      quartiles: ZQuartiles.nullable(),
    }),
  }),
});
export type InsuranceAnalytics = z.infer<typeof ZInsuranceAnalytics>;
