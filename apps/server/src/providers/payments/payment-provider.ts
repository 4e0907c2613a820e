import type { Language } from '@ramkoll/shared/schemas/language';
import type { Checkout, Currency, PointsPackage } from '@ramkoll/shared/schemas/orders';

export interface CheckoutRequest {
  /** Our payments row; the provider hands it back on confirmation. */
  paymentId: string;
  /** Minor units (öre / cents). */
  amount: number;
  currency: Currency;
  package: PointsPackage;
  points: number;
  /** The buyer's e-mail, for the provider's receipt and its checkout form. */
  email: string;
  /** The buyer's language: the checkout page's. */
  language: Language;
}

export interface CheckoutSession {
  /** The provider's id for the payment, stored as payments.provider_payment_id. */
  providerPaymentId: string;
  checkout: Checkout;
}

/** What the provider says about a payment, in its own words; the server compares it with the row. */
export interface ProviderPayment {
  status: 'succeeded' | 'pending' | 'failed';
  paymentId: string;
  amount: number;
  currency: Currency;
}

/**
 * A provider's notice about a payment, from a signed webhook, in our words. `id` is the
 * provider's event id: each is handled once. `transactionId` is the provider's id for the money
 * itself (Stripe: the PaymentIntent), which later refunds and disputes name instead of the session.
 */
export type PaymentEvent =
  | {
      id: string;
      kind: 'paid';
      paymentId: string;
      providerPaymentId: string;
      transactionId: string | null;
      amount: number;
      currency: string;
    }
  | { id: string; kind: 'failed'; paymentId: string; providerPaymentId: string }
  | {
      id: string;
      kind: 'refunded' | 'disputed';
      /** Set when the provider carries our id on the charge; otherwise found by `transactionId`. */
      paymentId: string | null;
      transactionId: string;
      /** What was charged, in minor units; compared with our payment's amount. */
      chargedAmount: number;
      /** Refunded so far (refunds add up) or disputed, in minor units. */
      amount: number;
      currency: string;
    }
  | { id: string; kind: 'ignored'; type: string };

/**
 * A payment service (docs/product-rules.md "Points and money"): the built-in test provider, and
 * Stripe Checkout for real money (docs/decisions/090-stripe-checkout.md).
 */
export interface PaymentProvider {
  /** Stored with each payment so a later switch of provider keeps old payments readable. */
  readonly name: string;
  /**
   * 'confirm': the confirm route asks the provider and credits (the test provider). 'webhook':
   * only the provider's signed webhook credits; the confirm route answers the payment as it stands.
   */
  readonly creditedBy: 'confirm' | 'webhook';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Asks the provider (server to server) whether the payment went through. Rejects for an id
   * the provider never issued.
   */
  confirm(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * Checks a webhook's signature over its raw body and reads the event; throws when the
   * signature does not hold. Only providers credited by webhook have it.
   */
  readWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
