import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { ownershipReceipts } from '../../db/schema/ownership.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

/**
 * The bike of the actor's receipt in the given role, read without a lock to learn what to lock
 * first: a flow that changes a receipt locks its bike, then the receipt (decision 050). Another
 * party's receipt answers RECEIPT_NOT_FOUND.
 */
export async function findOwnReceiptBike(
  tx: Tx,
  actor: Actor,
  receiptId: string,
  role: 'buyer' | 'seller',
): Promise<string> {
  const [receipt] = await tx
    .select({ bikeId: ownershipReceipts.bikeId })
    .from(ownershipReceipts)
    .where(and(eq(ownershipReceipts.id, receiptId), eq(partyColumn(role), actor.userId)))
    .limit(1);
  if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
  return receipt.bikeId;
}

function partyColumn(role: 'buyer' | 'seller') {
  return role === 'buyer' ? ownershipReceipts.buyerId : ownershipReceipts.sellerId;
}

export type ReceiptRow = typeof ownershipReceipts.$inferSelect;

/**
 * The actor's receipt in the given role, locked for the rest of the transaction, and still pending.
 * Another party's receipt answers RECEIPT_NOT_FOUND (ids cannot be probed); a handled one
 * RECEIPT_NOT_PENDING. Whoever takes the lock second sees the first one's outcome.
 */
export async function lockPendingReceipt(
  tx: Tx,
  actor: Actor,
  receiptId: string,
  role: 'buyer' | 'seller',
): Promise<ReceiptRow> {
  const party = partyColumn(role);
  const [receipt] = await tx
    .select()
    .from(ownershipReceipts)
    .where(and(eq(ownershipReceipts.id, receiptId), eq(party, actor.userId)))
    .for('update');
  if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
  if (receipt.status !== 'pending') throw new AppError('RECEIPT_NOT_PENDING');
  return receipt;
}
