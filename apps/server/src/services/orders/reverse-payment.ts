import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { paymentFlags, payments } from '../../db/schema/points.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { lockBalance } from '../points/lock-balance.js';
import { lockPayment } from './lock-payment.js';
import { spendPoints } from '../points/spend-points.js';

export interface ReversePaymentOptions {
  paymentId: string;
  kind: 'refund' | 'dispute';
  /** Refunded so far (Stripe adds refunds up on the charge) or disputed, in minor units. */
  amount: number;
  eventId: string;
  meta: RequestMeta;
}

/**
 * A refund or dispute of a paid package (docs/product-rules.md "Points and money"): the points it
 * bought, in proportion to the money turned back (rounded up, never more than the package) and
 * less what earlier refunds of the same payment already reversed, are due back. What the buyer's
 * balance still holds is taken with a ledger row (`purchase_reversal`, `payment:<id>`); what was
 * spent already stays outstanding on a payment flag for the admin. A flag is written for every
 * refund and dispute, so the admin sees each one.
 */
export async function reversePayment(tx: Tx, options: ReversePaymentOptions): Promise<void> {
  const { paymentId, kind, amount, eventId, meta } = options;
  const payment = await lockPayment(tx, paymentId);
  if (!payment) return;
  const credited = payment.completedAt !== null;
  const [earlier] = await tx
    .select({ due: sql<number>`coalesce(sum(${paymentFlags.pointsDue}), 0)::int` })
    .from(paymentFlags)
    .where(eq(paymentFlags.paymentId, paymentId));
  const share = payment.amount === 0 ? payment.points : Math.ceil((payment.points * amount) / payment.amount);
  const due = credited ? Math.max(0, Math.min(payment.points, share) - (earlier?.due ?? 0)) : 0;
  const balance = await lockBalance(tx, payment.userId);
  const takenBack = Math.min(due, balance);
  if (takenBack > 0) {
    await spendPoints(tx, {
      userId: payment.userId,
      amount: takenBack,
      reason: 'purchase_reversal',
      reference: `payment:${paymentId}`,
    });
  }
  await tx.insert(paymentFlags).values({
    paymentId,
    userId: payment.userId,
    kind,
    amount,
    pointsDue: due,
    pointsTakenBack: takenBack,
    pointsOutstanding: due - takenBack,
    eventId,
  });
  // A partial refund leaves the payment paid; a full one or any dispute marks it. Marking a
  // payment not yet credited keeps a late 'paid' event from crediting it.
  const status = kind === 'dispute' ? 'disputed' : amount >= payment.amount || !credited ? 'refunded' : null;
  if (status !== null) await tx.update(payments).set({ status }).where(eq(payments.id, paymentId));
  await writeAudit(tx, {
    action: 'points.reversed',
    actorUserId: null,
    targetType: 'payment',
    targetId: paymentId,
    details: { kind, amount, currency: payment.currency, pointsDue: due, pointsTakenBack: takenBack },
    meta,
  });
}
