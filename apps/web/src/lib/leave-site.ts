/**
 * The one place the app sends the browser to another site: a payment provider's hosted checkout
 * (Stripe Checkout, docs/decisions/090-stripe-checkout.md). An object, so a component test can
 * watch it instead of leaving jsdom's page.
 */
export const leaveSite = {
  to(url: string): void {
    window.location.assign(url);
  },
};
