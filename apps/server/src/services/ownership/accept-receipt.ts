import { pointCosts } from '@ramkoll/shared/rules/points';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { stores } from '../../db/schema/stores.js';
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
import { findOwnReceiptBike, lockPendingReceipt } from './lock-receipt.js';
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
 * The buyer accepts (spec section 4; docs/product-rules.md): in one transaction, with the bike, the receipt
 * and the payer's balance locked in that order, the buyer (or a store selling its stock) pays 100 points (ledger), the receipt is
 * completed with both acceptance times, the transfer completed, the owner changed, any active sale
 * closed, and the history gets a purchase (a price) or transfer (a gift) event. A second or
 * concurrent accept finds the receipt no longer pending and changes nothing.
 */
export async function acceptReceipt(options: AcceptReceiptOptions): Promise<{ receipt: OwnershipReceipt }> {
  const { db, actor, receiptId, meta, now } = options;
  assertCustomer(actor);
  return db.transaction(async (tx) => {
    // The bike first, then the receipt (decision 050): deleting a bike locks the bike and then
    // closes its open receipt, so the other order could deadlock with it.
    const bikeId = await findOwnReceiptBike(tx, actor, receiptId, 'buyer');
    const [bike] = await tx
      .select({ ownerId: bikes.ownerId, stolenStatus: bikes.stolenStatus })
      .from(bikes)
      .where(and(eq(bikes.id, bikeId), isNull(bikes.deletedAt)))
      .for('update');
    const receipt = await lockPendingReceipt(tx, actor, receiptId, 'buyer');
    // The seller deleted the bike or no longer owns it: the receipt cannot complete.
    if (!bike || bike.ownerId !== receipt.sellerId) throw new AppError('RECEIPT_NOT_PENDING');
    if (bike.stolenStatus === 'stolen') throw new AppError('BIKE_STOLEN', { action: 'transfer' });

    // A store selling its stock pays the transfer itself (decision 039); everyone else's buyer pays.
    const seller = await storeSeller(tx, receipt.sellerId);
    const pointsBalance = await spendPoints(tx, {
      userId: seller ? receipt.sellerId : actor.userId,
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
      storeId: seller?.storeId ?? null,
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
      details: { receiptId, pointsBalance, paidBy: seller ? 'store' : 'buyer' },
      meta,
    });
    return { receipt: await selectReceipt(tx, actor, receiptId) };
  });
}

/** The seller's store when the seller is a store account, else null. */
async function storeSeller(tx: Tx, sellerId: string): Promise<{ storeId: string } | null> {
  const [row] = await tx
    .select({ storeId: stores.id })
    .from(stores)
    .innerJoin(profiles, eq(profiles.userId, stores.accountUserId))
    .where(and(eq(stores.accountUserId, sellerId), eq(profiles.role, 'store')))
    .limit(1);
  return row ?? null;
}
