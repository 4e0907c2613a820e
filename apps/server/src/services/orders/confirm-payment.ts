import type { ConfirmPaymentResponse } from '@ramkoll/shared/schemas/orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentProvider, ProviderPayment } from '../../providers/payments/payment-provider.js';
import type { Actor } from '../actor.js';
import type { RequestMeta } from '../auth/session-store.js';
import { getBalance } from '../me/get-balance.js';
import { creditPayment, type ReceiptContext } from './credit-payment.js';
import { paymentColumns, paymentView } from './order-views.js';

export interface ConfirmPaymentOptions {
  db: Db;
  actor: Actor;
  provider: PaymentProvider;
  paymentId: string;
  receipts: ReceiptContext;
  meta: RequestMeta;
  now: Date;
}

/**
 * Credits a package once the provider confirms its payment. The provider's answer must name this
 * payment, its amount and currency; then `creditPayment` credits it in one transaction with the
 * payment row locked. A repeat or concurrent confirm finds the payment succeeded and answers it
 * without crediting again. A provider credited by its webhook (Stripe, decision 090) is never
 * asked here: the payment is answered as it stands, so the page Checkout returns to can ask again.
 */
export async function confirmPayment(options: ConfirmPaymentOptions): Promise<ConfirmPaymentResponse> {
  const { db, actor, provider, paymentId, receipts, meta, now } = options;
  // Customers and stores buy points (docs/decisions/040).
  if (actor.role === 'admin') throw new AppError('FORBIDDEN');
  const mine = and(eq(payments.id, paymentId), eq(payments.userId, actor.userId));
  const [payment] = await db
    .select({ ...paymentColumns, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(mine);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  const answer = async () => {
    const [row] = await db.select(paymentColumns).from(payments).where(mine);
    if (!row) throw new AppError('PAYMENT_NOT_FOUND');
    return { payment: paymentView(row), pointsBalance: (await getBalance({ db, actor })).pointsBalance };
  };
  if (payment.status === 'succeeded') return answer();
  if (payment.provider !== provider.name) throw new AppError('PAYMENT_NOT_COMPLETED');
  if (provider.creditedBy === 'webhook') return answer();
  if (payment.status !== 'pending') throw new AppError('PAYMENT_NOT_COMPLETED');

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

  await db.transaction(async (tx) => {
    await creditPayment(tx, { paymentId: payment.id, receipts, meta, now });
    const [after] = await tx.select({ status: payments.status }).from(payments).where(mine);
    if (after?.status !== 'succeeded') throw new AppError('PAYMENT_NOT_COMPLETED');
  });
  return answer();
}
