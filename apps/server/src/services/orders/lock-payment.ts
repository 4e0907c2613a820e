import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { payments } from '../../db/schema/points.js';

/**
 * A payment's row, locked until the caller's transaction ends: crediting, failing and reversing
 * one payment run one after another, however many events and confirms arrive at once.
 */
export async function lockPayment(tx: Tx, paymentId: string) {
  const [payment] = await tx
    .select({
      status: payments.status,
      userId: payments.userId,
      points: payments.points,
      amount: payments.amount,
      currency: payments.currency,
      campaignId: payments.campaignId,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  return payment ?? null;
}
