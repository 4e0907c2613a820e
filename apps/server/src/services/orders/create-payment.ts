import {
  packagePoints,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type PackagePrices,
  type PointsPackage,
} from '@ramkoll/shared/schemas/orders';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { payments } from '../../db/schema/points.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import type { Actor } from '../actor.js';
import type { RequestMeta } from '../auth/session-store.js';
import { AppError } from '../../lib/app-error.js';
import { paymentColumns, paymentView } from './order-views.js';
import { withinPromoGuessLimit } from './promo-guess-limit.js';
import { usableCampaign } from './usable-campaign.js';

export interface CreatePaymentOptions {
  db: Db;
  actor: Actor;
  provider: PaymentProvider;
  prices: Record<PointsPackage, PackagePrices>;
  request: CreatePaymentRequest;
  meta: RequestMeta;
  now: Date;
}

/**
 * Starts buying a package: the price comes from the configuration, never from the client, and
 * the pending payment row holds what the provider must later confirm.
 */
export async function createPayment(options: CreatePaymentOptions): Promise<CreatePaymentResponse> {
  const { db, actor, provider, prices, request, meta, now } = options;
  // Customers and stores buy points (docs/decisions/040); discount codes are customers' campaigns.
  if (actor.role !== 'customer' && (actor.role !== 'store' || request.promoCode)) {
    throw new AppError('FORBIDDEN');
  }
  const paymentId = randomUUID();
  // A discount code is checked here and recorded as redeemed when the payment is confirmed.
  const { promoCode } = request;
  const campaign = promoCode
    ? await withinPromoGuessLimit({ db, userId: actor.userId, ipAddress: meta.ipAddress, now }, () =>
        usableCampaign(db, { code: promoCode, kind: 'discount', userId: actor.userId, now, lock: false }),
      )
    : null;
  const price = prices[request.package][request.currency];
  const amount = campaign ? Math.round((price * (100 - (campaign.percentOff ?? 0))) / 100) : price;
  const [buyer] = await db
    .select({ email: users.email, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, actor.userId));
  if (!buyer) throw new AppError('FORBIDDEN');
  const session = await provider.createCheckout({
    paymentId,
    amount,
    currency: request.currency,
    package: request.package,
    points: packagePoints[request.package],
    email: buyer.email,
    // The checkout page speaks the account's language (Stripe's `locale`).
    language: buyer.language ?? 'sv',
  });
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
      campaignId: campaign?.id ?? null,
    })
    .returning(paymentColumns);
  if (!row) throw new Error('payment insert returned no row');
  return { payment: paymentView(row), checkout: session.checkout };
}
