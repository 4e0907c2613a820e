import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { ownershipReceipts } from '../../db/schema/ownership.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

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
  const party = role === 'buyer' ? ownershipReceipts.buyerId : ownershipReceipts.sellerId;
  const [receipt] = await tx
    .select()
    .from(ownershipReceipts)
    .where(and(eq(ownershipReceipts.id, receiptId), eq(party, actor.userId)))
    .for('update');
  if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
  if (receipt.status !== 'pending') throw new AppError('RECEIPT_NOT_PENDING');
  return receipt;
}
