import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import type { AnalyticsCount, StoreAnalytics } from '@ramkoll/shared/schemas/store-area';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { pointsLedger } from '../../db/schema/points.js';
import { storeStaffCodes } from '../../db/schema/stores.js';
import { validationFailed } from '../auth/validation.js';
import type { StoreContext } from './store-context.js';
import { swedishDayEnd, swedishDayStart } from './store-bikes-query.js';

const DEFAULT_DAYS = 90;
const MAX_DAYS = 731;
const TOP_BRANDS = 10;
const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The range asked for, or the last 90 days ending today in Swedish time; at most two years. */
export function analyticsRange(
  input: { from?: string; to?: string },
  now: Date,
): { from: string; to: string } {
  const to = input.to ?? todayIn(now);
  const from = input.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw validationFailed('from', 'range_reversed');
  if (Date.parse(to) - Date.parse(from) > MAX_DAYS * DAY_MS) throw validationFailed('from', 'range_too_long');
  return { from, to };
}

/** Week starts (Monday) and months in Swedish time, like every date a person reads. */
const local = sql`(${bikes.createdAt} at time zone 'Europe/Stockholm')`;
const weekSql = sql<string>`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`;
const monthSql = sql<string>`to_char(date_trunc('month', ${local}), 'YYYY-MM')`;

/**
 * /store-analytics, aggregated in SQL over the bikes the store registered in the range
 * (bikes_registered_by_store_recent_idx: store, then registration time) and the store account's
 * points ledger (points_ledger_user_id_created_at_idx). No personal data leaves.
 */
export async function getStoreAnalytics({
  db,
  store,
  range,
}: {
  db: Db;
  store: Pick<StoreContext, 'storeId' | 'accountUserId'>;
  range: { from: string; to: string };
}): Promise<StoreAnalytics> {
  const inRange = and(
    eq(bikes.registeredByStoreId, store.storeId),
    isNull(bikes.deletedAt),
    sql`${bikes.createdAt} >= ${swedishDayStart(range.from)}`,
    sql`${bikes.createdAt} < ${swedishDayEnd(range.to)}`,
  ) as SQL;

  function countBy(key: SQL<string>, order: 'key' | 'count', limit?: number) {
    const query = db
      .select({ key, count: sql<number>`count(*)::int` })
      .from(bikes)
      .where(inRange)
      .groupBy(key)
      .orderBy(order === 'key' ? key : sql`count(*) desc, ${key}`);
    return limit ? query.limit(limit) : query;
  }

  const [perWeek, perMonth, byType, byBrand, byStaffCode, totals, points] = await Promise.all([
    countBy(weekSql, 'key'),
    countBy(monthSql, 'key'),
    countBy(sql<string>`coalesce(${bikes.bikeType}, '')`, 'count'),
    countBy(sql<string>`coalesce(nullif(btrim(${bikes.brand}), ''), '')`, 'count', TOP_BRANDS),
    db
      .select({ key: sql<string>`coalesce(${storeStaffCodes.label}, '')`, count: sql<number>`count(*)::int` })
      .from(bikes)
      .leftJoin(
        storeStaffCodes,
        and(
          eq(storeStaffCodes.id, bikes.registeredByStaffCodeId),
          eq(storeStaffCodes.storeId, store.storeId),
        ),
      )
      .where(inRange)
      .groupBy(storeStaffCodes.label)
      .orderBy(sql`count(*) desc`),
    db
      .select({
        registered: sql<number>`count(*)::int`,
        stolen: sql<number>`(count(*) filter (where ${bikes.stolenStatus} = 'stolen'))::int`,
      })
      .from(bikes)
      .where(inRange),
    db
      .select({
        bought: sql<number>`coalesce(sum(${pointsLedger.amount}) filter (where ${pointsLedger.reason} in ('purchase', 'store_package', 'campaign_bonus')), 0)::int`,
        spent: sql<number>`coalesce(-sum(${pointsLedger.amount}) filter (where ${pointsLedger.amount} < 0), 0)::int`,
      })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.userId, store.accountUserId),
          sql`${pointsLedger.createdAt} >= ${swedishDayStart(range.from)}`,
          sql`${pointsLedger.createdAt} < ${swedishDayEnd(range.to)}`,
        ),
      ),
  ]);
  const plain = (rows: AnalyticsCount[]) => rows.map(({ key, count }) => ({ key, count }));
  return {
    ...range,
    perWeek: plain(perWeek),
    perMonth: plain(perMonth),
    byType: plain(byType),
    byBrand: plain(byBrand),
    byStaffCode: plain(byStaffCode),
    pointsBought: points[0]?.bought ?? 0,
    pointsSpent: points[0]?.spent ?? 0,
    registered: totals[0]?.registered ?? 0,
    stolen: totals[0]?.stolen ?? 0,
  };
}
