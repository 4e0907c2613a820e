import type { AdminPartner, AdminPartnersResponse } from '@ramkoll/shared/schemas/admin-partners';
import { count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { userBalances } from '../../db/schema/points.js';
import { storeStaffCodes, stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The certified stores for /admin-partners, newest first, a page at a time, with the account's
 * e-mail, its points balance and each staff code's activity (label, active, last used) in the same
 * statement (store_staff_codes_store_id_idx per store). The stores table is small (a few hundred
 * shops), so the optional text filter scans it.
 */
export async function listAdminPartners({
  db,
  actor,
  q,
  page,
  pageSize,
}: {
  db: Db;
  actor: Actor;
  q?: string;
  page: number;
  pageSize: number;
}): Promise<AdminPartnersResponse> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const text = q?.trim();
  const where: SQL | undefined = text
    ? or(
        ilike(stores.name, likePattern(text)),
        ilike(stores.city, likePattern(text)),
        ilike(stores.organizationNumber, likePattern(text.replace(/\D/g, '') || text)),
      )
    : undefined;
  const staffCodes = sql<AdminPartner['staffCodes']>`coalesce((
    select json_agg(json_build_object(
      'id', c.id, 'label', c.label, 'active', c.active, 'lastUsedAt', c.last_used_at,
      'createdAt', c.created_at) order by c.active desc, c.last_used_at desc nulls last, c.created_at)
    from ${storeStaffCodes} c where c.store_id = ${stores.id}), '[]'::json)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stores.id,
        name: stores.name,
        chain: stores.chain,
        organizationNumber: stores.organizationNumber,
        address: stores.address,
        postalCode: stores.postalCode,
        city: stores.city,
        phone: stores.phone,
        contactInfo: stores.contactInfo,
        accountEmail: users.email,
        pointsBalance: sql<number>`coalesce(${userBalances.pointsBalance}, 0)`,
        suspendedAt: stores.suspendedAt,
        createdAt: stores.createdAt,
        staffCodes,
      })
      .from(stores)
      .leftJoin(users, sql`${users.id} = ${stores.accountUserId}`)
      .leftJoin(userBalances, sql`${userBalances.userId} = ${stores.accountUserId}`)
      .where(where)
      .orderBy(desc(stores.createdAt), desc(stores.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  return {
    partners: rows.map((row) => ({
      ...row,
      pointsBalance: Number(row.pointsBalance),
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      staffCodes: row.staffCodes.map((code) => ({
        ...code,
        lastUsedAt: code.lastUsedAt ? new Date(code.lastUsedAt).toISOString() : null,
        createdAt: new Date(code.createdAt).toISOString(),
      })),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
