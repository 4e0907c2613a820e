import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import {
  ZConfirmPaymentResponse,
  ZCreatePaymentRequest,
  ZCreatePaymentResponse,
  ZCreateQrOrderRequest,
  ZCreateQrOrderResponse,
  ZOrdersResponse,
  ZPromoCode,
  ZPromoCodeCheckResponse,
  ZRedeemPromoCodeRequest,
  ZRedeemPromoCodeResponse,
} from '@ramkoll/shared/schemas/orders';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta, requireCustomer } from '../../plugins/auth.js';
import { checkPromoCode } from '../../services/orders/check-promo-code.js';
import { confirmPayment } from '../../services/orders/confirm-payment.js';
import { createPayment } from '../../services/orders/create-payment.js';
import { createQrOrder } from '../../services/orders/create-qr-order.js';
import { listOrders } from '../../services/orders/list-orders.js';
import { redeemPromoCode } from '../../services/orders/redeem-promo-code.js';

const customerOnly = { 401: ZApiError, 403: ZApiError };

/**
 * /api/me/payments, /api/me/qr-orders and /api/me/orders: buying points and ordering QR stickers
 * on /order (customers). Another user's payment answers 404 PAYMENT_NOT_FOUND.
 */
export const orderRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireCustomer);

  app.post(
    '/payments',
    {
      schema: {
        tags: ['me'],
        summary: 'Start buying a points package: a pending payment and the checkout to show',
        description: 'Errors: 404 PROMO_CODE_INVALID, 409 PROMO_CODE_USED, 409 PROMO_CODE_EXHAUSTED.',
        body: ZCreatePaymentRequest,
        response: {
          201: ZCreatePaymentResponse,
          400: ZApiError,
          404: ZApiError,
          409: ZApiError,
          ...customerOnly,
        },
      },
    },
    async (request, reply) => {
      const created = await createPayment({
        db: app.db,
        actor: actorOf(request),
        provider: app.payments.provider,
        prices: app.payments.prices,
        request: request.body,
        now: app.auth.clock.now(),
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/payments/:id/confirm',
    {
      schema: {
        tags: ['me'],
        summary: 'Confirm a payment with the provider and credit its points (once)',
        description: 'Errors: 404 PAYMENT_NOT_FOUND, 409 PAYMENT_NOT_COMPLETED.',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZConfirmPaymentResponse, 404: ZApiError, 409: ZApiError, ...customerOnly },
      },
    },
    (request) =>
      confirmPayment({
        db: app.db,
        actor: actorOf(request),
        provider: app.payments.provider,
        paymentId: request.params.id,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/qr-orders',
    {
      schema: {
        tags: ['me'],
        summary: 'Order QR stickers for my bikes, 50 points a code',
        description: 'Errors: 402 INSUFFICIENT_POINTS {required, balance}, 404 BIKE_NOT_FOUND.',
        body: ZCreateQrOrderRequest,
        response: {
          201: ZCreateQrOrderResponse,
          400: ZApiError,
          402: ZApiError,
          404: ZApiError,
          ...customerOnly,
        },
      },
    },
    async (request, reply) => {
      const created = await createQrOrder({
        db: app.db,
        actor: actorOf(request),
        request: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/promo-codes/:code',
    {
      schema: {
        tags: ['me'],
        summary: 'What a promo code gives me now: bonus points or a discount on a package',
        description: 'Errors: 404 PROMO_CODE_INVALID, 409 PROMO_CODE_USED, 409 PROMO_CODE_EXHAUSTED.',
        params: z.object({ code: ZPromoCode }),
        response: {
          200: ZPromoCodeCheckResponse,
          400: ZApiError,
          404: ZApiError,
          409: ZApiError,
          ...customerOnly,
        },
      },
    },
    (request) =>
      checkPromoCode({
        db: app.db,
        actor: actorOf(request),
        code: request.params.code,
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/promo-codes/redeem',
    {
      schema: {
        tags: ['me'],
        summary: "Redeem a bonus campaign's promo code: its points, once per user",
        description: 'Errors: 404 PROMO_CODE_INVALID, 409 PROMO_CODE_USED, 409 PROMO_CODE_EXHAUSTED.',
        body: ZRedeemPromoCodeRequest,
        response: {
          200: ZRedeemPromoCodeResponse,
          400: ZApiError,
          404: ZApiError,
          409: ZApiError,
          ...customerOnly,
        },
      },
    },
    (request) =>
      redeemPromoCode({
        db: app.db,
        actor: actorOf(request),
        code: request.body.code,
        now: app.auth.clock.now(),
      }),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['me'],
        summary: 'My payments and QR sticker orders, newest first',
        response: { 200: ZOrdersResponse, ...customerOnly },
      },
    },
    (request) => listOrders({ db: app.db, actor: actorOf(request) }),
  );

  done();
};
