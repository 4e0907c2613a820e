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
import { AppError } from '../../lib/app-error.js';
import { actorOf, requestMeta, requireCustomer, sessionOf } from '../../plugins/auth.js';
import { checkPromoCode } from '../../services/orders/check-promo-code.js';
import { confirmPayment } from '../../services/orders/confirm-payment.js';
import { createPayment } from '../../services/orders/create-payment.js';
import { createQrOrder } from '../../services/orders/create-qr-order.js';
import { listOrders } from '../../services/orders/list-orders.js';
import { getPaymentReceipt } from '../../services/orders/payment-receipt.js';
import { renderPaymentReceiptPdf } from '../../services/orders/payment-receipt-pdf.js';
import { redeemPromoCode } from '../../services/orders/redeem-promo-code.js';
import { routeContract } from '../route-contract.js';

const promoCodeRefusals = {
  PROMO_CODE_INVALID: '',
  PROMO_CODE_USED: '',
  PROMO_CODE_EXHAUSTED: '',
  PROMO_CODE_RATE_LIMITED: '(10 codes an hour that named no campaign by this account, 30 from this address)',
};

/** The routes a store may use to buy points (route URLs inside /api/me). */
const storeBuysPoints = new Set([
  '/api/me/payments',
  '/api/me/payments/:id/confirm',
  '/api/me/orders',
  '/api/me/orders/:id/receipt.pdf',
]);

/**
 * /api/me/payments, /api/me/qr-orders and /api/me/orders: buying points and ordering QR stickers
 * on /order (customers; stores buy points). Another user's payment answers 404 PAYMENT_NOT_FOUND.
 */
export const orderRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Stores buy points too (registrations and transfers cost them; docs/decisions/040), with a
  // confirmed staff code like every store action; QR stickers and promo codes stay customers'.
  app.addHook('onRequest', (request, reply, next) => {
    const { user } = sessionOf(request);
    if (user.role === 'store' && storeBuysPoints.has(request.routeOptions.url ?? '')) {
      next(user.store?.staffCodeVerified ? undefined : new AppError('STAFF_CODE_REQUIRED'));
      return;
    }
    requireCustomer.call(app, request, reply, next);
  });

  app.post(
    '/payments',
    routeContract({
      access: ['customer', 'store'],
      tags: ['me'],
      summary: 'Start buying a points package: a pending payment and the checkout to show',
      body: ZCreatePaymentRequest,
      ok: { 201: ZCreatePaymentResponse },
      errors: { VALIDATION_FAILED: '', ...promoCodeRefusals },
    }),
    async (request, reply) => {
      const created = await createPayment({
        db: app.db,
        actor: actorOf(request),
        provider: app.payments.provider,
        prices: app.payments.prices,
        request: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/payments/:id/confirm',
    routeContract({
      access: ['customer', 'store'],
      tags: ['me'],
      summary: 'Confirm a payment with the provider and credit its points (once)',
      params: z.object({ id: z.uuid() }),
      ok: { 200: ZConfirmPaymentResponse },
      errors: { PAYMENT_NOT_FOUND: '', PAYMENT_NOT_COMPLETED: '' },
    }),
    (request) =>
      confirmPayment({
        db: app.db,
        actor: actorOf(request),
        provider: app.payments.provider,
        paymentId: request.params.id,
        receipts: app.payments.receipts,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/qr-orders',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'Order QR stickers for my bikes, 50 points a code',
      body: ZCreateQrOrderRequest,
      ok: { 201: ZCreateQrOrderResponse },
      errors: { VALIDATION_FAILED: '', INSUFFICIENT_POINTS: '{required, balance}', BIKE_NOT_FOUND: '' },
    }),
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
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: 'What a promo code gives me now: bonus points or a discount on a package',
      params: z.object({ code: ZPromoCode }),
      ok: { 200: ZPromoCodeCheckResponse },
      errors: { VALIDATION_FAILED: '', ...promoCodeRefusals },
    }),
    (request) =>
      checkPromoCode({
        db: app.db,
        actor: actorOf(request),
        code: request.params.code,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/promo-codes/redeem',
    routeContract({
      access: ['customer'],
      tags: ['me'],
      summary: "Redeem a bonus campaign's promo code: its points, once per user",
      body: ZRedeemPromoCodeRequest,
      ok: { 200: ZRedeemPromoCodeResponse },
      errors: { VALIDATION_FAILED: '', ...promoCodeRefusals },
    }),
    (request) =>
      redeemPromoCode({
        db: app.db,
        actor: actorOf(request),
        code: request.body.code,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.get(
    '/orders',
    routeContract({
      access: ['customer', 'store'],
      tags: ['me'],
      summary: 'My payments and QR sticker orders, newest first',
      ok: { 200: ZOrdersResponse },
    }),
    (request) => listOrders({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/orders/:id/receipt.pdf',
    routeContract({
      access: ['customer', 'store'],
      tags: ['me'],
      summary: "A paid points purchase's receipt as a PDF, in my language (its buyer only)",
      params: z.object({ id: z.uuid() }),
      // Bytes, not JSON: Fastify sends a Buffer as it is, without the serializer.
      ok: { 200: z.unknown().describe('The receipt (application/pdf)') },
      errors: { PAYMENT_NOT_FOUND: '', PAYMENT_NOT_COMPLETED: 'not paid' },
    }),
    async (request, reply) => {
      const { receipt, language } = await getPaymentReceipt({
        db: app.db,
        actor: actorOf(request),
        paymentId: request.params.id,
        seller: app.payments.receipts.seller,
      });
      const pdf = await renderPaymentReceiptPdf(receipt, language);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="kvitto-${receipt.receiptNumber}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  done();
};
