import { startStripeStandIn } from './stripe-stand-in.js';

/*
 * The Stripe stand-in as a process, for a browser test or a developer's laptop:
 *   STRIPE_STAND_IN_PORT=12111 STRIPE_WEBHOOK_URL=http://127.0.0.1:3000/api/payments/stripe/webhook \
 *   STRIPE_WEBHOOK_SECRET=whsec_local npx tsx --conditions=source apps/server/test/stand-ins/stripe-stand-in-cli.ts
 * then start the server with PAYMENT_PROVIDER=stripe, STRIPE_SECRET_KEY=sk_test_…, the same
 * STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE=http://127.0.0.1:12111. It prints its URL and
 * stops on SIGINT or SIGTERM.
 */
const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!webhookUrl || !webhookSecret) {
  console.error(
    'Set STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET (and STRIPE_STAND_IN_PORT, or any free port).',
  );
  process.exit(1);
}
const standIn = await startStripeStandIn({
  webhookUrl,
  webhookSecret,
  port: Number(process.env.STRIPE_STAND_IN_PORT ?? 0),
});
console.log(`Stripe stand-in on ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
