import type { AnalyticsQuery } from '@ramkoll/shared/schemas/analytics';
import {
  ledgerReasons,
  type BusinessAnalytics,
  type BusinessPeriod,
  type LedgerReason,
} from '@ramkoll/shared/schemas/business-analytics';
import type { PackagePrices, PointsPackage } from '@ramkoll/shared/schemas/orders';
import { pointsPackages } from '@ramkoll/shared/schemas/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { checkRange } from './registry-analytics.js';

const TZ = 'Europe/Stockholm';

interface Row extends Record<string, unknown> {
  kind: string;
  by_period: number | string;
  period: string | null;
  key: string | null;
  entries: number | string;
  a: number | string;
  b: number | string;
  c: number | string;
  label: string | null;
  detail: string | null;
}

/**
 * GET /api/admin/business-analytics: one grouping-sets statement over seven range scans, each
 * read from an index on its time column (decision 046):
 * - `p` succeeded payments by `completed_at`, key the package: a points, b öre, c cents;
 * - `l` ledger rows by `created_at`, key the reason: a credited, b debited for a purpose,
 *   c debited by an admin's adjustment;
 * - `c` campaign redemptions by `created_at`, key the campaign: a bonus points, b/c the discount
 *   in öre/cents (the configured price of the package less what was paid);
 * - `o`, `r`, `s` sticker codes ordered, printed and sent, key `order` or `batch`: a codes,
 *   b points spent (ordered only);
 * - `b` bikes registered at a store's counter by `created_at`, key the store.
 * Grouped by (kind, period) for the series and (kind, key) for the tables; campaigns and stores
 * get their code/name after grouping. Deleted bikes count: they were registered all the same.
 */
export async function businessAnalytics(
  options: { db: Db; actor: Actor; prices: Record<PointsPackage, PackagePrices> } & AnalyticsQuery,
): Promise<BusinessAnalytics> {
  const { db, actor, bucket, prices } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const { from, to } = checkRange(options);
  const start = sql`(${from}::date::timestamp at time zone ${TZ})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${TZ})`;
  const within = (column: string) => sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;
  const day = (column: string) => sql.raw(`(${column} at time zone '${TZ}')::date`);
  const unit = sql.raw(`'${bucket}'`);
  // The list price of a payment's package in its currency (from the configuration).
  const listPrice = sql.join(
    pointsPackages.flatMap((pkg) =>
      (['SEK', 'USD'] as const).map(
        (currency) =>
          sql`when p.package = ${pkg} and p.currency = ${currency} then ${prices[pkg][currency]}::int`,
      ),
    ),
    sql` `,
  );
  const discount = (currency: 'SEK' | 'USD') =>
    sql`case when p.currency = ${currency} then greatest((case ${listPrice} else p.amount end) - p.amount, 0) else 0 end`;
  const stickerKind = sql.raw(
    `case when exists (select 1 from profiles u where u.user_id = o.user_id and u.role = 'admin') then 'batch' else 'order' end`,
  );

  const result = await db.execute<Row>(sql`
    with events as (
      select 'p' as kind, ${day('completed_at')} as day, package as key, points as a,
          case when currency = 'SEK' then amount else 0 end as b,
          case when currency = 'USD' then amount else 0 end as c
        from payments where status = 'succeeded' and ${within('completed_at')}
      union all
      select 'l', ${day('created_at')}, reason, greatest(amount, 0),
          case when amount < 0 and reason not in ('admin_adjustment', 'purchase_reversal') then -amount else 0 end,
          case when amount < 0 and reason in ('admin_adjustment', 'purchase_reversal') then -amount else 0 end
        from points_ledger where ${within('created_at')}
      union all
      select 'c', ${day('r.created_at')}, r.campaign_id::text, r.points_granted,
          coalesce(${discount('SEK')}, 0), coalesce(${discount('USD')}, 0)
        from campaign_redemptions r left join payments p on p.id = r.payment_id
        where ${within('r.created_at')}
      union all
      select 'o', ${day('o.created_at')}, ${stickerKind}, o.quantity, o.points_spent, 0
        from qr_orders o where ${within('o.created_at')}
      union all
      select 'r', ${day('o.printed_at')}, ${stickerKind}, o.quantity, 0, 0
        from qr_orders o where o.printed_at is not null and ${within('o.printed_at')}
      union all
      select 's', ${day('o.sent_at')}, ${stickerKind}, o.quantity, 0, 0
        from qr_orders o where o.sent_at is not null and ${within('o.sent_at')}
      union all
      select 'b', ${day('created_at')}, registered_by_store_id::text, 1, 0, 0
        from bikes where registered_by_store_id is not null and ${within('created_at')}
    ), grouped as (
      select kind, grouping(period) as by_key, period, key,
          count(*) as entries, sum(a) as a, sum(b) as b, sum(c) as c
        from (select kind, to_char(date_trunc(${unit}, day), 'YYYY-MM-DD') as period, key, a, b, c
                from events) keyed
        group by grouping sets ((kind, period), (kind, key))
    )
    select g.kind, 1 - g.by_key as by_period, g.period, g.key, g.entries, g.a, g.b, g.c,
        coalesce(cp.code, st.name) as label, coalesce(cp.name, st.city) as detail
      from grouped g
      left join campaigns cp on g.kind = 'c' and g.by_key = 1 and cp.id::text = g.key
      left join stores st on g.kind = 'b' and g.by_key = 1 and st.id::text = g.key
  `);

  const rows = result.rows.map((row) => ({
    kind: row.kind,
    byPeriod: Number(row.by_period) === 1,
    key: (Number(row.by_period) === 1 ? row.period : row.key) ?? '',
    entries: Number(row.entries),
    a: Number(row.a),
    b: Number(row.b),
    c: Number(row.c),
    label: row.label ?? '',
    detail: row.detail ?? '',
  }));
  const ofKind = (kind: string, byPeriod: boolean) =>
    rows.filter((row) => row.kind === kind && row.byPeriod === byPeriod);

  const periods = new Map<string, BusinessPeriod>();
  const period = (key: string) => {
    let found = periods.get(key);
    if (!found) {
      found = {
        key,
        pointsSold: 0,
        pointsSpent: 0,
        revenueSek: 0,
        revenueUsd: 0,
        redemptions: 0,
        stickersOrdered: 0,
        stickersPrinted: 0,
        stickersSent: 0,
        storeRegistrations: 0,
      };
      periods.set(key, found);
    }
    return found;
  };
  for (const row of rows.filter((r) => r.byPeriod)) {
    const target = period(row.key);
    if (row.kind === 'p') {
      target.pointsSold += row.a;
      target.revenueSek += row.b;
      target.revenueUsd += row.c;
    } else if (row.kind === 'l') target.pointsSpent += row.b;
    else if (row.kind === 'c') target.redemptions += row.entries;
    else if (row.kind === 'o') target.stickersOrdered += row.a;
    else if (row.kind === 'r') target.stickersPrinted += row.a;
    else if (row.kind === 's') target.stickersSent += row.a;
    else if (row.kind === 'b') target.storeRegistrations += row.entries;
  }
  const series = [...periods.values()].sort((x, y) => x.key.localeCompare(y.key));
  const total = (field: keyof Omit<BusinessPeriod, 'key'>) =>
    series.reduce((sum, row) => sum + row[field], 0);

  const byReason = ofKind('l', false)
    .filter((row): row is typeof row & { key: LedgerReason } =>
      (ledgerReasons as readonly string[]).includes(row.key),
    )
    .map((row) => ({ reason: row.key, entries: row.entries, credited: row.a, debited: row.b + row.c }))
    .sort((x, y) => ledgerReasons.indexOf(x.reason) - ledgerReasons.indexOf(y.reason));

  const packages = ofKind('p', false)
    .filter((row): row is typeof row & { key: PointsPackage } =>
      (pointsPackages as readonly string[]).includes(row.key),
    )
    .map((row) => ({
      package: row.key,
      payments: row.entries,
      points: row.a,
      revenueSek: row.b,
      revenueUsd: row.c,
    }))
    .sort((x, y) => pointsPackages.indexOf(x.package) - pointsPackages.indexOf(y.package));

  const campaigns = ofKind('c', false)
    .map((row) => ({
      code: row.label,
      name: row.detail,
      redemptions: row.entries,
      bonusPoints: row.a,
      discountSek: row.b,
      discountUsd: row.c,
    }))
    .sort((x, y) => y.redemptions - x.redemptions || x.code.localeCompare(y.code));

  const stickerRow = (kind: 'order' | 'batch') => {
    const of = (k: string) => ofKind(k, false).find((row) => row.key === kind);
    return {
      kind,
      orders: of('o')?.entries ?? 0,
      ordered: of('o')?.a ?? 0,
      printed: of('r')?.a ?? 0,
      sent: of('s')?.a ?? 0,
      pointsSpent: of('o')?.b ?? 0,
    };
  };
  const stickers = [stickerRow('order'), stickerRow('batch')].filter(
    (row) => row.ordered + row.printed + row.sent > 0,
  );

  const stores = ofKind('b', false)
    .map((row) => ({ id: row.key, name: row.label, city: row.detail, registrations: row.entries }))
    .sort((x, y) => y.registrations - x.registrations || x.name.localeCompare(y.name, 'sv'));

  return {
    from,
    to,
    bucket,
    series,
    byReason,
    packages,
    campaigns,
    stickers,
    stores,
    totals: {
      payments: packages.reduce((sum, row) => sum + row.payments, 0),
      pointsSold: total('pointsSold'),
      revenueSek: total('revenueSek'),
      revenueUsd: total('revenueUsd'),
      pointsSpent: total('pointsSpent'),
      redemptions: total('redemptions'),
      stickersOrdered: total('stickersOrdered'),
      storeRegistrations: total('storeRegistrations'),
    },
  };
}
