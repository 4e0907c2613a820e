import type { Checkout, Currency } from '@ramkoll/shared/schemas/orders';

export interface CheckoutRequest {
  /** Our payments row; the provider hands it back on confirmation. */
  paymentId: string;
  /** Minor units (öre / cents). */
  amount: number;
  currency: Currency;
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
 * A payment service (docs/product-rules.md "Points and money"). The built-in test provider stands in for
 * a real one (Stripe, Klarna, Swish …), which is another implementation of this interface.
 */
export interface PaymentProvider {
  /** Stored with each payment so a later switch of provider keeps old payments readable. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Asks the provider (server to server) whether the payment went through. Rejects for an id
   * the provider never issued.
   */
  confirm(providerPaymentId: string): Promise<ProviderPayment>;
}
