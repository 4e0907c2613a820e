import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { pointsLedger, userBalances, type pointsReasons } from '../../db/schema/points.js';
import { lockBalance } from './lock-balance.js';

export interface EarnOptions {
  userId: string;
  amount: number;
  reason: (typeof pointsReasons)[number];
  /** What earned the points, e.g. `recovery:<report id>`: a credit with it happens once. */
  reference: string;
}

/**
 * Adds `amount` points with a ledger row, in the caller's transaction, the balance row locked
 * first. The ledger's unique index on (user, reason, reference) for credits makes a repeat a
 * no-op: the answer is then null and the balance is left as it was; otherwise the balance after.
 */
export async function earnPoints(
  tx: Tx,
  { userId, amount, reason, reference }: EarnOptions,
): Promise<number | null> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`a credit must be positive, got ${amount}`);
  const balance = await lockBalance(tx, userId);
  const balanceAfter = balance + amount;
  const inserted = await tx
    .insert(pointsLedger)
    .values({ userId, amount, reason, balanceAfter, reference })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (inserted.length === 0) return null;
  await tx.update(userBalances).set({ pointsBalance: balanceAfter }).where(eq(userBalances.userId, userId));
  return balanceAfter;
}
