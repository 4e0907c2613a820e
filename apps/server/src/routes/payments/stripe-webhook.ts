import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requestMeta } from '../../plugins/auth.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import { handlePaymentEvent } from '../../services/orders/handle-payment-event.js';
import { routeContract } from '../route-contract.js';

/** Where Stripe posts its events; also the one /api path the same-origin check leaves alone. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** Stripe's events are small; a body this large is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/payments/stripe/webhook (public; docs/decisions/090-stripe-checkout.md): the only way
 * Stripe payments become points. The signature is checked over the raw bytes, so this scope reads
 * every body as a Buffer instead of JSON. A missing or wrong signature is 400 and nothing changes;
 * an event that names one of our payments with another amount or currency is 409. 200 otherwise,
 * also for an event seen before (recorded by its id) and one about none of our payments.
 */
export const stripeWebhookRoutes: FastifyPluginCallbackZod<{ provider: PaymentProvider }> = (
  app,
  { provider },
  done,
) => {
  const readWebhook = provider.readWebhook?.bind(provider);
  if (!readWebhook) {
    done(new Error('the Stripe webhook needs a provider that reads webhooks'));
    return;
  }
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/stripe/webhook',
    routeContract({
      access: 'public',
      tags: ['payments'],
      summary: "Stripe's signed events: a paid, failed, expired, refunded or disputed Checkout payment",
      ok: {
        200: z.object({ received: z.literal(true), outcome: z.enum(['handled', 'duplicate', 'ignored']) }),
      },
      errors: { PAYMENT_WEBHOOK_SIGNATURE_INVALID: '', PAYMENT_EVENT_MISMATCH: '' },
    }),
    async (request) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (!Buffer.isBuffer(request.body)) throw new Error('no body');
        event = readWebhook(request.body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        throw new AppError('PAYMENT_WEBHOOK_SIGNATURE_INVALID', undefined, { cause: error });
      }
      const outcome = await handlePaymentEvent({
        db: app.db,
        provider: provider.name,
        event,
        receipts: app.payments.receipts,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      request.log.info({ eventId: event.id, kind: event.kind, outcome }, 'payment event');
      return { received: true as const, outcome };
    },
  );
  done();
};
