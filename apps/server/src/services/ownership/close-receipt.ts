import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/messaging.js';
import { ownershipReceipts, ownershipTransfers } from '../../db/schema/ownership.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { lockPendingReceipt } from './lock-receipt.js';
import { selectReceipt } from './receipt-view.js';

/** The buyer declines, or the seller cancels, a pending receipt: receipt and transfer end together. */
const outcomes = {
  decline: { role: 'buyer', status: 'declined' },
  cancel: { role: 'seller', status: 'cancelled' },
} as const;

export async function closeReceipt(options: {
  db: Db;
  actor: Actor;
  receiptId: string;
  action: keyof typeof outcomes;
  meta: RequestMeta;
}): Promise<{ receipt: OwnershipReceipt }> {
  const { db, actor, receiptId, action, meta } = options;
  assertCustomer(actor);
  const outcome = outcomes[action];
  return db.transaction(async (tx) => {
    const receipt = await lockPendingReceipt(tx, actor, receiptId, outcome.role);
    await tx
      .update(ownershipReceipts)
      .set({ status: outcome.status })
      .where(eq(ownershipReceipts.id, receiptId));
    await tx
      .update(ownershipTransfers)
      .set({ status: outcome.status })
      .where(and(eq(ownershipTransfers.receiptId, receiptId), eq(ownershipTransfers.status, 'requested')));
    if (action === 'decline') {
      await tx.insert(notifications).values({
        userId: receipt.sellerId,
        type: 'receipt_declined',
        payload: { receiptId, bikeId: receipt.bikeId },
      });
    }
    await writeAudit(tx, {
      action: action === 'decline' ? 'bike.transfer_declined' : 'bike.transfer_cancelled',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: receipt.bikeId,
      details: { receiptId },
      meta,
    });
    return { receipt: await selectReceipt(tx, actor, receiptId) };
  });
}
