import type { AuditLogEntry, AuditLogQuery, AuditLogResponse } from '@ramkoll/shared/schemas/audit-log';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { validationFailed } from '../auth/validation.js';
import { swedishDayEnd, swedishDayStart } from '../store/store-bikes-query.js';

const ZDay = z.iso.date();
const ZId = z.uuid();

/** created_at as PostgreSQL prints it (microseconds kept, unlike a JS Date) and the id. */
interface Cursor {
  createdAt: string;
  id: string;
}

const pgTimestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

function decodeCursor(value: string): Cursor {
  const [createdAt = '', id = ''] = Buffer.from(value, 'base64url').toString().split('|');
  if (!pgTimestamp.test(createdAt) || !ZId.safeParse(id).success) {
    throw validationFailed('cursor', 'invalid');
  }
  return { createdAt, id };
}

function dayOf(field: 'from' | 'to', value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!ZDay.safeParse(value).success) throw validationFailed(field, 'invalid_date');
  return value;
}

type Row = {
  id: string;
  action: string;
  actor_user_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown> | null;
  created_at: string | Date;
  created_at_exact: string;
};

/**
 * GET /api/admin/audit-log (decision 044): the actions of admin accounts, newest first, by keyset
 * on (created_at, id): a page never skips or repeats a row when new ones arrive. Filtered by
 * action (the (action, created_at) index), by admin (the (actor_user_id, created_at) index) and by
 * Swedish days (the created_at index); one statement per page, the admins for the filter in a second.
 */
export async function listAuditLog(
  options: { db: Db; actor: Actor } & AuditLogQuery,
): Promise<AuditLogResponse> {
  const { db, actor, action, adminId, cursor, limit } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const from = dayOf('from', options.from);
  const to = dayOf('to', options.to);
  if (from && to && from > to) throw validationFailed('to', 'before_from');
  if (adminId && !ZId.safeParse(adminId).success) throw validationFailed('adminId', 'invalid');
  const after = cursor ? decodeCursor(cursor) : null;

  const where: SQL[] = [sql`true`];
  if (action) where.push(sql`${auditLog.action} = ${action}`);
  if (adminId) where.push(sql`${auditLog.actorUserId} = ${adminId}`);
  if (from) where.push(sql`${auditLog.createdAt} >= ${swedishDayStart(from)}`);
  if (to) where.push(sql`${auditLog.createdAt} < ${swedishDayEnd(to)}`);
  if (after) {
    where.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }

  const [result, admins] = await Promise.all([
    db.execute<Row>(sql`select ${auditLog.id} as id, ${auditLog.action} as action,
        ${auditLog.actorUserId} as actor_user_id, ${profiles.fullName} as actor_name,
        ${users.email} as actor_email, ${auditLog.targetType} as target_type,
        ${auditLog.targetId} as target_id, ${auditLog.details} as details,
        ${auditLog.createdAt} as created_at, ${auditLog.createdAt}::text as created_at_exact
      from ${auditLog}
      join ${profiles} on ${profiles.userId} = ${auditLog.actorUserId} and ${profiles.role} = 'admin'
      join ${users} on ${users.id} = ${auditLog.actorUserId}
      where ${sql.join(where, sql` and `)}
      order by ${auditLog.createdAt} desc, ${auditLog.id} desc
      limit ${limit + 1}`),
    db
      .select({ userId: users.id, name: profiles.fullName, email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.role, 'admin'))
      .orderBy(asc(users.email)),
  ]);
  const rows = result.rows.slice(0, limit);
  const entries = rows.map((row): AuditLogEntry => ({
    id: row.id,
    action: row.action,
    actorUserId: row.actor_user_id,
    actorName: row.actor_name,
    actorEmail: row.actor_email,
    targetType: row.target_type,
    targetId: row.target_id,
    details: row.details ?? {},
    createdAt: new Date(row.created_at).toISOString(),
  }));
  const last = rows.at(-1);
  return {
    entries,
    nextCursor:
      result.rows.length > limit && last
        ? encodeCursor({ createdAt: last.created_at_exact, id: last.id })
        : null,
    admins,
  };
}
