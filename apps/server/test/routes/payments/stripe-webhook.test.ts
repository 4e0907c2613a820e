import { ZConfirmPaymentResponse, ZPaymentFlagsResponse } from '@ramkoll/shared/schemas/orders';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema/messaging.js';
import { paymentFlags, payments, pointsLedger } from '../../../src/db/schema/points.js';
import { spendPoints } from '../../../src/services/points/spend-points.js';
import { errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { balanceOf, callApi, newCustomer, type TestCustomer } from '../../bike-helpers.js';
import { freePort } from '../../free-port.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { startPayment as startPaymentFor } from '../../payment-helpers.js';
import { startStripeStandIn, type StripeStandIn } from '../../stand-ins/stripe-stand-in.js';
import { storeSignedIn } from '../../store-area-helpers.js';

/*
 * Stripe Checkout end to end on the server (decision 090): the real SDK creates sessions at the
 * stand-in, the stand-in's hosted page pays them and posts webhooks signed as Stripe signs, and
 * only those webhooks credit points. Events written here are signed with the SDK's test helper.
 */

const WEBHOOK_SECRET = 'whsec_test_ramkoll_webhooks';
const WEBHOOK = '/api/payments/stripe/webhook';

let context: TestContext;
let standIn: StripeStandIn;
let admin: Cookies;
let store: Cookies;

beforeAll(async () => {
  const standInPort = await freePort();
  context = await createTestContext({
    seed: true,
    config: {
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_ramkoll',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: { protocol: 'http', host: '127.0.0.1', port: standInPort },
      },
    },
  });
  const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
  standIn = await startStripeStandIn({
    webhookUrl: `${address}${WEBHOOK}`,
    webhookSecret: WEBHOOK_SECRET,
    port: standInPort,
  });
  [admin, store] = await Promise.all([signedIn(context.app, 'admin@ramkoll.se'), storeSignedIn(context)]);
});

afterAll(async () => {
  await standIn.close();
  await context.close();
});

async function startPayment(customer: TestCustomer) {
  const created = await startPaymentFor(context, customer);
  const [row] = await context.db
    .select({ sessionId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, created.payment.id));
  return { ...created, sessionId: row?.sessionId ?? '' };
}

/** An event as Stripe sends it, signed with `secret` by the SDK's own helper. */
function signedEvent(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

function deliver(event: { payload: string; signature?: string }, headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
      ...headers,
    },
    payload: event.payload,
  });
}

function paidSession(sessionId: string, paymentId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: sessionId,
    object: 'checkout.session',
    client_reference_id: paymentId,
    metadata: { paymentId },
    payment_status: 'paid',
    status: 'complete',
    amount_total: 12900,
    currency: 'sek',
    payment_intent: `pi_test_${paymentId.slice(0, 8)}`,
    ...overrides,
  };
}

async function purchaseCredits(paymentId: string): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.reason, 'purchase'), eq(pointsLedger.reference, `payment:${paymentId}`)));
  return row?.n ?? 0;
}

async function statusOf(paymentId: string) {
  const [row] = await context.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.status;
}

describe('Stripe Checkout through the SDK and the stand-in', () => {
  it('creates a real session: our price, payment id, e-mail, language and return URLs, no fixed payment methods', async () => {
    const customer = await newCustomer(context);
    const { payment, checkout, sessionId } = await startPayment(customer);
    const session = standIn.sessions.get(sessionId);
    expect(checkout).toEqual({ provider: 'stripe', url: `${standIn.url}/pay/${sessionId}` });
    expect(sessionId).toMatch(/^cs_test_/);
    expect(session?.params).toMatchObject({
      mode: 'payment',
      client_reference_id: payment.id,
      metadata: { paymentId: payment.id },
      locale: 'sv',
      line_items: [{ quantity: '1', price_data: { currency: 'sek', unit_amount: '12900' } }],
      success_url: `http://localhost:3000/order?payment=${payment.id}&checkout=done`,
      cancel_url: `http://localhost:3000/order?payment=${payment.id}&checkout=cancelled`,
    });
    expect(session?.params.customer_email).toMatch(/@/);
    // Stripe picks the methods the account has switched on (cards, Swish, Klarna …).
    expect(session?.params).not.toHaveProperty('payment_method_types');
  });

  it('the return page does not credit: confirm answers pending until the webhook has credited once', async () => {
    const customer = await newCustomer(context);
    const { payment, sessionId } = await startPayment(customer);
    const before = await callApi(context, customer.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`);
    expect(before.statusCode, before.body).toBe(200);
    expect(ZConfirmPaymentResponse.parse(before.json())).toMatchObject({
      payment: { status: 'pending' },
      pointsBalance: 0,
    });

    const delivered = await standIn.pay(sessionId);
    expect(delivered.status, delivered.body).toBe(200);
    const after = ZConfirmPaymentResponse.parse(
      (await callApi(context, customer.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`)).json(),
    );
    expect(after).toMatchObject({ payment: { status: 'succeeded' }, pointsBalance: 300 });
    expect(await purchaseCredits(payment.id)).toBe(1);
    const [mail] = await context.db
      .select({ template: outbox.template })
      .from(outbox)
      .where(and(eq(outbox.template, 'payment-receipt')));
    expect(mail?.template).toBe('payment-receipt');
  });
});

describe('the webhook credits once per payment', () => {
  it('the same event twice, and a second event for the same session, credit once', async () => {
    const customer = await newCustomer(context);
    const { payment, sessionId } = await startPayment(customer);
    const completed = signedEvent('checkout.session.completed', paidSession(sessionId, payment.id));
    const first = await deliver(completed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'handled' });
    const again = await deliver(completed);
    expect(again.json()).toMatchObject({ outcome: 'duplicate' });
    const async = await deliver(
      signedEvent('checkout.session.async_payment_succeeded', paidSession(sessionId, payment.id)),
    );
    expect(async.statusCode).toBe(200);
    expect(await purchaseCredits(payment.id)).toBe(1);
    expect(await balanceOf(context, customer.userId)).toBe(300);
  });

  it('a completed session that is not paid yet (a bank transfer) credits nothing; its async success does', async () => {
    const customer = await newCustomer(context);
    const { payment, sessionId } = await startPayment(customer);
    await deliver(
      signedEvent(
        'checkout.session.completed',
        paidSession(sessionId, payment.id, { payment_status: 'unpaid' }),
      ),
    );
    expect(await balanceOf(context, customer.userId)).toBe(0);
    await deliver(
      signedEvent('checkout.session.async_payment_succeeded', paidSession(sessionId, payment.id)),
    );
    expect(await balanceOf(context, customer.userId)).toBe(300);
  });

  it('refuses a wrong, missing or stale signature and a changed body with 400; nothing changes', async () => {
    const customer = await newCustomer(context);
    const { payment, sessionId } = await startPayment(customer);
    const object = paidSession(sessionId, payment.id);
    const wrongSecret = signedEvent('checkout.session.completed', object, 'whsec_someone_else');
    const genuine = signedEvent('checkout.session.completed', object);
    const stale = {
      payload: genuine.payload,
      signature: Stripe.webhooks.generateTestHeaderString({
        payload: genuine.payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    };
    const tampered = { payload: genuine.payload.replace('12900', '1'), signature: genuine.signature };
    for (const event of [wrongSecret, { payload: genuine.payload }, stale, tampered]) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('PAYMENT_WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await statusOf(payment.id)).toBe('pending');
    expect(await balanceOf(context, customer.userId)).toBe(0);
  });

  it('refuses an event whose amount or currency is not the payment’s with 409; nothing changes', async () => {
    const customer = await newCustomer(context);
    const { payment, sessionId } = await startPayment(customer);
    for (const overrides of [{ amount_total: 100 }, { currency: 'usd' }, { id: 'cs_test_another' }]) {
      const response = await deliver(
        signedEvent('checkout.session.completed', paidSession(sessionId, payment.id, overrides)),
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response).code).toBe('PAYMENT_EVENT_MISMATCH');
    }
    expect(await statusOf(payment.id)).toBe('pending');
    expect(await balanceOf(context, customer.userId)).toBe(0);
  });

  it('an expired session fails the payment, and a late paid event for it credits nothing', async () => {
    const customer = await newCustomer(context);
    const { payment, sessionId } = await startPayment(customer);
    const expired = await standIn.expire(sessionId);
    expect(expired.status, expired.body).toBe(200);
    expect(await statusOf(payment.id)).toBe('failed');
    await deliver(signedEvent('checkout.session.completed', paidSession(sessionId, payment.id)));
    expect(await balanceOf(context, customer.userId)).toBe(0);
  });

  it('answers 200 to events about none of our payments, and to event types we do not act on', async () => {
    const other = await deliver(
      signedEvent('checkout.session.completed', paidSession('cs_test_x', 'not-ours')),
    );
    expect(other.json()).toMatchObject({ outcome: 'ignored' });
    const unrelated = await deliver(signedEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(unrelated.json()).toMatchObject({ outcome: 'ignored' });
  });

  it('is left alone by the same-origin check at exactly its path only', async () => {
    const customer = await newCustomer(context);
    const { payment, sessionId } = await startPayment(customer);
    const event = signedEvent('checkout.session.completed', paidSession(sessionId, payment.id));
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const withQuery = await context.app.inject({
      method: 'POST',
      url: `${WEBHOOK}?again=1`,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature, ...crossSite },
      payload: event.payload,
    });
    expect(errorOf(withQuery).code).toBe('CROSS_ORIGIN_REQUEST');
    expect((await deliver(event, crossSite)).statusCode).toBe(200);
  });
});

describe('refunds and disputes', () => {
  async function paidAndPartlySpent(spent: number) {
    const customer = await newCustomer(context);
    const { payment, sessionId } = await startPayment(customer);
    expect((await standIn.pay(sessionId)).status).toBe(200);
    if (spent > 0) {
      await context.db.transaction((tx) =>
        spendPoints(tx, { userId: customer.userId, amount: spent, reason: 'qr_order', reference: 'test' }),
      );
    }
    return { customer, payment, sessionId };
  }

  async function flagsOf(paymentId: string) {
    return context.db.select().from(paymentFlags).where(eq(paymentFlags.paymentId, paymentId));
  }

  async function reversed(userId: string): Promise<number> {
    const rows = await context.db
      .select({ amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'purchase_reversal')));
    return rows.reduce((sum, row) => sum - row.amount, 0);
  }

  it('a refund takes back the unspent points with a ledger row and flags the spent ones for the admin', async () => {
    const { customer, payment, sessionId } = await paidAndPartlySpent(200);
    const delivered = await standIn.refund(sessionId);
    expect(delivered.status, delivered.body).toBe(200);
    expect(await balanceOf(context, customer.userId)).toBe(0);
    expect(await reversed(customer.userId)).toBe(100);
    expect(await statusOf(payment.id)).toBe('refunded');
    expect(await flagsOf(payment.id)).toEqual([
      expect.objectContaining({
        kind: 'refund',
        pointsDue: 300,
        pointsTakenBack: 100,
        pointsOutstanding: 200,
      }),
    ]);
    const listed = await callApi(context, admin, 'GET', '/api/admin/payment-flags');
    expect(listed.statusCode).toBe(200);
    expect(ZPaymentFlagsResponse.parse(listed.json()).flags).toContainEqual(
      expect.objectContaining({
        paymentId: payment.id,
        kind: 'refund',
        pointsOutstanding: 200,
        currency: 'SEK',
      }),
    );
  });

  it('a partial refund takes back its share of the points, and refunding the rest the rest', async () => {
    const { customer, payment, sessionId } = await paidAndPartlySpent(50);
    const delivered = await standIn.refund(sessionId, 4300);
    const event = standIn.deliveries.find((entry) => entry.id === delivered.id);
    expect(event?.status).toBe(200);
    expect(await balanceOf(context, customer.userId)).toBe(150);
    expect(await statusOf(payment.id)).toBe('succeeded');
    await standIn.refund(sessionId);
    expect(await balanceOf(context, customer.userId)).toBe(0);
    expect(await reversed(customer.userId)).toBe(250);
    expect((await flagsOf(payment.id)).map((flag) => flag.pointsDue)).toEqual(
      expect.arrayContaining([100, 200]),
    );
  });

  it('a dispute takes back what is left and flags the rest', async () => {
    const { customer, payment, sessionId } = await paidAndPartlySpent(250);
    expect((await standIn.dispute(sessionId)).status).toBe(200);
    expect(await balanceOf(context, customer.userId)).toBe(0);
    expect(await statusOf(payment.id)).toBe('disputed');
    expect(await flagsOf(payment.id)).toEqual([
      expect.objectContaining({
        kind: 'dispute',
        pointsDue: 300,
        pointsTakenBack: 50,
        pointsOutstanding: 250,
      }),
    ]);
  });

  it('a refund of another amount or currency than the charge is refused; nothing changes', async () => {
    const { customer, payment } = await paidAndPartlySpent(0);
    const [row] = await context.db
      .select({ transactionId: payments.providerTransactionId })
      .from(payments)
      .where(eq(payments.id, payment.id));
    const charge = {
      id: 'ch_test_x',
      object: 'charge',
      amount: 12900,
      amount_refunded: 12900,
      currency: 'usd',
      payment_intent: row?.transactionId,
      metadata: {},
    };
    expect((await deliver(signedEvent('charge.refunded', charge))).statusCode).toBe(409);
    expect(
      (await deliver(signedEvent('charge.refunded', { ...charge, currency: 'sek', amount: 99 }))).statusCode,
    ).toBe(409);
    expect(await balanceOf(context, customer.userId)).toBe(300);
  });
});

describe('GET /api/admin/payment-flags', () => {
  it('is for admins only', async () => {
    const customer = await newCustomer(context);
    expect((await callApi(context, null, 'GET', '/api/admin/payment-flags')).statusCode).toBe(401);
    expect((await callApi(context, customer.cookies, 'GET', '/api/admin/payment-flags')).statusCode).toBe(
      403,
    );
    expect((await callApi(context, store, 'GET', '/api/admin/payment-flags')).statusCode).toBe(403);
    expect((await callApi(context, admin, 'GET', '/api/admin/payment-flags')).statusCode).toBe(200);
  });
});
