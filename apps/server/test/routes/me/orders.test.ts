import {
  ZConfirmPaymentResponse,
  ZCreatePaymentResponse,
  ZCreateQrOrderResponse,
  ZOrdersResponse,
  ZPointsPackagesResponse,
  ZPromoCodeCheckResponse,
  ZRedeemPromoCodeResponse,
} from '@ramkoll/shared/schemas/orders';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignRedemptions,
  campaigns,
  payments,
  pointsLedger,
  userBalances,
} from '../../../src/db/schema/points.js';
import { qrOrders, qrStickers } from '../../../src/db/schema/stickers.js';
import { errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import {
  type ApiMethod,
  balanceOf,
  callApi,
  newCustomer,
  ownerState,
  registeredBike,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { startPayment as startPaymentFor } from '../../payment-helpers.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
});

afterAll(() => context.close());

function call(cookies: Cookies | null, method: ApiMethod, url: string, payload?: Record<string, unknown>) {
  return callApi(context, cookies, method, url, payload);
}

function startPayment(customer: TestCustomer, pkg = 'points_300', currency = 'SEK') {
  return startPaymentFor(context, customer, pkg, currency);
}

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await context.db
    .select({ sum: sql<string | null>`sum(${pointsLedger.amount})` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.sum ?? 0);
}

async function purchaseCredits(paymentId: string): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.reason, 'purchase'), eq(pointsLedger.reference, `payment:${paymentId}`)));
  return row?.n ?? 0;
}

describe('points packages', () => {
  it('lists the three packages with the configured SEK and USD prices, for visitors too', async () => {
    const response = await call(null, 'GET', '/api/points/packages');
    expect(response.statusCode).toBe(200);
    expect(ZPointsPackagesResponse.parse(response.json()).packages).toEqual([
      { package: 'points_100', points: 100, prices: { SEK: 4900, USD: 499 } },
      { package: 'points_300', points: 300, prices: { SEK: 12900, USD: 1299 } },
      { package: 'points_1000', points: 1000, prices: { SEK: 39900, USD: 3999 } },
    ]);
  });
});

describe('buying points', () => {
  it('starts a pending payment at the configured price and credits it once confirmed', async () => {
    const customer = await newCustomer(context, 40);
    const { payment, checkout } = await startPayment(customer, 'points_300', 'USD');
    expect(payment).toMatchObject({ package: 'points_300', points: 300, amount: 1299, currency: 'USD' });
    expect(payment.status).toBe('pending');
    expect(checkout.provider).toBe('test');
    expect(await balanceOf(context, customer.userId)).toBe(40);

    const confirmed = await call(customer.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answer = ZConfirmPaymentResponse.parse(confirmed.json());
    expect(answer.payment.status).toBe('succeeded');
    expect(answer.payment.completedAt).not.toBeNull();
    expect(answer.pointsBalance).toBe(340);
    expect(await balanceOf(context, customer.userId)).toBe(340);
    expect(await ledgerSum(customer.userId)).toBe(340);
    expect(await purchaseCredits(payment.id)).toBe(1);

    const again = await call(customer.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`);
    expect(again.statusCode).toBe(200);
    expect(ZConfirmPaymentResponse.parse(again.json())).toEqual(answer);
    expect(await purchaseCredits(payment.id)).toBe(1);
  });

  it('5 concurrent confirms credit once and all answer the same payment', async () => {
    const customer = await newCustomer(context);
    const { payment } = await startPayment(customer, 'points_1000');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(customer.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      const body = ZConfirmPaymentResponse.parse(answer.json());
      expect(body.payment).toMatchObject({ id: payment.id, status: 'succeeded' });
      expect(body.pointsBalance).toBe(1000);
    }
    expect(await purchaseCredits(payment.id)).toBe(1);
    expect(await balanceOf(context, customer.userId)).toBe(1000);
    expect(await ledgerSum(customer.userId)).toBe(1000);
  });

  it('never credits a payment the provider did not issue for that amount', async () => {
    const customer = await newCustomer(context);
    const { payment } = await startPayment(customer, 'points_100');
    // A tampered row: the provider's session names 4900 öre, the row now says 100.
    await context.db.update(payments).set({ amount: 100 }).where(eq(payments.id, payment.id));
    const tampered = await call(customer.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`);
    expect(tampered.statusCode).toBe(409);
    expect(errorOf(tampered).code).toBe('PAYMENT_NOT_COMPLETED');

    const forged = await startPayment(customer, 'points_100');
    await context.db
      .update(payments)
      .set({ providerPaymentId: `test_${forged.payment.id}.4900.SEK.0011223344556677.forged` })
      .where(eq(payments.id, forged.payment.id));
    const refused = await call(customer.cookies, 'POST', `/api/me/payments/${forged.payment.id}/confirm`);
    expect(refused.statusCode).toBe(409);
    expect(await balanceOf(context, customer.userId)).toBe(0);
    expect(await ledgerSum(customer.userId)).toBe(0);
  });

  it('another customer cannot confirm my payment; visitors, stores and admins are refused', async () => {
    const owner = await newCustomer(context);
    const stranger = await newCustomer(context);
    const { payment } = await startPayment(owner);
    const theirs = await call(stranger.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`);
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs).code).toBe('PAYMENT_NOT_FOUND');
    expect(await balanceOf(context, stranger.userId)).toBe(0);
    expect(await balanceOf(context, owner.userId)).toBe(0);
    const strangerOrders = ZOrdersResponse.parse(
      (await call(stranger.cookies, 'GET', '/api/me/orders')).json(),
    );
    expect(strangerOrders.payments).toEqual([]);

    expect(
      (await call(null, 'POST', '/api/me/payments', { package: 'points_100', currency: 'SEK' })).statusCode,
    ).toBe(401);
    expect((await call(null, 'POST', `/api/me/payments/${payment.id}/confirm`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/me/orders')).statusCode).toBe(401);
    for (const email of ['butik@ramkoll.se', 'admin@ramkoll.se']) {
      const cookies = await signedIn(context.app, email);
      const started = await call(cookies, 'POST', '/api/me/payments', {
        package: 'points_100',
        currency: 'SEK',
      });
      expect(started.statusCode, email).toBe(403);
      expect((await call(cookies, 'POST', `/api/me/payments/${payment.id}/confirm`)).statusCode, email).toBe(
        403,
      );
      expect((await call(cookies, 'GET', '/api/me/orders')).statusCode, email).toBe(403);
      expect(
        (await call(cookies, 'POST', '/api/me/qr-orders', { bikeIds: [], quantity: 1 })).statusCode,
      ).toBe(403);
    }
  });

  it('refuses unknown packages and currencies', async () => {
    const customer = await newCustomer(context);
    for (const payload of [
      { package: 'points_5000', currency: 'SEK' },
      { package: 'points_100', currency: 'EUR' },
      { package: 'points_100' },
    ]) {
      const response = await call(customer.cookies, 'POST', '/api/me/payments', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('QR sticker orders', () => {
  it('debits 50 p per code and creates unique codes linked to my bikes, pending for printing', async () => {
    const customer = await newCustomer(context, 200);
    const first = await registeredBike(context, customer);
    const second = await registeredBike(context, customer);
    expect(await balanceOf(context, customer.userId)).toBe(0);
    const { payment } = await startPayment(customer, 'points_1000');
    await call(customer.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`);

    const response = await call(customer.cookies, 'POST', '/api/me/qr-orders', {
      bikeIds: [first, second],
      quantity: 3,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order, pointsBalance } = ZCreateQrOrderResponse.parse(response.json());
    expect(order).toMatchObject({ quantity: 6, pointsSpent: 300, status: 'pending' });
    expect(pointsBalance).toBe(700);
    expect(order.stickers).toHaveLength(6);
    expect(new Set(order.stickers.map((sticker) => sticker.code)).size).toBe(6);
    for (const sticker of order.stickers) expect(sticker.code).toMatch(/^[A-Z0-9]{6,20}$/);
    expect(order.stickers.filter((sticker) => sticker.bikeId === first)).toHaveLength(3);
    expect(order.stickers.filter((sticker) => sticker.bikeId === second)).toHaveLength(3);

    const rows = await context.db.select().from(qrStickers).where(eq(qrStickers.orderId, order.id));
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.linkedAt !== null)).toBe(true);
    const [debit] = await context.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.reason, 'qr_order'), eq(pointsLedger.reference, `qr_order:${order.id}`)));
    expect(debit).toMatchObject({ amount: -300, balanceAfter: 700 });
    expect(await balanceOf(context, customer.userId)).toBe(700);
    expect(await ledgerSum(customer.userId)).toBe(700);

    const history = ZOrdersResponse.parse((await call(customer.cookies, 'GET', '/api/me/orders')).json());
    expect(history.qrOrders.map((item) => item.id)).toEqual([order.id]);
    expect(history.payments.map((item) => [item.id, item.status])).toEqual([[payment.id, 'succeeded']]);
  });

  it('lists orders newest first', async () => {
    const customer = await newCustomer(context);
    const older = await startPayment(customer, 'points_100');
    const newer = await startPayment(customer, 'points_300');
    await context.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, older.payment.id));
    const history = ZOrdersResponse.parse((await call(customer.cookies, 'GET', '/api/me/orders')).json());
    expect(history.payments.map((item) => item.id)).toEqual([newer.payment.id, older.payment.id]);
  });

  it('short of points: 402 INSUFFICIENT_POINTS and nothing changes', async () => {
    const customer = await newCustomer(context, 100);
    const bikeId = await registeredBike(context, customer);
    await context.db
      .update(userBalances)
      .set({ pointsBalance: 0 })
      .where(eq(userBalances.userId, customer.userId));
    const { payment } = await startPayment(customer, 'points_100');
    await call(customer.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`);
    const before = await ownerState(context, customer.userId);
    expect(before.balance).toBe(100);

    const response = await call(customer.cookies, 'POST', '/api/me/qr-orders', {
      bikeIds: [bikeId],
      quantity: 3,
    });
    expect(response.statusCode).toBe(402);
    expect(errorOf(response)).toEqual({
      code: 'INSUFFICIENT_POINTS',
      details: { required: 150, balance: 100 },
    });
    expect(await ownerState(context, customer.userId)).toEqual(before);
    const [orders] = await context.db
      .select({ n: count() })
      .from(qrOrders)
      .where(eq(qrOrders.userId, customer.userId));
    expect(orders?.n).toBe(0);
    const [stickers] = await context.db
      .select({ n: count() })
      .from(qrStickers)
      .where(eq(qrStickers.bikeId, bikeId));
    expect(stickers?.n).toBe(0);
  });

  it("refuses someone else's bike, and more than 5 per bike, without debiting", async () => {
    const owner = await newCustomer(context, 100);
    const bikeId = await registeredBike(context, owner);
    const other = await newCustomer(context, 500);
    const response = await call(other.cookies, 'POST', '/api/me/qr-orders', {
      bikeIds: [bikeId],
      quantity: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('BIKE_NOT_FOUND');
    expect(await balanceOf(context, other.userId)).toBe(500);
    const tooMany = await call(owner.cookies, 'POST', '/api/me/qr-orders', {
      bikeIds: [bikeId],
      quantity: 6,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(
      (await call(null, 'POST', '/api/me/qr-orders', { bikeIds: [bikeId], quantity: 1 })).statusCode,
    ).toBe(401);
  });
});

describe('promo codes', () => {
  let codeCounter = 0;

  async function campaign(values: {
    bonusPoints?: number;
    percentOff?: number;
    maxRedemptions?: number;
    startsAt?: Date;
    endsAt?: Date;
    active?: boolean;
  }): Promise<{ id: string; code: string }> {
    codeCounter += 1;
    const code = `VAR${Date.now().toString(36).toUpperCase()}${codeCounter}`;
    const [row] = await context.db
      .insert(campaigns)
      .values({
        code,
        name: 'Vårkampanj',
        startsAt: values.startsAt ?? new Date(Date.now() - 86_400_000),
        endsAt: values.endsAt ?? new Date(Date.now() + 86_400_000),
        maxRedemptions: values.maxRedemptions ?? null,
        bonusPoints: values.bonusPoints ?? null,
        percentOff: values.percentOff ?? null,
        active: values.active ?? true,
      })
      .returning({ id: campaigns.id });
    return { id: row?.id ?? '', code };
  }

  const redeem = (customer: TestCustomer, code: string) =>
    call(customer.cookies, 'POST', '/api/me/promo-codes/redeem', { code });

  it('a bonus code credits its points once per user, typed in any case', async () => {
    const { id, code } = await campaign({ bonusPoints: 50 });
    const customer = await newCustomer(context, 10);
    const first = await redeem(customer, ` ${code.toLowerCase()} `);
    expect(first.statusCode, first.body).toBe(200);
    expect(ZRedeemPromoCodeResponse.parse(first.json())).toEqual({ pointsGranted: 50, pointsBalance: 60 });
    const again = await redeem(customer, code);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('PROMO_CODE_USED');
    expect(await balanceOf(context, customer.userId)).toBe(60);
    expect(await ledgerSum(customer.userId)).toBe(60);
    const [redemptions] = await context.db
      .select({ n: count() })
      .from(campaignRedemptions)
      .where(eq(campaignRedemptions.campaignId, id));
    expect(redemptions?.n).toBe(1);
  });

  it('5 concurrent redemptions by one user credit once', async () => {
    const { code } = await campaign({ bonusPoints: 70 });
    const customer = await newCustomer(context);
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(customer, code)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(context, customer.userId)).toBe(70);
    expect(await ledgerSum(customer.userId)).toBe(70);
  });

  it('refuses unknown, inactive, expired, not yet started and used-up codes', async () => {
    const customer = await newCustomer(context);
    const inactive = await campaign({ bonusPoints: 10, active: false });
    const expired = await campaign({
      bonusPoints: 10,
      startsAt: new Date(Date.now() - 2 * 86_400_000),
      endsAt: new Date(Date.now() - 86_400_000),
    });
    const future = await campaign({
      bonusPoints: 10,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 2 * 86_400_000),
    });
    const discount = await campaign({ percentOff: 20 });
    for (const code of ['FINNSINTE', inactive.code, expired.code, future.code, discount.code]) {
      const response = await redeem(customer, code);
      expect(response.statusCode, code).toBe(404);
      expect(errorOf(response).code).toBe('PROMO_CODE_INVALID');
    }
    const capped = await campaign({ bonusPoints: 10, maxRedemptions: 1 });
    expect((await redeem(await newCustomer(context), capped.code)).statusCode).toBe(200);
    const late = await redeem(customer, capped.code);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('PROMO_CODE_EXHAUSTED');
    expect(await balanceOf(context, customer.userId)).toBe(0);
    expect((await call(null, 'POST', '/api/me/promo-codes/redeem', { code: capped.code })).statusCode).toBe(
      401,
    );
  });

  it('tells what a code gives before it is used', async () => {
    const bonus = await campaign({ bonusPoints: 40 });
    const discount = await campaign({ percentOff: 15 });
    const customer = await newCustomer(context);
    const checked = await call(customer.cookies, 'GET', `/api/me/promo-codes/${bonus.code.toLowerCase()}`);
    expect(ZPromoCodeCheckResponse.parse(checked.json())).toEqual({
      kind: 'bonus',
      code: bonus.code,
      bonusPoints: 40,
    });
    const off = await call(customer.cookies, 'GET', `/api/me/promo-codes/${discount.code}`);
    expect(ZPromoCodeCheckResponse.parse(off.json())).toEqual({
      kind: 'discount',
      code: discount.code,
      percentOff: 15,
    });
    const unknown = await call(customer.cookies, 'GET', '/api/me/promo-codes/FINNSINTE');
    expect(unknown.statusCode).toBe(404);
    expect(await balanceOf(context, customer.userId)).toBe(0);
  });

  it('a discount code lowers the price and counts as used once the payment is confirmed', async () => {
    const { id, code } = await campaign({ percentOff: 20 });
    const customer = await newCustomer(context);
    const started = await call(customer.cookies, 'POST', '/api/me/payments', {
      package: 'points_300',
      currency: 'SEK',
      promoCode: code,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { payment } = ZCreatePaymentResponse.parse(started.json());
    expect(payment).toMatchObject({ amount: 10320, points: 300 });
    const confirmed = await call(customer.cookies, 'POST', `/api/me/payments/${payment.id}/confirm`);
    expect(ZConfirmPaymentResponse.parse(confirmed.json()).pointsBalance).toBe(300);
    const [redemption] = await context.db
      .select()
      .from(campaignRedemptions)
      .where(eq(campaignRedemptions.campaignId, id));
    expect(redemption).toMatchObject({ userId: customer.userId, paymentId: payment.id });
    const reused = await call(customer.cookies, 'POST', '/api/me/payments', {
      package: 'points_100',
      currency: 'SEK',
      promoCode: code,
    });
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('PROMO_CODE_USED');
  });
});
