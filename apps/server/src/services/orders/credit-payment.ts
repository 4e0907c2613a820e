import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notifications } from '../../db/schema/messaging.js';
import { campaignRedemptions, paymentReceiptNumbers, payments } from '../../db/schema/points.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { earnPoints } from '../points/earn-points.js';
import { lockPayment } from './lock-payment.js';
import { paymentReceiptOf, type Seller } from './payment-receipt.js';

/** nextval() takes the sequence's name as text. */
const RECEIPT_SEQUENCE = paymentReceiptNumbers.seqName ?? 'payment_receipt_numbers';

/** Where a receipt comes from: the seller on it, and the site its mail links to. */
export interface ReceiptContext {
  seller: Seller;
  publicUrl: string;
}

export interface CreditPaymentOptions {
  paymentId: string;
  /** The provider's id for the money (Stripe's PaymentIntent), kept for refunds and disputes. */
  transactionId?: string | null;
  receipts: ReceiptContext;
  meta: RequestMeta;
  now: Date;
}

/**
 * The one way a paid package becomes points, for every provider (the test provider's confirm
 * and Stripe's webhook): with the payment row locked, a pending payment succeeds, gets the next
 * receipt number, and its points are credited with a ledger row (`payment:<id>`, which the
 * ledger's unique index also guards); then the bell, the campaign's redemption, the audit log and
 * the receipt mail, all in the caller's transaction. Answers false, changing nothing, when the
 * payment is not pending (credited already, failed or refunded).
 */
export async function creditPayment(tx: Tx, options: CreditPaymentOptions): Promise<boolean> {
  const { paymentId, receipts, meta, now } = options;
  const payment = await lockPayment(tx, paymentId);
  if (payment?.status !== 'pending') return false;
  const { userId } = payment;
  const pointsBalance = await earnPoints(tx, {
    userId,
    amount: payment.points,
    reason: 'purchase',
    reference: `payment:${paymentId}`,
  });
  await tx
    .update(payments)
    .set({
      status: 'succeeded',
      completedAt: now,
      receiptNumber: sql`nextval(${RECEIPT_SEQUENCE})`,
      ...(options.transactionId ? { providerTransactionId: options.transactionId } : {}),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
  await tx.insert(notifications).values({
    userId,
    type: 'points_credited',
    payload: { paymentId, points: payment.points },
  });
  if (payment.campaignId !== null) {
    // The discount was checked when the payment started; the money is paid, so a code used
    // meanwhile in another payment does not undo this one.
    await tx
      .insert(campaignRedemptions)
      .values({ campaignId: payment.campaignId, userId, paymentId })
      .onConflictDoNothing();
  }
  await writeAudit(tx, {
    action: 'points.purchased',
    actorUserId: userId,
    targetType: 'payment',
    targetId: paymentId,
    details: {
      points: payment.points,
      amount: payment.amount,
      currency: payment.currency,
      pointsBalance,
    },
    meta,
  });
  const found = await paymentReceiptOf(tx, paymentId, receipts.seller);
  if (found) {
    await enqueueMail(tx, {
      to: found.receipt.buyerEmail,
      template: 'payment-receipt',
      language: found.language,
      payload: { receipt: found.receipt, orderUrl: `${receipts.publicUrl}/order` },
      now,
    });
  }
  return true;
}
