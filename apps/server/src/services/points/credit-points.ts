import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pointsLedger, userBalances, type pointsReasons } from '../../db/schema/points.js';

export interface CreditOptions {
  userId: string;
  /** What lockBalance answered in this transaction. */
  balance: number;
  amount: number;
  reason: (typeof pointsReasons)[number];
  /** What earned the points, e.g. `recovery:<report id>`: a credit with it happens once. */
  reference: string;
}

/**
 * Adds `amount` points with a ledger row, inside the caller's transaction and after lockBalance.
 * The ledger's unique index on (user, reason, reference) for credits makes a repeat a no-op:
 * the answer is then null and the balance is left as it was.
 */
export async function creditPoints(tx: Db, options: CreditOptions): Promise<number | null> {
  const { userId, balance, amount, reason, reference } = options;
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`a credit must be positive, got ${amount}`);
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
