import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { ownershipReceipts, ownershipTransfers } from '../../db/schema/ownership.js';

/**
 * Cancels the bike's open transfer (its pending receipt and requested transfer) in the caller's
 * transaction, which already holds the bike's row lock: a deleted bike can never change owner, so
 * a transfer left open would stay pending for the buyer for ever and block both parties' account
 * deletion (decision 050). Locks taken in the order every receipt flow takes them: bike, receipt,
 * transfer.
 */
export async function cancelOpenTransfer(tx: Tx, bikeId: string): Promise<void> {
  const cancelled = await tx
    .update(ownershipReceipts)
    .set({ status: 'cancelled' })
    .where(and(eq(ownershipReceipts.bikeId, bikeId), eq(ownershipReceipts.status, 'pending')))
    .returning({ id: ownershipReceipts.id });
  if (cancelled.length === 0) return;
  await tx
    .update(ownershipTransfers)
    .set({ status: 'cancelled' })
    .where(and(eq(ownershipTransfers.bikeId, bikeId), eq(ownershipTransfers.status, 'requested')));
}
