import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { userBalances } from '../../db/schema/points.js';

/**
 * Locks the user's balance row for the rest of the transaction and answers the balance. Spending
 * and earning take this lock themselves; a service that must lock in a set order (to rule out
 * deadlocks with another service) calls it first, and the later lock in the same transaction is
 * free. An account without a row gets one (0 points).
 */
export async function lockBalance(tx: Tx, userId: string): Promise<number> {
  const locked = await selectForUpdate(tx, userId);
  if (locked !== null) return locked;
  await tx.insert(userBalances).values({ userId, pointsBalance: 0 }).onConflictDoNothing();
  const created = await selectForUpdate(tx, userId);
  if (created === null) throw new Error(`no balance row for ${userId} after creating it`);
  return created;
}

async function selectForUpdate(tx: Tx, userId: string): Promise<number | null> {
  const [row] = await tx
    .select({ pointsBalance: userBalances.pointsBalance })
    .from(userBalances)
    .where(eq(userBalances.userId, userId))
    .for('update');
  return row?.pointsBalance ?? null;
}
