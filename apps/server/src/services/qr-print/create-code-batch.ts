import {
  QR_BATCH_MAX,
  type QrBatchRequest,
  type QrPrintOrderResponse,
} from '@ramkoll/shared/schemas/qr-print';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { qrOrders } from '../../db/schema/stickers.js';
import { stores } from '../../db/schema/stores.js';
import type { Actor } from '../actor.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { insertStickers } from '../orders/create-qr-order.js';
import { printOrderViews } from './list-print-queue.js';

/**
 * POST /api/admin/qr-print/batches: `quantity` new codes on no bike, as an order of the admin with
 * no points spent, pending in the queue like any order (decision 042). With a store, the store's
 * name and address are the shipping details. Owners link such a sticker to a bike later.
 */
export async function createCodeBatch(options: {
  db: Db;
  actor: Actor;
  input: QrBatchRequest;
  meta: RequestMeta;
  now: Date;
}): Promise<QrPrintOrderResponse> {
  const { db, actor, input, meta, now } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const { quantity } = input;
  if (!Number.isInteger(quantity)) throw validationFailed('quantity', 'not_whole_number');
  if (quantity < 1) throw validationFailed('quantity', 'too_small');
  if (quantity > QR_BATCH_MAX) throw validationFailed('quantity', 'too_large');
  const storeId = input.storeId?.trim() || null;
  if (storeId !== null && !z.uuid().safeParse(storeId).success)
    throw validationFailed('storeId', 'not_found');

  return db.transaction(async (tx) => {
    let shipping: { shippingName: string | null; shippingAddress: string | null } = {
      shippingName: null,
      shippingAddress: null,
    };
    if (storeId !== null) {
      const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
      if (!store) throw validationFailed('storeId', 'not_found');
      const place = [store.postalCode, store.city].filter(Boolean).join(' ');
      shipping = {
        shippingName: store.name,
        shippingAddress: [store.address, place].filter(Boolean).join(', ') || null,
      };
    }
    const orderId = randomUUID();
    const [order] = await tx
      .insert(qrOrders)
      .values({ id: orderId, userId: actor.userId, quantity, pointsSpent: 0, createdAt: now, ...shipping })
      .returning();
    if (!order) throw new Error('qr batch insert returned no row');
    await insertStickers(
      tx,
      orderId,
      Array.from({ length: quantity }, () => null),
      now,
    );
    await writeAudit(tx, {
      action: 'qr.batch_created',
      actorUserId: actor.userId,
      targetType: 'qr_order',
      targetId: orderId,
      details: { quantity, storeId },
      meta,
    });
    const [view] = await printOrderViews(tx, [order]);
    if (!view) throw new Error('qr batch view missing');
    return { order: view };
  });
}
