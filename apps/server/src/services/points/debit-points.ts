import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pointsLedger, userBalances, type pointsReasons } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Locks the user's balance row for the rest of the transaction and answers the balance. Every
 * spend takes this lock first, so concurrent spends by one user run one after another and can
 * never both see the same points. An account without a row gets one (0 points).
 */
export async function lockBalance(tx: Db, userId: string): Promise<number> {
  const locked = await selectForUpdate(tx, userId);
  if (locked !== null) return locked;
  await tx.insert(userBalances).values({ userId, pointsBalance: 0 }).onConflictDoNothing();
  const created = await selectForUpdate(tx, userId);
  if (created === null) throw new Error(`no balance row for ${userId} after creating it`);
  return created;
}

export interface DebitOptions {
  userId: string;
  /** What lockBalance answered in this transaction. */
  balance: number;
  amount: number;
  reason: (typeof pointsReasons)[number];
  /** What the points paid for, e.g. `bike:<id>`. */
  reference: string;
}

/**
 * Takes `amount` points with a ledger row (docs/product-rules.md: the balance is the ledger's sum, kept in
 * user_balances in the same transaction). 402 INSUFFICIENT_POINTS { required, balance } when short.
 */
export async function debitPoints(tx: Db, options: DebitOptions): Promise<number> {
  const { userId, balance, amount, reason, reference } = options;
  if (balance < amount) throw new AppError('INSUFFICIENT_POINTS', { required: amount, balance });
  const balanceAfter = balance - amount;
  await tx.update(userBalances).set({ pointsBalance: balanceAfter }).where(eq(userBalances.userId, userId));
  await tx.insert(pointsLedger).values({ userId, amount: -amount, reason, balanceAfter, reference });
  return balanceAfter;
}

async function selectForUpdate(tx: Db, userId: string): Promise<number | null> {
  const [row] = await tx
    .select({ pointsBalance: userBalances.pointsBalance })
    .from(userBalances)
    .where(eq(userBalances.userId, userId))
    .for('update');
  return row?.pointsBalance ?? null;
}
