import { ZCurrency } from '@ramkoll/shared/schemas/orders';
import Stripe from 'stripe';
import type { CheckoutSession, PaymentEvent, PaymentProvider, ProviderPayment } from './payment-provider.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where Checkout sends the buyer back: `<publicUrl>/order?payment=<id>&checkout=…`. */
  publicUrl: string;
  /** Another API host than Stripe's (a local stand-in in tests); null: api.stripe.com. */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | null;
}

/** The package's name on Stripe's page and on its own receipt, in the buyer's language. */
const productNames = {
  sv: (points: string) => `${points} poäng`,
  en: (points: string) => `${points} points`,
};

/**
 * Stripe Checkout (docs/decisions/090-stripe-checkout.md): a hosted payment page per payment, in
 * `payment` mode with the price written into the session (no products kept at Stripe). No
 * `payment_method_types`: Stripe shows what the account has switched on (cards, Swish, Klarna …)
 * and the buyer's currency allows. Points are credited from the signed webhook only, so
 * `creditedBy` is 'webhook'.
 */
export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.apiBase ?? {}),
  });
  const returnUrl = (paymentId: string, checkout: 'done' | 'cancelled') =>
    `${options.publicUrl}/order?payment=${paymentId}&checkout=${checkout}`;

  return {
    name: 'stripe',
    creditedBy: 'webhook',
    async createCheckout(request): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: {
                  name: productNames[request.language](
                    new Intl.NumberFormat(request.language === 'sv' ? 'sv-SE' : 'en-GB').format(
                      request.points,
                    ),
                  ),
                },
              },
            },
          ],
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId },
          // Copied onto the PaymentIntent, which refunds and disputes name.
          payment_intent_data: { metadata: { paymentId: request.paymentId } },
          customer_email: request.email,
          locale: request.language,
          success_url: returnUrl(request.paymentId, 'done'),
          cancel_url: returnUrl(request.paymentId, 'cancelled'),
        },
        // A retried create (a network error) is the same session, never a second one.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error('stripe: the checkout session has no url');
      return { providerPaymentId: session.id, checkout: { provider: 'stripe', url: session.url } };
    },

    async confirm(providerPaymentId): Promise<ProviderPayment> {
      const session = await stripe.checkout.sessions.retrieve(providerPaymentId);
      const paymentId = session.client_reference_id ?? session.metadata?.paymentId;
      const currency = ZCurrency.safeParse(session.currency?.toUpperCase());
      if (!paymentId || !currency.success) throw new Error('stripe: not one of our sessions');
      return {
        status:
          session.payment_status === 'paid'
            ? 'succeeded'
            : session.status === 'expired'
              ? 'failed'
              : 'pending',
        paymentId,
        amount: session.amount_total ?? 0,
        currency: currency.data,
      };
    },

    readWebhook(rawBody, signature): PaymentEvent {
      // Throws Stripe's SignatureVerificationError for a missing, stale or wrong signature.
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      return paymentEventOf(event);
    },
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** Stripe's event in our words: the session's events name our payment, a charge's its PaymentIntent. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paymentId = session.client_reference_id ?? session.metadata?.paymentId ?? null;
      if (paymentId === null) return { id: event.id, kind: 'ignored', type: event.type };
      const failed =
        event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired';
      if (failed) return { id: event.id, kind: 'failed', paymentId, providerPaymentId: session.id };
      // A bank transfer or similar completes the session unpaid; its async_payment_succeeded credits.
      if (session.payment_status !== 'paid') return { id: event.id, kind: 'ignored', type: event.type };
      return {
        id: event.id,
        kind: 'paid',
        paymentId,
        providerPaymentId: session.id,
        transactionId: idOf(session.payment_intent),
        amount: session.amount_total ?? -1,
        currency: session.currency ?? '',
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const transactionId = idOf(charge.payment_intent);
      if (transactionId === null) return { id: event.id, kind: 'ignored', type: event.type };
      return {
        id: event.id,
        kind: 'refunded',
        paymentId: charge.metadata?.paymentId ?? null,
        transactionId,
        chargedAmount: charge.amount,
        amount: charge.amount_refunded,
        currency: charge.currency,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const transactionId = idOf(dispute.payment_intent);
      if (transactionId === null) return { id: event.id, kind: 'ignored', type: event.type };
      return {
        id: event.id,
        kind: 'disputed',
        paymentId: dispute.metadata?.paymentId ?? null,
        transactionId,
        // A dispute names what is disputed; we compare the charge through the payment's amount.
        chargedAmount: dispute.amount,
        amount: dispute.amount,
        currency: dispute.currency,
      };
    }
    default:
      return { id: event.id, kind: 'ignored', type: event.type };
  }
}
