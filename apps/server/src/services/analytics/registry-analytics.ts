import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsQuery,
  type RegistryAnalytics,
} from '@ramkoll/shared/schemas/analytics';
import { isCalendarDate } from '@ramkoll/shared/rules/swedish-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { validationFailed } from '../auth/validation.js';

const TZ = 'Europe/Stockholm';

interface GroupRow extends Record<string, unknown> {
  set: number | string;
  key: string | null;
  registrations: number | string;
  thefts: number | string;
  recoveries: number | string;
}

/** YYYY-MM-DD that names a day of the calendar (not 30 February). */
function realDate(value: string): boolean {
  if (!isCalendarDate(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The checked range: calendar dates in Swedish time, `from` ≤ `to`, not longer than the bucket allows. */
export function checkRange(query: AnalyticsQuery): { from: string; to: string } {
  if (!realDate(query.from)) throw validationFailed('from', 'invalid');
  if (!realDate(query.to)) throw validationFailed('to', 'invalid');
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (days < 0) throw validationFailed('to', 'before_from');
  if (days + 1 > ANALYTICS_MAX_DAYS[query.bucket]) throw validationFailed('from', 'range_too_long');
  return { from: query.from, to: query.to };
}

/**
 * GET /api/admin/analytics: registrations (bikes.created_at), thefts (stolen_date, recovered bikes
 * included) and recoveries (recovered_at) in a range of Swedish days, per day / week / month and
 * by brand, type and city, in one grouping-sets query whose three range scans use
 * bikes_created_at_idx, bikes_stolen_date_idx and bikes_recovered_at_idx; plus the recovery rate
 * and median time to recovery of the bikes stolen in the range. Deleted bikes count: they were
 * registered, stolen and recovered all the same. Brands are grouped as written, trimmed.
 */
export async function registryAnalytics(
  options: { db: Db; actor: Actor } & AnalyticsQuery,
): Promise<RegistryAnalytics> {
  const { db, actor, bucket } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const { from, to } = checkRange(options);
  const start = sql`(${from}::date::timestamp at time zone ${TZ})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${TZ})`;
  const unit = sql.raw(`'${bucket}'`);

  const grouped = await db.execute<GroupRow>(sql`
    with events as (
      select 'r' as kind, (created_at at time zone ${TZ})::date as day, brand, bike_type, city
        from bikes where created_at >= ${start} and created_at < ${end}
      union all
      select 't', stolen_date, brand, bike_type, city
        from bikes where stolen_date is not null and stolen_date between ${from}::date and ${to}::date
      union all
      select 'v', (recovered_at at time zone ${TZ})::date, brand, bike_type, city
        from bikes where recovered_at is not null and recovered_at >= ${start} and recovered_at < ${end}
    ), keyed as (
      select kind,
        to_char(date_trunc(${unit}, day), 'YYYY-MM-DD') as period,
        coalesce(nullif(trim(brand), ''), '') as brand,
        coalesce(bike_type, '') as bike_type,
        coalesce(nullif(trim(city), ''), '') as city
      from events
    )
    select
      grouping(period) + 2 * grouping(brand) + 4 * grouping(bike_type) + 8 * grouping(city) as set,
      coalesce(period, brand, bike_type, city) as key,
      count(*) filter (where kind = 'r') as registrations,
      count(*) filter (where kind = 't') as thefts,
      count(*) filter (where kind = 'v') as recoveries
    from keyed
    group by grouping sets ((period), (brand), (bike_type), (city))
  `);

  const [outcome] = (
    await db.execute<{
      thefts: number | string;
      recovered: number | string;
      median: number | string | null;
    }>(sql`
      select count(*) as thefts,
        count(*) filter (where recovered_at is not null) as recovered,
        percentile_cont(0.5) within group (
          order by extract(epoch from recovered_at - (stolen_date::timestamp at time zone ${TZ})) / 86400.0
        ) filter (where recovered_at is not null) as median
      from bikes
      where stolen_date is not null and stolen_date between ${from}::date and ${to}::date
    `)
  ).rows;

  // grouping() is 1 for the columns a set leaves out: 14 = by period, 13 = brand, 11 = type, 7 = city.
  const sets = { series: 14, byBrand: 13, byType: 11, byCity: 7 } as const;
  const pick = (set: number) =>
    grouped.rows
      .filter((row) => Number(row.set) === set)
      .map((row) => ({
        key: row.key ?? '',
        registrations: Number(row.registrations),
        thefts: Number(row.thefts),
        recoveries: Number(row.recoveries),
      }));
  const byCount = (rows: ReturnType<typeof pick>) =>
    rows.sort(
      (a, b) =>
        b.registrations + b.thefts + b.recoveries - (a.registrations + a.thefts + a.recoveries) ||
        a.key.localeCompare(b.key, 'sv'),
    );
  const series = pick(sets.series).sort((a, b) => a.key.localeCompare(b.key));
  const sum = (field: 'registrations' | 'thefts' | 'recoveries') =>
    series.reduce((total, row) => total + row[field], 0);
  const stolen = Number(outcome?.thefts ?? 0);
  const median = outcome?.median === null || outcome?.median === undefined ? null : Number(outcome.median);
  return {
    from,
    to,
    bucket,
    series,
    byBrand: byCount(pick(sets.byBrand)),
    byType: byCount(pick(sets.byType)),
    byCity: byCount(pick(sets.byCity)),
    totals: {
      registrations: sum('registrations'),
      thefts: sum('thefts'),
      recoveries: sum('recoveries'),
      recoveryRate: stolen === 0 ? null : Number(outcome?.recovered ?? 0) / stolen,
      medianDaysToRecovery: median === null ? null : Math.round(median * 10) / 10,
    },
  };
}
