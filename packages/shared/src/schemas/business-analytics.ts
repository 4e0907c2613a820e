import { z } from 'zod';
import { analyticsBuckets } from './analytics.js';
import { pointsPackages } from './orders.js';

/*
 * /business-analytics for admins: points, money, campaigns, stickers and store registrations in a
 * range of Swedish days (docs/decisions/046-business-analytics.md). Aggregates only: campaigns by
 * code and stores by name are businesses' data, no customer appears. Money is in minor units
 * (öre, cents) in the currency it was paid in; nothing is converted.
 */

/** The ledger's reasons (points_ledger.reason), as the server stores them. */
export const ledgerReasons = [
  'purchase',
  'campaign_bonus',
  'bike_registration',
  'qr_order',
  'ownership_transfer',
  'recovery_reward',
  'store_package',
  'admin_adjustment',
  'purchase_reversal',
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

const count = z.int().nonnegative();

export const ZBusinessPeriod = z.object({
  /** The bucket's first day (YYYY-MM-DD, Swedish time). */
  key: z.string(),
  pointsSold: count,
  /** Points debited for a purpose (every debit but an admin's adjustment and a refund's reversal). */
  pointsSpent: count,
  revenueSek: count,
  revenueUsd: count,
  redemptions: count,
  stickersOrdered: count,
  stickersPrinted: count,
  stickersSent: count,
  storeRegistrations: count,
});
export type BusinessPeriod = z.infer<typeof ZBusinessPeriod>;

export const ZBusinessAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(analyticsBuckets),
  /** One row per bucket that has anything in it. */
  series: z.array(ZBusinessPeriod),
  /** Points credited and debited per ledger reason in the range; only reasons that moved points. */
  byReason: z.array(
    z.object({ reason: z.enum(ledgerReasons), entries: count, credited: count, debited: count }),
  ),
  /** Succeeded payments per package. */
  packages: z.array(
    z.object({
      package: z.enum(pointsPackages),
      payments: count,
      points: count,
      revenueSek: count,
      revenueUsd: count,
    }),
  ),
  /** Campaigns redeemed in the range, the most redemptions first. */
  campaigns: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      redemptions: count,
      bonusPoints: count,
      /** The configured package price less what was paid, per currency. */
      discountSek: count,
      discountUsd: count,
    }),
  ),
  /** Sticker codes ordered, printed and sent in the range: customers' orders and admins' batches. */
  stickers: z.array(
    z.object({
      kind: z.enum(['order', 'batch']),
      orders: count,
      ordered: count,
      printed: count,
      sent: count,
      pointsSpent: count,
    }),
  ),
  /** Bikes registered at a store's counter in the range, per store, the most first. */
  stores: z.array(z.object({ id: z.string(), name: z.string(), city: z.string(), registrations: count })),
  totals: z.object({
    payments: count,
    pointsSold: count,
    revenueSek: count,
    revenueUsd: count,
    pointsSpent: count,
    redemptions: count,
    stickersOrdered: count,
    storeRegistrations: count,
  }),
});
export type BusinessAnalytics = z.infer<typeof ZBusinessAnalytics>;
