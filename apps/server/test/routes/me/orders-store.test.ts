import {
  ZConfirmPaymentResponse,
  ZCreatePaymentResponse,
  ZOrdersResponse,
} from '@ramkoll/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { balanceOf, callApi } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { demoStore, storeSignedIn } from '../../store-area-helpers.js';

/** /order for a store account (docs/decisions/040): it buys points with a confirmed staff code. */
let context: TestContext;
let store: Cookies;
let storeNoCode: Cookies;
let admin: Cookies;
let storeUserId: string;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [store, storeNoCode, admin] = await Promise.all([
    storeSignedIn(context),
    signedIn(context.app, 'butik@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
  ]);
  storeUserId = (await demoStore(context)).userId;
});

afterAll(() => context.close());

describe('a store buying points', () => {
  it('buys a package and the points land on the store account', async () => {
    const before = await balanceOf(context, storeUserId);
    const started = await callApi(context, store, 'POST', '/api/me/payments', {
      package: 'points_100',
      currency: 'SEK',
    });
    expect(started.statusCode, started.body).toBe(201);
    const { payment } = ZCreatePaymentResponse.parse(started.json());
    const confirmed = await callApi(context, store, 'POST', `/api/me/payments/${payment.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(ZConfirmPaymentResponse.parse(confirmed.json()).payment.status).toBe('succeeded');
    expect(await balanceOf(context, storeUserId)).toBe(before + 100);
    const orders = await callApi(context, store, 'GET', '/api/me/orders');
    expect(orders.statusCode).toBe(200);
    expect(ZOrdersResponse.parse(orders.json()).payments.map((row) => row.id)).toContain(payment.id);
  });

  it('needs a confirmed staff code, and never opens QR stickers or promo codes to a store', async () => {
    const before = await balanceOf(context, storeUserId);
    const noCode = await callApi(context, storeNoCode, 'POST', '/api/me/payments', {
      package: 'points_100',
      currency: 'SEK',
    });
    expect(noCode.statusCode).toBe(403);
    expect(errorOf(noCode).code).toBe('STAFF_CODE_REQUIRED');
    for (const [method, url] of [
      ['POST', '/api/me/qr-orders'],
      ['GET', '/api/me/promo-codes/VINTER'],
      ['POST', '/api/me/promo-codes/redeem'],
    ] as const) {
      const response = await callApi(context, store, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    const adminBuys = await callApi(context, admin, 'POST', '/api/me/payments', {
      package: 'points_100',
      currency: 'SEK',
    });
    expect(errorOf(adminBuys).code).toBe('FORBIDDEN');
    expect(await balanceOf(context, storeUserId)).toBe(before);
  });
});
