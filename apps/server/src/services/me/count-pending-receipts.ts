import { and, count, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownershipReceipts } from '../../db/schema/ownership.js';
import type { Actor } from '../actor.js';

/** Spec section 7: pending receipts where I am the buyer or the seller and have not accepted yet. */
export async function countPendingReceipts({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ count: number }> {
  const [row] = await db
    .select({ count: count() })
    .from(ownershipReceipts)
    .where(
      and(
        eq(ownershipReceipts.status, 'pending'),
        or(
          and(eq(ownershipReceipts.buyerId, actor.userId), isNull(ownershipReceipts.buyerAcceptedAt)),
          and(eq(ownershipReceipts.sellerId, actor.userId), isNull(ownershipReceipts.sellerAcceptedAt)),
        ),
      ),
    );
  return { count: row?.count ?? 0 };
}
