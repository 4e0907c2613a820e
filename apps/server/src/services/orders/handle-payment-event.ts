import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentProviderEvents, payments } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentEvent } from '../../providers/payments/payment-provider.js';
import type { RequestMeta } from '../auth/session-store.js';
import { creditPayment, type ReceiptContext } from './credit-payment.js';
import { reversePayment } from './reverse-payment.js';
import { isUuid } from '../../lib/uuid.js';

export interface HandlePaymentEventOptions {
  db: Db;
  /** The provider's name, as stored on our payments. */
  provider: string;
  event: PaymentEvent;
  receipts: ReceiptContext;
  meta: RequestMeta;
  now: Date;
}

/** What became of an event: acted on, a delivery seen before, or not about one of our payments. */
export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * A provider's signed event about a payment (decision 090). The event must name one of our
 * payments with its amount and currency, or it is refused (409 PAYMENT_EVENT_MISMATCH) and
 * nothing changes. Then, in one transaction, the event's id is recorded under a unique key, so a
 * repeated delivery changes nothing, and the payment is credited (`creditPayment`, the same path
 * as every provider's), failed, or reversed (`reversePayment`).
 */
export async function handlePaymentEvent(options: HandlePaymentEventOptions): Promise<EventOutcome> {
  const { db, provider, event, receipts, meta, now } = options;
  const payment = event.kind === 'ignored' ? null : await paymentOf(db, provider, event);
  if (event.kind !== 'ignored' && payment) assertMatches(event, payment);

  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentProviderEvents)
      .values({
        provider,
        eventId: event.id,
        type: event.kind === 'ignored' ? event.type : event.kind,
        paymentId: payment?.id ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentProviderEvents.id });
    if (recorded.length === 0) return 'duplicate';
    if (event.kind === 'ignored' || !payment) return 'ignored';
    switch (event.kind) {
      case 'paid':
        await creditPayment(tx, {
          paymentId: payment.id,
          transactionId: event.transactionId,
          receipts,
          meta,
          now,
        });
        break;
      case 'failed':
        await tx
          .update(payments)
          .set({ status: 'failed' })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
        break;
      case 'refunded':
      case 'disputed':
        await reversePayment(tx, {
          paymentId: payment.id,
          kind: event.kind === 'refunded' ? 'refund' : 'dispute',
          amount: event.amount,
          eventId: event.id,
          meta,
        });
        break;
    }
    return 'handled';
  });
}

interface PaymentFacts {
  id: string;
  providerPaymentId: string;
  amount: number;
  currency: string;
}

/** Our payment an event names: by our id, or for refunds and disputes by the provider's money id. */
async function paymentOf(
  db: Db,
  provider: string,
  event: Exclude<PaymentEvent, { kind: 'ignored' }>,
): Promise<PaymentFacts | null> {
  const find = async (where: SQL | undefined) => {
    const [row] = await db
      .select({
        id: payments.id,
        providerPaymentId: payments.providerPaymentId,
        amount: payments.amount,
        currency: payments.currency,
      })
      .from(payments)
      .where(and(eq(payments.provider, provider), where));
    return row ?? null;
  };
  if (event.paymentId !== null && isUuid(event.paymentId)) {
    const byId = await find(eq(payments.id, event.paymentId));
    if (byId) return byId;
  }
  if (event.kind === 'refunded' || event.kind === 'disputed') {
    return find(eq(payments.providerTransactionId, event.transactionId));
  }
  return null;
}

function assertMatches(event: Exclude<PaymentEvent, { kind: 'ignored' }>, payment: PaymentFacts): void {
  const sameCurrency = (currency: string) => currency.toUpperCase() === payment.currency;
  const matches =
    event.kind === 'paid'
      ? event.providerPaymentId === payment.providerPaymentId &&
        event.amount === payment.amount &&
        sameCurrency(event.currency)
      : event.kind === 'failed'
        ? event.providerPaymentId === payment.providerPaymentId
        : event.chargedAmount <= payment.amount &&
          (event.kind === 'disputed' || event.chargedAmount === payment.amount) &&
          event.amount <= payment.amount &&
          sameCurrency(event.currency);
  if (!matches) throw new AppError('PAYMENT_EVENT_MISMATCH');
}
