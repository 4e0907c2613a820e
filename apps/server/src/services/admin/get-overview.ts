import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import type { AdminAction, AdminOverview, WindowTotals } from '@ramkoll/shared/schemas/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { bikeRecoveryReports, bikes } from '../../db/schema/bikes.js';
import { businessRequests } from '../../db/schema/business-requests.js';
import { idVerifications } from '../../db/schema/identity.js';
import { payments } from '../../db/schema/points.js';
import { qrOrders } from '../../db/schema/stickers.js';
import { businessPackageRequests } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { swedishDayStart } from '../store/store-bikes-query.js';

const DAY_MS = 86_400_000;
export const LATEST_ACTIONS = 10;

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** `count(*)` (or a sum) of the rows at or after each window's start, as three columns. */
function windowed(
  name: string,
  table: SQL,
  at: SQL,
  where: SQL | null,
  starts: { today: SQL; days7: SQL; days30: SQL },
  value: SQL = sql`1`,
): SQL {
  const extra = where ? sql` and ${where}` : sql``;
  return sql`(select json_build_object(
      'today', coalesce(sum(${value}) filter (where ${at} >= ${starts.today}), 0),
      'days7', coalesce(sum(${value}) filter (where ${at} >= ${starts.days7}), 0),
      'days30', coalesce(sum(${value}), 0))
    from ${table} where ${at} >= ${starts.days30}${extra}) as ${sql.identifier(name)}`;
}

type Row = {
  pending_store_requests: number;
  new_business_requests: number;
  pending_id_reviews: number;
  sticker_orders_not_printed: number;
  stolen_reports_last7_days: number;
  found_reports_waiting: number;
  all_users: number;
  all_bikes: number;
  all_stolen: number;
  users: WindowTotals;
  bikes: WindowTotals;
  thefts: WindowTotals;
  recoveries: WindowTotals;
  points_sold: WindowTotals;
  latest: AdminAction[] | null;
};

function toWindow(value: WindowTotals): WindowTotals {
  return { today: Number(value.today), days7: Number(value.days7), days30: Number(value.days30) };
}

/**
 * The admin dashboard in one statement (decision 041): the queues that need someone, totals for
 * today and the last 7 and 30 Swedish days, and the latest admin actions from the audit log.
 * Each part reads its own index (migration 0015); no personal data beyond the acting admins.
 */
export async function getAdminOverview({
  db,
  actor,
  now,
}: {
  db: Db;
  actor: Actor;
  now: Date;
}): Promise<AdminOverview> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const today = todayIn(now);
  const starts = {
    today: swedishDayStart(today),
    days7: swedishDayStart(daysBefore(today, 6)),
    days30: swedishDayStart(daysBefore(today, 29)),
  };
  const count = (table: SQL, where: SQL) => sql`(select count(*)::int from ${table} where ${where})`;
  const requests = sql`${businessPackageRequests}`;

  const result = await db.execute<Row>(sql`select
    ${count(requests, sql`${businessPackageRequests.status} = 'pending' and ${businessPackageRequests.requestType} = 'store_partnership'`)} as pending_store_requests,
    ${count(sql`${businessRequests}`, sql`${businessRequests.status} = 'new'`)} as new_business_requests,
    ${count(sql`${idVerifications}`, sql`${idVerifications.status} = 'pending'`)} as pending_id_reviews,
    ${count(sql`${qrOrders}`, sql`${qrOrders.status} = 'pending'`)} as sticker_orders_not_printed,
    ${count(sql`${auditLog}`, sql`${auditLog.action} = 'bike.report_stolen' and ${auditLog.createdAt} >= ${starts.days7}`)} as stolen_reports_last7_days,
    ${count(sql`${bikeRecoveryReports}`, sql`${bikeRecoveryReports.status} = 'pending'`)} as found_reports_waiting,
    (select count(*)::int from ${users}) as all_users,
    ${count(sql`${bikes}`, sql`${bikes.deletedAt} is null`)} as all_bikes,
    ${count(sql`${bikes}`, sql`${bikes.stolenStatus} = 'stolen' and ${bikes.deletedAt} is null`)} as all_stolen,
    ${windowed('users', sql`${users}`, sql`${users.createdAt}`, null, starts)},
    ${windowed('bikes', sql`${bikes}`, sql`${bikes.createdAt}`, null, starts)},
    ${windowed('thefts', sql`${auditLog}`, sql`${auditLog.createdAt}`, sql`${auditLog.action} = 'bike.report_stolen'`, starts)},
    ${windowed('recoveries', sql`${bikes}`, sql`${bikes.recoveredAt}`, null, starts)},
    ${windowed('points_sold', sql`${payments}`, sql`${payments.completedAt}`, sql`${payments.status} = 'succeeded'`, starts, sql`${payments.points}`)},
    (select json_agg(json_build_object(
        'id', a.id, 'action', a.action, 'actorUserId', a.actor_user_id, 'actorName', a.actor_name,
        'actorEmail', a.actor_email, 'targetType', a.target_type, 'targetId', a.target_id,
        'createdAt', a.created_at) order by a.created_at desc, a.id desc)
      from (
        select ${auditLog.id} as id, ${auditLog.action} as action, ${auditLog.actorUserId} as actor_user_id,
          ${profiles.fullName} as actor_name, ${users.email} as actor_email,
          ${auditLog.targetType} as target_type, ${auditLog.targetId} as target_id,
          ${auditLog.createdAt} as created_at
        from ${auditLog}
        join ${profiles} on ${profiles.userId} = ${auditLog.actorUserId} and ${profiles.role} = 'admin'
        join ${users} on ${users.id} = ${auditLog.actorUserId}
        order by ${auditLog.createdAt} desc, ${auditLog.id} desc
        limit ${LATEST_ACTIONS}
      ) a) as latest`);
  const row = result.rows[0];
  if (!row) throw new Error('overview returned no row');
  return {
    attention: {
      pendingStoreRequests: Number(row.pending_store_requests),
      newBusinessRequests: Number(row.new_business_requests),
      pendingIdReviews: Number(row.pending_id_reviews),
      stickerOrdersNotPrinted: Number(row.sticker_orders_not_printed),
      stolenReportsLast7Days: Number(row.stolen_reports_last7_days),
      foundReportsWaiting: Number(row.found_reports_waiting),
    },
    totals: {
      users: toWindow(row.users),
      bikes: toWindow(row.bikes),
      thefts: toWindow(row.thefts),
      recoveries: toWindow(row.recoveries),
      pointsSold: toWindow(row.points_sold),
    },
    overall: {
      users: Number(row.all_users),
      bikes: Number(row.all_bikes),
      stolenBikes: Number(row.all_stolen),
    },
    latestActions: (row.latest ?? []).map((action) => ({
      ...action,
      createdAt: new Date(action.createdAt).toISOString(),
    })),
  };
}
