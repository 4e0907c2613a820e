import {
  INSURANCE_MIN_GROUP,
  INSURANCE_OTHER_KEY,
  PRICE_UNKNOWN,
  priceBands,
  type InsuranceAnalytics,
  type InsuranceAnalyticsQuery,
  type InsuranceCounts,
  type InsuranceGroup,
} from '@ramkoll/shared/schemas/insurance-analytics';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { checkRange } from './registry-analytics.js';

const TZ = 'Europe/Stockholm';

type Num = number | string;
interface GroupRow extends Record<string, unknown> {
  dim: 'total' | 'brand' | 'type' | 'city' | 'band';
  key: string;
  registered: Num;
  stolen: Num;
  recovered: Num;
  with_battery: Num;
  battery_thefts: Num;
}
interface OutcomeRow extends Record<string, unknown> {
  recovered: Num;
  days: Num[] | string | null;
  with_price: Num;
  value_sum: Num | null;
  values: Num[] | string | null;
}

const counted = ['registered', 'stolen', 'recovered', 'withBattery', 'batteryThefts'] as const;

function group(key: string, counts: InsuranceCounts): InsuranceGroup {
  return {
    key,
    ...counts,
    theftRisk: counts.registered === 0 ? 0 : counts.stolen / counts.registered,
    recoveryRate: counts.stolen === 0 ? null : counts.recovered / counts.stolen,
  };
}

/**
 * Groups of fewer than INSURANCE_MIN_GROUP bikes are summed into one "other" row (shown whatever
 * its own size, since it names no group); the rest are returned in the given order.
 */
export function suppressSmallGroups(rows: InsuranceGroup[]): InsuranceGroup[] {
  const shown = rows.filter((row) => row.registered >= INSURANCE_MIN_GROUP);
  const small = rows.filter((row) => row.registered < INSURANCE_MIN_GROUP);
  if (small.length === 0) return shown;
  const sum = Object.fromEntries(
    counted.map((field) => [field, small.reduce((total, row) => total + row[field], 0)]),
  ) as unknown as InsuranceCounts;
  return [...shown, group(INSURANCE_OTHER_KEY, sum)];
}

/** percentile_cont over an array answers a Postgres array (text on some drivers). */
function numbers(value: Num[] | string | null): number[] | null {
  if (value === null) return null;
  const list = typeof value === 'string' ? value.replace(/[{}]/g, '').split(',') : value;
  return list.map(Number);
}

function quartiles(value: Num[] | string | null, round: (n: number) => number) {
  const list = numbers(value);
  if (!list || list.length !== 3 || list.some((n) => Number.isNaN(n))) return null;
  const [p25 = 0, median = 0, p75 = 0] = list.map(round);
  return { p25, median, p75 };
}

/**
 * GET /api/admin/insurance-analytics: of the bikes registered in a range of Swedish days (the
 * cohort), how many were reported stolen (at any time since), recovered, e-bikes and battery
 * thefts, by brand, type, city and purchase-price band, summed from the analytics_daily roll-up
 * (decision 049); plus the days to recovery and what the stolen ones cost, from the cohort's
 * stolen bikes. A bike's purchase price is the one on its latest ownership event that has one
 * (what its owner paid), as analytics_bike_prices keeps it. Deleted bikes count, as in
 * /analytics. Groups of fewer than five bikes are merged (decision 045).
 */
export async function insuranceAnalytics(
  options: { db: Db; actor: Actor } & InsuranceAnalyticsQuery,
): Promise<InsuranceAnalytics> {
  const { db, actor } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const { from, to } = checkRange({ from: options.from, to: options.to, bucket: 'month' });
  const start = sql`(${from}::date::timestamp at time zone ${TZ})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${TZ})`;

  // The counts: the range's days of the roll-up (decision 049), five dimensions.
  const grouped = await db.execute<GroupRow>(sql`
    select dim, key,
      sum(registered) as registered,
      sum(stolen) as stolen,
      sum(recovered) as recovered,
      sum(with_battery) as with_battery,
      sum(battery_thefts) as battery_thefts
    from analytics_daily
    where day between ${from}::date and ${to}::date and dim in ('total', 'brand', 'type', 'city', 'band')
    group by dim, key
    having sum(registered) > 0
  `);

  // Quartiles cannot come from counts: the cohort's stolen bikes (bikes_stolen_cohort_idx, a few
  // thousand for a year at a million bikes) with the price each is counted under.
  const [outcome] = (
    await db.execute<OutcomeRow>(sql`
      select count(*) filter (where b.recovered_at is not null) as recovered,
        percentile_cont(array[0.25, 0.5, 0.75]) within group (
          order by extract(epoch from b.recovered_at - (b.stolen_date::timestamp at time zone ${TZ})) / 86400.0
        ) filter (where b.recovered_at is not null) as days,
        count(p.price) as with_price,
        sum(p.price) as value_sum,
        percentile_cont(array[0.25, 0.5, 0.75]) within group (order by p.price) filter (where p.price is not null) as values
      from bikes b left join analytics_bike_prices p on p.bike_id = b.id
      where b.created_at >= ${start} and b.created_at < ${end} and b.stolen_date is not null
    `)
  ).rows;

  const pick = (dim: GroupRow['dim']) =>
    grouped.rows
      .filter((row) => row.dim === dim)
      .map((row) =>
        group(row.key, {
          registered: Number(row.registered),
          stolen: Number(row.stolen),
          recovered: Number(row.recovered),
          withBattery: Number(row.with_battery),
          batteryThefts: Number(row.battery_thefts),
        }),
      );
  const bySize = (rows: InsuranceGroup[]) =>
    suppressSmallGroups(rows.sort((a, b) => b.registered - a.registered || a.key.localeCompare(b.key, 'sv')));
  const bandOrder: string[] = [...priceBands.map((band) => band.key), PRICE_UNKNOWN];
  const [total] = pick('total');
  const recovered = Number(outcome?.recovered ?? 0);
  const withPrice = Number(outcome?.with_price ?? 0);
  const enough = (n: number) => n >= INSURANCE_MIN_GROUP;
  const { key: _key, ...totals } =
    total ?? group('', { registered: 0, stolen: 0, recovered: 0, withBattery: 0, batteryThefts: 0 });
  return {
    from,
    to,
    minGroup: INSURANCE_MIN_GROUP,
    byBrand: bySize(pick('brand')),
    byType: bySize(pick('type')),
    byCity: bySize(pick('city')),
    byPriceBand: suppressSmallGroups(
      pick('band').sort((a, b) => bandOrder.indexOf(a.key) - bandOrder.indexOf(b.key)),
    ),
    totals: {
      ...totals,
      daysToRecovery: enough(recovered)
        ? quartiles(outcome?.days ?? null, (n) => Math.round(n * 10) / 10)
        : null,
      stolenValue: {
        withPrice,
        sum: enough(withPrice) ? Number(outcome?.value_sum ?? 0) : null,
        quartiles: enough(withPrice) ? quartiles(outcome?.values ?? null, Math.round) : null,
      },
    },
  };
}
