import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { pointsLedger, userBalances, type pointsReasons } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import { lockBalance } from './lock-balance.js';

export interface SpendOptions {
  userId: string;
  amount: number;
  reason: (typeof pointsReasons)[number];
  /** What the points paid for, e.g. `bike:<id>`. */
  reference: string;
}

/**
 * Takes `amount` points with a ledger row, in the caller's transaction (docs/product-rules.md
 * "Points and money": the balance is the ledger's sum, kept in user_balances in the same
 * transaction). The balance row is locked first, so concurrent spends by one user run one after
 * another and never both see the same points. 402 INSUFFICIENT_POINTS { required, balance } when
 * short. Answers the balance after.
 */
export async function spendPoints(
  tx: Tx,
  { userId, amount, reason, reference }: SpendOptions,
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`a spend must be positive, got ${amount}`);
  const balance = await lockBalance(tx, userId);
  if (balance < amount) throw new AppError('INSUFFICIENT_POINTS', { required: amount, balance });
  const balanceAfter = balance - amount;
  await tx.update(userBalances).set({ pointsBalance: balanceAfter }).where(eq(userBalances.userId, userId));
  await tx.insert(pointsLedger).values({ userId, amount: -amount, reason, balanceAfter, reference });
  return balanceAfter;
}
