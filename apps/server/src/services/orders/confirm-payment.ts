import type { ConfirmPaymentResponse } from '@ramkoll/shared/schemas/orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/messaging.js';
import { campaignRedemptions, payments, userBalances } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentProvider, ProviderPayment } from '../../providers/payments/payment-provider.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { earnPoints } from '../points/earn-points.js';
import { lockBalance } from '../points/lock-balance.js';
import { getBalance } from '../me/get-balance.js';
import { paymentColumns, paymentView } from './order-views.js';

export interface ConfirmPaymentOptions {
  db: Db;
  actor: Actor;
  provider: PaymentProvider;
  paymentId: string;
  meta: RequestMeta;
  now: Date;
}

/**
 * Credits a package once the provider confirms its payment. The provider's answer must name this
 * payment, its amount and currency; then, in one transaction with the payment row locked, the
 * payment succeeds and the points are credited with a ledger row (`payment:<id>`, which the
 * ledger's unique index also guards). A repeat or concurrent confirm finds the payment succeeded
 * and answers it without crediting again.
 */
export async function confirmPayment(options: ConfirmPaymentOptions): Promise<ConfirmPaymentResponse> {
  const { db, actor, provider, paymentId, meta, now } = options;
  // Customers and stores buy points (docs/decisions/040).
  if (actor.role === 'admin') throw new AppError('FORBIDDEN');
  const mine = and(eq(payments.id, paymentId), eq(payments.userId, actor.userId));
  const [payment] = await db
    .select({
      ...paymentColumns,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      campaignId: payments.campaignId,
    })
    .from(payments)
    .where(mine);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status === 'succeeded') {
    return { payment: paymentView(payment), pointsBalance: (await getBalance({ db, actor })).pointsBalance };
  }
  if (payment.status !== 'pending' || payment.provider !== provider.name) {
    throw new AppError('PAYMENT_NOT_COMPLETED');
  }

  // A network call to the provider: made before the transaction so no lock waits on it.
  let confirmed: ProviderPayment;
  try {
    confirmed = await provider.confirm(payment.providerPaymentId);
  } catch (error) {
    throw new AppError('PAYMENT_NOT_COMPLETED', undefined, { cause: error });
  }
  const matches =
    confirmed.status === 'succeeded' &&
    confirmed.paymentId === payment.id &&
    confirmed.amount === payment.amount &&
    confirmed.currency === payment.currency;
  if (!matches) throw new AppError('PAYMENT_NOT_COMPLETED');

  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: payments.status }).from(payments).where(mine).for('update');
    const balance = await lockBalance(tx, actor.userId);
    if (locked?.status === 'pending') {
      const pointsBalance = await earnPoints(tx, {
        userId: actor.userId,
        amount: payment.points,
        reason: 'purchase',
        reference: `payment:${payment.id}`,
      });
      await tx
        .update(payments)
        .set({ status: 'succeeded', completedAt: now })
        .where(and(mine, eq(payments.status, 'pending')));
      await tx.insert(notifications).values({
        userId: actor.userId,
        type: 'points_credited',
        payload: { paymentId: payment.id, points: payment.points },
      });
      if (payment.campaignId !== null) {
        // The discount was checked when the payment started; the money is paid, so a code used
        // meanwhile in another payment does not undo this one.
        await tx
          .insert(campaignRedemptions)
          .values({ campaignId: payment.campaignId, userId: actor.userId, paymentId: payment.id })
          .onConflictDoNothing();
      }
      await writeAudit(tx, {
        action: 'points.purchased',
        actorUserId: actor.userId,
        targetType: 'payment',
        targetId: payment.id,
        details: {
          points: payment.points,
          amount: payment.amount,
          currency: payment.currency,
          pointsBalance,
        },
        meta,
      });
    } else if (locked?.status !== 'succeeded') {
      throw new AppError('PAYMENT_NOT_COMPLETED');
    }
    const [row] = await tx.select(paymentColumns).from(payments).where(mine);
    if (!row) throw new AppError('PAYMENT_NOT_FOUND');
    const [after] = await tx
      .select({ pointsBalance: userBalances.pointsBalance })
      .from(userBalances)
      .where(eq(userBalances.userId, actor.userId));
    return { payment: paymentView(row), pointsBalance: after?.pointsBalance ?? balance };
  });
}
