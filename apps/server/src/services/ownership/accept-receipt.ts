import { pointCosts } from '@ramkoll/shared/rules/points';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { notifications } from '../../db/schema/messaging.js';
import { ownershipEvents, ownershipReceipts, ownershipTransfers } from '../../db/schema/ownership.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { spendPoints } from '../points/spend-points.js';
import { lockPendingReceipt } from './lock-receipt.js';
import { selectReceipt } from './receipt-view.js';
import { closeActiveSale } from '../bikes/close-active-sale.js';

export interface AcceptReceiptOptions {
  db: Db;
  actor: Actor;
  receiptId: string;
  meta: RequestMeta;
  now: Date;
}

/**
 * The buyer accepts (spec section 4; docs/product-rules.md): in one transaction, with the receipt, the bike
 * and the buyer's balance locked in that order, the buyer pays 100 points (ledger), the receipt is
 * completed with both acceptance times, the transfer completed, the owner changed, any active sale
 * closed, and the history gets a purchase (a price) or transfer (a gift) event. A second or
 * concurrent accept finds the receipt no longer pending and changes nothing.
 */
export async function acceptReceipt(options: AcceptReceiptOptions): Promise<{ receipt: OwnershipReceipt }> {
  const { db, actor, receiptId, meta, now } = options;
  assertCustomer(actor);
  return db.transaction(async (tx) => {
    const receipt = await lockPendingReceipt(tx, actor, receiptId, 'buyer');

    const [bike] = await tx
      .select({ ownerId: bikes.ownerId, stolenStatus: bikes.stolenStatus })
      .from(bikes)
      .where(and(eq(bikes.id, receipt.bikeId), isNull(bikes.deletedAt)))
      .for('update');
    // The seller deleted the bike or no longer owns it: the receipt cannot complete.
    if (!bike || bike.ownerId !== receipt.sellerId) throw new AppError('RECEIPT_NOT_PENDING');
    if (bike.stolenStatus === 'stolen') throw new AppError('BIKE_STOLEN', { action: 'transfer' });

    const pointsBalance = await spendPoints(tx, {
      userId: actor.userId,
      amount: pointCosts.ownershipTransfer,
      reason: 'ownership_transfer',
      reference: `receipt:${receiptId}`,
    });

    await tx
      .update(ownershipReceipts)
      .set({ status: 'completed', buyerAcceptedAt: now })
      .where(eq(ownershipReceipts.id, receiptId));
    const [transfer] = await tx
      .update(ownershipTransfers)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(ownershipTransfers.receiptId, receiptId), eq(ownershipTransfers.status, 'requested')))
      .returning({ id: ownershipTransfers.id });
    await tx.update(bikes).set({ ownerId: actor.userId, status: null }).where(eq(bikes.id, receipt.bikeId));
    await closeActiveSale(tx, { bikeId: receipt.bikeId }, now);

    const [buyer] = await tx
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.userId, actor.userId));
    await tx.insert(ownershipEvents).values({
      bikeId: receipt.bikeId,
      eventType: receipt.price !== null && receipt.price > 0 ? 'purchase' : 'transfer',
      ownerUserId: actor.userId,
      ownerName: buyer?.fullName ?? '',
      purchasePrice: receipt.price,
      receiptNumber: receipt.receiptNumber,
      receiptId,
      transferId: transfer?.id ?? null,
      eventDate: now,
    });

    // Spec section 4: both accepted and completed → 'transfer completed' to both parties.
    await tx.insert(notifications).values([
      {
        userId: receipt.sellerId,
        type: 'transfer_completed',
        payload: { receiptId, bikeId: receipt.bikeId },
      },
      { userId: actor.userId, type: 'transfer_completed', payload: { receiptId, bikeId: receipt.bikeId } },
    ]);
    await writeAudit(tx, {
      action: 'bike.transfer_completed',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: receipt.bikeId,
      details: { receiptId, pointsBalance },
      meta,
    });
    return { receipt: await selectReceipt(tx, actor, receiptId) };
  });
}
