import {
  packagePoints,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type PackagePrices,
  type PointsPackage,
} from '@ramkoll/shared/schemas/orders';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/points.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import type { Actor } from '../actor.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { paymentColumns, paymentView } from './order-views.js';

export interface CreatePaymentOptions {
  db: Db;
  actor: Actor;
  provider: PaymentProvider;
  prices: Record<PointsPackage, PackagePrices>;
  request: CreatePaymentRequest;
}

/**
 * Starts buying a package: the price comes from the configuration, never from the client, and
 * the pending payment row holds what the provider must later confirm.
 */
export async function createPayment(options: CreatePaymentOptions): Promise<CreatePaymentResponse> {
  const { db, actor, provider, prices, request } = options;
  assertCustomer(actor);
  const paymentId = randomUUID();
  const amount = prices[request.package][request.currency];
  const session = await provider.createCheckout({ paymentId, amount, currency: request.currency });
  const [row] = await db
    .insert(payments)
    .values({
      id: paymentId,
      userId: actor.userId,
      provider: provider.name,
      providerPaymentId: session.providerPaymentId,
      package: request.package,
      points: packagePoints[request.package],
      amount,
      currency: request.currency,
    })
    .returning(paymentColumns);
  if (!row) throw new Error('payment insert returned no row');
  return { payment: paymentView(row), checkout: session.checkout };
}
