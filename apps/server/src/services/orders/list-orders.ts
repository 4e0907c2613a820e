import type { OrdersResponse } from '@ramkoll/shared/schemas/orders';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/points.js';
import { qrOrders } from '../../db/schema/stickers.js';
import type { Actor } from '../actor.js';
import { AppError } from '../../lib/app-error.js';
import { paymentColumns, paymentView, qrOrderViews } from './order-views.js';

/** The most of each kind the history shows; older ones stay in the database. */
const HISTORY_LIMIT = 50;

/** My payments and sticker orders for the history on /order, each newest first. */
export async function listOrders({ db, actor }: { db: Db; actor: Actor }): Promise<OrdersResponse> {
  // A store lists its own points payments too (docs/decisions/040).
  if (actor.role === 'admin') throw new AppError('FORBIDDEN');
  const paymentRows = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.userId, actor.userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(HISTORY_LIMIT);
  const orderRows = await db
    .select()
    .from(qrOrders)
    .where(eq(qrOrders.userId, actor.userId))
    .orderBy(desc(qrOrders.createdAt), desc(qrOrders.id))
    .limit(HISTORY_LIMIT);
  return { payments: paymentRows.map(paymentView), qrOrders: await qrOrderViews(db, orderRows) };
}
