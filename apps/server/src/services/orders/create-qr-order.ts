import { pointCosts } from '@ramkoll/shared/rules/points';
import type { CreateQrOrderRequest, CreateQrOrderResponse } from '@ramkoll/shared/schemas/orders';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { qrOrders, qrStickers } from '../../db/schema/stickers.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { spendPoints } from '../points/spend-points.js';
import { qrOrderViews } from './order-views.js';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 10;

export interface CreateQrOrderOptions {
  db: Db;
  actor: Actor;
  request: CreateQrOrderRequest;
  meta: RequestMeta;
  now: Date;
}

/**
 * Orders `quantity` QR stickers for each of the actor's live bikes (spec section 9: 50 points a
 * code). One transaction: the balance locked and debited with a ledger row (`qr_order:<id>`), the
 * order in the admin's print queue (pending) and a unique code per sticker, linked to its bike.
 * Short of points: 402 INSUFFICIENT_POINTS and nothing is written.
 */
export async function createQrOrder(options: CreateQrOrderOptions): Promise<CreateQrOrderResponse> {
  const { db, actor, request, meta, now } = options;
  assertCustomer(actor);
  const bikeIds = [...new Set(request.bikeIds)];
  const quantity = bikeIds.length * request.quantity;
  const cost = quantity * pointCosts.qrCodePerCode;

  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: bikes.id })
      .from(bikes)
      .where(and(inArray(bikes.id, bikeIds), eq(bikes.ownerId, actor.userId), isNull(bikes.deletedAt)));
    if (owned.length !== bikeIds.length) throw new AppError('BIKE_NOT_FOUND');

    const orderId = randomUUID();
    const pointsBalance = await spendPoints(tx, {
      userId: actor.userId,
      amount: cost,
      reason: 'qr_order',
      reference: `qr_order:${orderId}`,
    });
    const [order] = await tx
      .insert(qrOrders)
      .values({ id: orderId, userId: actor.userId, quantity, pointsSpent: cost, createdAt: now })
      .returning();
    if (!order) throw new Error('qr order insert returned no row');

    const perSticker = bikeIds.flatMap((bikeId) => Array.from({ length: request.quantity }, () => bikeId));
    await insertStickers(tx, orderId, perSticker, now);

    await writeAudit(tx, {
      action: 'qr.ordered',
      actorUserId: actor.userId,
      targetType: 'qr_order',
      targetId: orderId,
      details: { quantity, pointsSpent: cost, pointsBalance },
      meta,
    });
    const [view] = await qrOrderViews(tx, [order]);
    if (!view) throw new Error('qr order view missing');
    return { order: view, pointsBalance };
  });
}

/**
 * One sticker per entry of `bikeIds` (null: an unassigned code), each with a new unique code.
 * 36^10 codes make a clash improbable; a clash skips that row and the next round retries it.
 */
export async function insertStickers(
  tx: Tx,
  orderId: string,
  bikeIds: (string | null)[],
  now: Date,
): Promise<void> {
  let wanted = bikeIds;
  while (wanted.length > 0) {
    const rows = wanted.map((bikeId) => ({
      code: newCode(),
      bikeId,
      orderId,
      linkedAt: bikeId ? now : null,
    }));
    const inserted = await tx
      .insert(qrStickers)
      .values(rows)
      .onConflictDoNothing({ target: qrStickers.code })
      .returning({ code: qrStickers.code });
    const taken = new Set(inserted.map((row) => row.code));
    wanted = rows.filter((row) => !taken.has(row.code)).map((row) => row.bikeId);
  }
}

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}
