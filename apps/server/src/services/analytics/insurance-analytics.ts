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
  set: Num;
  key: string | null;
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

/** The band of a price in SQL, from `priceBands`. */
const bandSql = sql.raw(
  `case when price is null then '${PRICE_UNKNOWN}' ${priceBands
    .map((band) =>
      band.below === null
        ? `when price >= ${band.from} then '${band.key}'`
        : `when price < ${band.below} then '${band.key}'`,
    )
    .join(' ')} end`,
);

/**
 * GET /api/admin/insurance-analytics: of the bikes registered in a range of Swedish days (the
 * cohort), how many were reported stolen (at any time since), recovered, e-bikes and battery
 * thefts, by brand, type, city and purchase-price band, in one grouping-sets query; plus the days
 * to recovery and what the stolen ones cost. A bike's purchase price is the one on its latest
 * ownership event that has a price (what its owner paid; events are dated when they happen, never
 * before the bike was registered, so only events from the range's start are read). Deleted bikes
 * count, as in /analytics. Groups of fewer than five bikes are merged (decision 045).
 */
export async function insuranceAnalytics(
  options: { db: Db; actor: Actor } & InsuranceAnalyticsQuery,
): Promise<InsuranceAnalytics> {
  const { db, actor } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const { from, to } = checkRange({ from: options.from, to: options.to, bucket: 'month' });
  const start = sql`(${from}::date::timestamp at time zone ${TZ})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${TZ})`;
  const cohort = sql`
    cohort as (
      select id, brand, bike_type, city, stolen_date, recovered_at, battery_stolen_status,
        bike_type = 'elcykel' or battery_serial_number is not null as has_battery
      from bikes where created_at >= ${start} and created_at < ${end}
    ), prices as (
      select distinct on (bike_id) bike_id, purchase_price as price
      from ownership_events
      where purchase_price is not null and event_date >= ${start}
      order by bike_id, event_date desc, created_at desc
    )`;

  const grouped = await db.execute<GroupRow>(sql`
    with ${cohort}, keyed as (
      select coalesce(nullif(trim(c.brand), ''), '') as brand,
        coalesce(c.bike_type, '') as bike_type,
        coalesce(nullif(trim(c.city), ''), '') as city,
        ${bandSql} as band,
        c.stolen_date is not null as stolen,
        c.stolen_date is not null and c.recovered_at is not null as recovered,
        coalesce(c.has_battery, false) as has_battery,
        c.battery_stolen_status = 'stolen' as battery_stolen
      from cohort c left join prices p on p.bike_id = c.id
    )
    select grouping(brand) + 2 * grouping(bike_type) + 4 * grouping(city) + 8 * grouping(band) as set,
      coalesce(brand, bike_type, city, band) as key,
      count(*) as registered,
      count(*) filter (where stolen) as stolen,
      count(*) filter (where recovered) as recovered,
      count(*) filter (where has_battery) as with_battery,
      count(*) filter (where battery_stolen) as battery_thefts
    from keyed
    group by grouping sets ((brand), (bike_type), (city), (band), ())
  `);

  const [outcome] = (
    await db.execute<OutcomeRow>(sql`
      with ${cohort}, stolen as (
        select c.stolen_date, c.recovered_at, p.price
        from cohort c left join prices p on p.bike_id = c.id
        where c.stolen_date is not null
      )
      select count(*) filter (where recovered_at is not null) as recovered,
        percentile_cont(array[0.25, 0.5, 0.75]) within group (
          order by extract(epoch from recovered_at - (stolen_date::timestamp at time zone ${TZ})) / 86400.0
        ) filter (where recovered_at is not null) as days,
        count(price) as with_price,
        sum(price) as value_sum,
        percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) filter (where price is not null) as values
      from stolen
    `)
  ).rows;

  // grouping() is 1 for the columns a set leaves out: 14 = by brand, 13 = type, 11 = city, 7 = band.
  const sets = { byBrand: 14, byType: 13, byCity: 11, byPriceBand: 7, totals: 15 } as const;
  const pick = (set: number) =>
    grouped.rows
      .filter((row) => Number(row.set) === set)
      .map((row) =>
        group(row.key ?? '', {
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
  const [total] = pick(sets.totals);
  const recovered = Number(outcome?.recovered ?? 0);
  const withPrice = Number(outcome?.with_price ?? 0);
  const enough = (n: number) => n >= INSURANCE_MIN_GROUP;
  const { key: _key, ...totals } =
    total ?? group('', { registered: 0, stolen: 0, recovered: 0, withBattery: 0, batteryThefts: 0 });
  return {
    from,
    to,
    minGroup: INSURANCE_MIN_GROUP,
    byBrand: bySize(pick(sets.byBrand)),
    byType: bySize(pick(sets.byType)),
    byCity: bySize(pick(sets.byCity)),
    byPriceBand: suppressSmallGroups(
      pick(sets.byPriceBand).sort((a, b) => bandOrder.indexOf(a.key) - bandOrder.indexOf(b.key)),
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
