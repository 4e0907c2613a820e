import { ZCreateQrOrderResponse } from '@ramkoll/shared/schemas/orders';
import { ZQrPrintOrderResponse, ZQrPrintQueue } from '@ramkoll/shared/schemas/qr-print';
import { count, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { qrOrders, qrStickers } from '../../../src/db/schema/stickers.js';
import { blackRectangles, decodeLabel } from '../../fixtures/sticker-sheet-reader.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { newCustomer, registeredBike } from '../../bike-helpers.js';
import { grantPoints } from '../../factories.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { storeSignedIn } from '../../store-area-helpers.js';
import { insertStore } from '../../store-counter-helpers.js';

let context: TestContext;
let admin: Cookies;
let customer: Cookies;
let store: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
  customer = await signedIn(context.app, 'anna@ramkoll.se');
  store = await storeSignedIn(context);
});

afterAll(() => context.close());

function call(cookies: Cookies | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return context.app.inject({
    method,
    url: `/api/admin/qr-print${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

/** A customer with two bikes orders `quantity` stickers for each. */
async function customerOrder(quantity: number) {
  const owner = await newCustomer(context);
  await grantPoints(context.db, owner.userId, 1000);
  const bikeIds = [await registeredBike(context, owner), await registeredBike(context, owner)];
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/me/qr-orders',
    payload: { bikeIds, quantity },
    cookies: accessOnly(owner.cookies),
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZCreateQrOrderResponse.parse(response.json()).order;
}

async function queue(status: string) {
  const response = await call(admin, 'GET', `/orders?status=${status}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZQrPrintQueue.parse(response.json());
}

async function auditCount(orderId: string) {
  const [row] = await context.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetId, orderId));
  return Number(row?.n ?? 0);
}

describe('who may use the print queue', () => {
  it('refuses anonymous callers (401), customers and stores (403) on every route, changing nothing', async () => {
    const order = await customerOrder(1);
    const [before] = await context.db.select({ n: count() }).from(qrStickers);
    for (const [cookies, status] of [
      [null, 401],
      [customer, 403],
      [store, 403],
    ] as const) {
      const expected = status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      for (const response of [
        await call(cookies, 'GET', '/orders'),
        await call(cookies, 'GET', `/sheet?orders=${order.id}`),
        await call(cookies, 'POST', `/orders/${order.id}/printed`),
        await call(cookies, 'POST', `/orders/${order.id}/sent`),
        await call(cookies, 'POST', '/batches', { quantity: 5 }),
      ]) {
        expect(response.statusCode, response.body).toBe(status);
        expect(errorOf(response).code).toBe(expected);
      }
    }
    const [after] = await context.db.select({ n: count() }).from(qrStickers);
    expect(after?.n).toBe(before?.n);
    const [row] = await context.db.select().from(qrOrders).where(eq(qrOrders.id, order.id));
    expect(row?.status).toBe('pending');
  });
});

describe('the queue', () => {
  it('lists pending orders oldest first with their codes, who ordered and counts per status', async () => {
    const first = await customerOrder(2);
    const second = await customerOrder(1);
    const pending = await queue('pending');
    const ids = pending.orders.map((order) => order.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const listed = pending.orders.find((order) => order.id === first.id);
    expect(listed).toMatchObject({ kind: 'order', status: 'pending', quantity: 4, pointsSpent: 200 });
    expect(listed?.orderedBy.name).toBe('Olle Ägare');
    expect([...(listed?.codes ?? [])].sort()).toEqual(first.stickers.map((sticker) => sticker.code).sort());
    const [counted] = await context.db
      .select({ n: count() })
      .from(qrOrders)
      .where(eq(qrOrders.status, 'pending'));
    expect(pending.counts.pending).toBe(Number(counted?.n));
    expect(pending.total).toBe(pending.counts.pending);
  });

  it('refuses an unknown status with VALIDATION_FAILED', async () => {
    const response = await call(admin, 'GET', '/orders?status=lost');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('marking printed and sent', () => {
  it('moves pending → printed → sent once each, stamping the order and its stickers, audited', async () => {
    const order = await customerOrder(1);
    expect(await call(admin, 'POST', `/orders/${order.id}/sent`).then((r) => errorOf(r))).toMatchObject({
      code: 'QR_ORDER_WRONG_STATUS',
      details: { status: 'pending' },
    });
    const printed = await call(admin, 'POST', `/orders/${order.id}/printed`);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(ZQrPrintOrderResponse.parse(printed.json()).order).toMatchObject({
      status: 'printed',
      sentAt: null,
    });
    const again = await call(admin, 'POST', `/orders/${order.id}/printed`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'QR_ORDER_WRONG_STATUS', details: { status: 'printed' } });
    const sent = await call(admin, 'POST', `/orders/${order.id}/sent`);
    expect(sent.statusCode, sent.body).toBe(200);
    const view = ZQrPrintOrderResponse.parse(sent.json()).order;
    expect(view.status).toBe('sent');
    expect(view.printedAt).not.toBeNull();
    expect(view.sentAt).not.toBeNull();
    const stickers = await context.db.select().from(qrStickers).where(eq(qrStickers.orderId, order.id));
    expect(stickers).toHaveLength(2);
    for (const sticker of stickers) {
      expect(sticker.printedAt).not.toBeNull();
      expect(sticker.sentAt).not.toBeNull();
    }
    const actions = await context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, order.id));
    expect(actions.map((row) => row.action).sort()).toEqual(['qr.ordered', 'qr.printed', 'qr.sent']);
    expect((await queue('sent')).orders.map((o) => o.id)).toContain(order.id);
  });

  it('answers QR_ORDER_NOT_FOUND for an unknown order and VALIDATION_FAILED for a malformed id', async () => {
    const unknown = await call(admin, 'POST', '/orders/6a0b3c1e-0000-4000-8000-000000000000/printed');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('QR_ORDER_NOT_FOUND');
    const malformed = await call(admin, 'POST', '/orders/nope/printed');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('VALIDATION_FAILED');
  });
});

describe('the sticker sheet', () => {
  it('is an A4 PDF of 24 labels a page whose QR codes decode to <PUBLIC_URL>/q/<CODE>', async () => {
    const big = await customerOrder(5); // 10 stickers
    const batch = await call(admin, 'POST', '/batches', { quantity: 16 });
    const small = ZQrPrintOrderResponse.parse(batch.json()).order; // 26 in all: two pages
    const response = await call(admin, 'GET', `/sheet?orders=${big.id},${small.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(2);
    const { width, height } = document.getPage(0).getSize();
    expect(Math.round((width * 25.4) / 72)).toBe(210);
    expect(Math.round((height * 25.4) / 72)).toBe(297);

    const listed = (await queue('pending')).orders;
    const codes = [big.id, small.id].flatMap((id) => listed.find((order) => order.id === id)?.codes ?? []);
    expect(codes).toHaveLength(26);
    const rects = blackRectangles(document);
    expect(rects.length).toBeGreaterThan(24 * 100);
    const decoded = [
      decodeLabel(rects, 0, 0, height),
      decodeLabel(rects, 2, 0, height),
      decodeLabel(rects, 2, 7, height),
    ];
    expect(decoded).toEqual([0, 2, 23].map((i) => `http://localhost:3000/q/${codes[i]}`));
    // Printing changes nothing in the queue.
    const [row] = await context.db.select().from(qrOrders).where(eq(qrOrders.id, big.id));
    expect(row?.status).toBe('pending');
  });

  it('prints again after an order was marked printed', async () => {
    const order = await customerOrder(1);
    await call(admin, 'POST', `/orders/${order.id}/printed`);
    const response = await call(admin, 'GET', `/sheet?orders=${order.id}`);
    expect(response.statusCode).toBe(200);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(1);
  });

  it('refuses no orders, too many, and unknown ones', async () => {
    const empty = await call(admin, 'GET', '/sheet?orders=');
    expect(errorOf(empty)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'orders', problem: 'required' },
    });
    const many = Array.from(
      { length: 21 },
      (_, i) => `6a0b3c1e-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await call(admin, 'GET', `/sheet?orders=${many.join(',')}`);
    expect(errorOf(tooMany)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'orders', problem: 'too_many' },
    });
    const unknown = await call(admin, 'GET', `/sheet?orders=${many[0]}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('QR_ORDER_NOT_FOUND');
  });
});

describe('batches of unassigned codes', () => {
  it('creates the codes on no bike, addressed to a store, pending in the queue and audited', async () => {
    const target = await insertStore(context);
    const response = await call(admin, 'POST', '/batches', { quantity: 30, storeId: target.storeId });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = ZQrPrintOrderResponse.parse(response.json());
    expect(order).toMatchObject({ kind: 'batch', status: 'pending', quantity: 30, pointsSpent: 0 });
    expect(order.shippingName).toMatch(/^Testcykel /);
    expect(order.shippingAddress).toBe('Uppsala');
    expect(new Set(order.codes).size).toBe(30);
    const stickers = await context.db.select().from(qrStickers).where(inArray(qrStickers.code, order.codes));
    expect(stickers.every((sticker) => sticker.bikeId === null && sticker.orderId === order.id)).toBe(true);
    expect(await auditCount(order.id)).toBe(1);
    const sheet = await call(admin, 'GET', `/sheet?orders=${order.id}`);
    expect((await PDFDocument.load(sheet.rawPayload)).getPageCount()).toBe(2);
  });

  it('refuses bad quantities and unknown stores with the field and problem, creating nothing', async () => {
    const [before] = await context.db.select({ n: count() }).from(qrOrders);
    for (const [payload, field, problem] of [
      [{ quantity: 0 }, 'quantity', 'too_small'],
      [{ quantity: 101 }, 'quantity', 'too_large'],
      [{ quantity: 2.5 }, 'quantity', 'not_whole_number'],
      [{ quantity: 3, storeId: 'nope' }, 'storeId', 'not_found'],
      [{ quantity: 3, storeId: '6a0b3c1e-0000-4000-8000-000000000000' }, 'storeId', 'not_found'],
    ] as const) {
      const response = await call(admin, 'POST', '/batches', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', details: { field, problem } });
    }
    const [after] = await context.db.select({ n: count() }).from(qrOrders);
    expect(after?.n).toBe(before?.n);
  });
});
