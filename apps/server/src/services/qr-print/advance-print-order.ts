import type { QrPrintOrderResponse } from '@ramkoll/shared/schemas/qr-print';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qrOrders, qrStickers } from '../../db/schema/stickers.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { printOrderViews } from './list-print-queue.js';

const steps = {
  printed: { from: 'pending', action: 'qr.printed' },
  sent: { from: 'printed', action: 'qr.sent' },
} as const;

/**
 * POST /api/admin/qr-print/orders/:id/{printed,sent}: pending → printed → sent, the time stamped
 * on the order and its stickers, audited. A conditional update, so two admins marking the same
 * order at once move it once; the other gets 409 QR_ORDER_WRONG_STATUS with the current status.
 */
export async function advancePrintOrder(options: {
  db: Db;
  actor: Actor;
  orderId: string;
  to: keyof typeof steps;
  meta: RequestMeta;
  now: Date;
}): Promise<QrPrintOrderResponse> {
  const { db, actor, orderId, to, meta, now } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const step = steps[to];
  return db.transaction(async (tx) => {
    const stamp = to === 'printed' ? { printedAt: now } : { sentAt: now };
    const [updated] = await tx
      .update(qrOrders)
      .set({ status: to, ...stamp })
      .where(and(eq(qrOrders.id, orderId), eq(qrOrders.status, step.from)))
      .returning();
    if (!updated) {
      const [current] = await tx
        .select({ status: qrOrders.status })
        .from(qrOrders)
        .where(eq(qrOrders.id, orderId));
      if (!current) throw new AppError('QR_ORDER_NOT_FOUND');
      throw new AppError('QR_ORDER_WRONG_STATUS', { status: current.status });
    }
    await tx
      .update(qrStickers)
      .set(to === 'printed' ? { printedAt: sql`coalesce(${qrStickers.printedAt}, ${now})` } : { sentAt: now })
      .where(eq(qrStickers.orderId, orderId));
    await writeAudit(tx, {
      action: step.action,
      actorUserId: actor.userId,
      targetType: 'qr_order',
      targetId: orderId,
      details: { quantity: updated.quantity },
      meta,
    });
    const [view] = await printOrderViews(tx, [updated]);
    if (!view) throw new Error('qr order view missing');
    return { order: view };
  });
}
