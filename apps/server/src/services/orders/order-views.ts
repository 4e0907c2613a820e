import type { Payment, QrOrder } from '@ramkoll/shared/schemas/orders';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { payments } from '../../db/schema/points.js';
import { qrStickers, type qrOrders } from '../../db/schema/stickers.js';

export const paymentColumns = {
  id: payments.id,
  package: payments.package,
  points: payments.points,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  provider: payments.provider,
  createdAt: payments.createdAt,
  completedAt: payments.completedAt,
};

type PaymentRow = { createdAt: Date; completedAt: Date | null } & Omit<Payment, 'createdAt' | 'completedAt'>;

export function paymentView(row: PaymentRow): Payment {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

type QrOrderRow = typeof qrOrders.$inferSelect;

/** The orders with their stickers and the frame numbers of the bikes they are linked to. */
export async function qrOrderViews(db: Db, orders: QrOrderRow[]): Promise<QrOrder[]> {
  if (orders.length === 0) return [];
  const stickers = await db
    .select({
      orderId: qrStickers.orderId,
      code: qrStickers.code,
      bikeId: qrStickers.bikeId,
      frameNumber: bikes.frameNumber,
    })
    .from(qrStickers)
    .leftJoin(bikes, eq(bikes.id, qrStickers.bikeId))
    .where(
      inArray(
        qrStickers.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(bikes.frameNumber), asc(qrStickers.code));
  return orders.map((order) => ({
    id: order.id,
    quantity: order.quantity,
    pointsSpent: order.pointsSpent,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    stickers: stickers
      .filter((sticker) => sticker.orderId === order.id)
      .map(({ code, bikeId, frameNumber }) => ({ code, bikeId, frameNumber })),
  }));
}
