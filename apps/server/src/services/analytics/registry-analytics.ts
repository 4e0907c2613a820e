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
  dim: 'period' | 'brand' | 'type' | 'city';
  key: string;
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
 * by brand, type and city, summed from the analytics_daily roll-up (decision 049, kept by
 * triggers on bikes); plus the recovery rate and median time to recovery of the bikes stolen in
 * the range (bikes_stolen_date_idx: medians cannot come from counts). Deleted bikes count: they were
 * registered, stolen and recovered all the same. Brands are grouped as written, trimmed.
 */
export async function registryAnalytics(
  options: { db: Db; actor: Actor } & AnalyticsQuery,
): Promise<RegistryAnalytics> {
  const { db, actor, bucket } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const { from, to } = checkRange(options);
  const unit = sql.raw(`'${bucket}'`);

  // Counts come from the roll-up (decision 049): the range's days, four dimensions, a few
  // thousand rows; 'total' rows are summed into the periods.
  const grouped = await db.execute<GroupRow>(sql`
    select case when dim = 'total' then 'period' else dim end as dim,
      case when dim = 'total' then to_char(date_trunc(${unit}, day::timestamp), 'YYYY-MM-DD') else key end as key,
      sum(registered) as registrations,
      sum(thefts) as thefts,
      sum(recoveries) as recoveries
    from analytics_daily
    where day between ${from}::date and ${to}::date and dim in ('total', 'brand', 'type', 'city')
    group by 1, 2
    having sum(registered) > 0 or sum(thefts) > 0 or sum(recoveries) > 0
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

  const pick = (dim: GroupRow['dim']) =>
    grouped.rows
      .filter((row) => row.dim === dim)
      .map((row) => ({
        key: row.key,
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
  const series = pick('period').sort((a, b) => a.key.localeCompare(b.key));
  const sum = (field: 'registrations' | 'thefts' | 'recoveries') =>
    series.reduce((total, row) => total + row[field], 0);
  const stolen = Number(outcome?.thefts ?? 0);
  const median = outcome?.median === null || outcome?.median === undefined ? null : Number(outcome.median);
  return {
    from,
    to,
    bucket,
    series,
    byBrand: byCount(pick('brand')),
    byType: byCount(pick('type')),
    byCity: byCount(pick('city')),
    totals: {
      registrations: sum('registrations'),
      thefts: sum('thefts'),
      recoveries: sum('recoveries'),
      recoveryRate: stolen === 0 ? null : Number(outcome?.recovered ?? 0) / stolen,
      medianDaysToRecovery: median === null ? null : Math.round(median * 10) / 10,
    },
  };
}
