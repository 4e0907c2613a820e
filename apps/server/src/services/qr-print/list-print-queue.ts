import type {
  QrPrintOrder,
  QrPrintQuery,
  QrPrintQueue,
  QrPrintStatus,
} from '@ramkoll/shared/schemas/qr-print';
import { QR_PRINT_PAGE_SIZE, qrPrintStatuses } from '@ramkoll/shared/schemas/qr-print';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { qrOrders, qrStickers } from '../../db/schema/stickers.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

type OrderRow = typeof qrOrders.$inferSelect;

/** An order's view for the queue: who ordered, where it goes and its codes (one query for all orders). */
export async function printOrderViews(db: Db | Tx, rows: OrderRow[]): Promise<QrPrintOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [people, stickers] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, name: profiles.fullName, role: profiles.role })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(users.id, userIds)),
    db
      .select({ orderId: qrStickers.orderId, code: qrStickers.code })
      .from(qrStickers)
      .where(inArray(qrStickers.orderId, ids))
      .orderBy(asc(qrStickers.createdAt), asc(qrStickers.code)),
  ]);
  const byUser = new Map(people.map((person) => [person.id, person]));
  const codes = new Map<string, string[]>();
  for (const sticker of stickers) {
    if (!sticker.orderId) continue;
    codes.set(sticker.orderId, [...(codes.get(sticker.orderId) ?? []), sticker.code]);
  }
  return rows.map((row) => {
    const person = byUser.get(row.userId);
    return {
      id: row.id,
      kind: person?.role === 'admin' ? 'batch' : 'order',
      status: row.status,
      quantity: row.quantity,
      pointsSpent: row.pointsSpent,
      orderedBy: { name: person?.name ?? '', email: person?.email ?? '' },
      shippingName: row.shippingName,
      shippingAddress: row.shippingAddress,
      codes: codes.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
      printedAt: row.printedAt?.toISOString() ?? null,
      sentAt: row.sentAt?.toISOString() ?? null,
    };
  });
}

/**
 * GET /api/admin/qr-print/orders: sticker orders of one status, oldest first (the queue is worked
 * from the front; `qr_orders_status_idx` on (status, created_at)), with the count per status.
 */
export async function listPrintQueue(
  options: { db: Db; actor: Actor } & QrPrintQuery,
): Promise<QrPrintQueue> {
  const { db, actor, status, page } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const [rows, grouped] = await Promise.all([
    db
      .select()
      .from(qrOrders)
      .where(eq(qrOrders.status, status))
      .orderBy(status === 'pending' ? asc(qrOrders.createdAt) : desc(qrOrders.createdAt), asc(qrOrders.id))
      .limit(QR_PRINT_PAGE_SIZE)
      .offset((page - 1) * QR_PRINT_PAGE_SIZE),
    db
      .select({ status: qrOrders.status, n: count() })
      .from(qrOrders)
      .where(inArray(qrOrders.status, [...qrPrintStatuses]))
      .groupBy(qrOrders.status),
  ]);
  const counts = Object.fromEntries(qrPrintStatuses.map((s) => [s, 0])) as Record<QrPrintStatus, number>;
  for (const group of grouped) {
    if (group.status in counts) counts[group.status as QrPrintStatus] = Number(group.n);
  }
  return { orders: await printOrderViews(db, rows), total: counts[status], counts };
}
