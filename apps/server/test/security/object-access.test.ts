import { randomInt } from 'node:crypto';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/app.js';
import { bikes } from '../../src/db/schema/bikes.js';
import { identifyWithEid, type Cookies } from '../auth-helpers.js';
import {
  callApi,
  emailOf,
  newCustomer,
  registeredBike,
  uniqueFrameNumber,
  verifiedReceipt,
  type ApiMethod,
  type TestCustomer,
} from '../bike-helpers.js';
import { createTestContext, type TestContext } from '../helper.js';
import { newStore, type TestStore } from '../store-counter-helpers.js';

/**
 * Object-level access across the whole API (issue "Reliability and security suites"): every route
 * that names an object in its path has one row here saying who else may touch someone's object
 * and what they get. A route added without a row fails the first test.
 *
 * "refused": a caller who is not the object's owner (another customer, or another store) gets 403
 * or 404 and the database is unchanged. "open": anyone signed in may use it by design (found-bike
 * reports, histories, messages to an owner), and the answer carries none of the owner's personal
 * data. "not an object": the path names no one's object (a bucket, a public code).
 */

interface World {
  /** The owner, with a name, e-mail, phone and personnummer that must never reach anyone else. */
  owner: TestCustomer & { email: string; fullName: string; phone: string };
  /** Another customer, who tries the owner's objects. */
  other: TestCustomer;
  buyerEmail: string;
  /** A buyer of one of the owner's bikes (a pending two-party receipt). */
  buyer: TestCustomer;
  bikeId: string;
  stolenBikeId: string;
  forSaleBikeId: string;
  receiptId: string;
  receiptFileId: string;
  paymentId: string;
  /** A completed e-ID order of the owner's browser (decision 087): only that browser may follow or use it. */
  eidOrderId: string;
  recoveryReportId: string;
  storeA: TestStore;
  storeB: TestStore;
  stockBikeId: string;
}

type Ask = { method: ApiMethod; path: string; body?: Record<string, unknown> };
type Row =
  | { kind: 'refused'; as: 'other' | 'storeB'; ask: (world: World) => Ask }
  | { kind: 'open'; as: 'other'; ask: (world: World) => Ask; status: number }
  | { kind: 'not an object'; why: string };

const today = () => todayIn(new Date());

const table: Record<string, Row> = {
  'PATCH /api/me/bikes/:id': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'PATCH', path: `/api/me/bikes/${w.bikeId}`, body: { bikeName: 'Min nu' } }),
  },
  'DELETE /api/me/bikes/:id': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'DELETE', path: `/api/me/bikes/${w.bikeId}` }),
  },
  'POST /api/me/bikes/:id/stolen': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({
      method: 'POST',
      path: `/api/me/bikes/${w.bikeId}/stolen`,
      body: { stolenDate: today(), location: 'Centralstationen, Uppsala' },
    }),
  },
  'POST /api/me/bikes/:id/recovered': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'POST', path: `/api/me/bikes/${w.stolenBikeId}/recovered` }),
  },
  'PUT /api/me/bikes/:id/battery-stolen': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'PUT', path: `/api/me/bikes/${w.bikeId}/battery-stolen`, body: { stolen: true } }),
  },
  'PUT /api/me/bikes/:id/sale': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'PUT', path: `/api/me/bikes/${w.bikeId}/sale`, body: { salePrice: 100 } }),
  },
  'DELETE /api/me/bikes/:id/sale': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'DELETE', path: `/api/me/bikes/${w.forSaleBikeId}/sale` }),
  },
  'POST /api/me/bikes/:id/transfer': {
    kind: 'refused',
    as: 'other',
    // The other customer tries to hand the owner's bike to someone.
    ask: (w) => ({
      method: 'POST',
      path: `/api/me/bikes/${w.bikeId}/transfer`,
      body: { buyer: w.buyerEmail, price: 1, purchaseDate: today() },
    }),
  },
  'POST /api/me/recovery-reports/:id/confirm': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'POST', path: `/api/me/recovery-reports/${w.recoveryReportId}/confirm` }),
  },
  'POST /api/me/recovery-reports/:id/dismiss': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'POST', path: `/api/me/recovery-reports/${w.recoveryReportId}/dismiss` }),
  },
  'POST /api/me/receipts/:id/accept': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'POST', path: `/api/me/receipts/${w.receiptId}/accept` }),
  },
  'POST /api/me/receipts/:id/decline': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'POST', path: `/api/me/receipts/${w.receiptId}/decline` }),
  },
  'POST /api/me/receipts/:id/cancel': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'POST', path: `/api/me/receipts/${w.receiptId}/cancel` }),
  },
  'GET /api/me/receipts/:id/pdf': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'GET', path: `/api/me/receipts/${w.receiptId}/pdf` }),
  },
  'GET /api/auth/eid/orders/:id': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'GET', path: `/api/auth/eid/orders/${w.eidOrderId}` }),
  },
  'POST /api/auth/eid/orders/:id/cancel': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'POST', path: `/api/auth/eid/orders/${w.eidOrderId}/cancel` }),
  },
  'GET /api/me/orders/:id/receipt.pdf': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'GET', path: `/api/me/orders/${w.paymentId}/receipt.pdf` }),
  },
  'POST /api/me/payments/:id/confirm': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'POST', path: `/api/me/payments/${w.paymentId}/confirm` }),
  },
  'GET /api/files/:id': {
    kind: 'refused',
    as: 'other',
    ask: (w) => ({ method: 'GET', path: `/api/files/${w.receiptFileId}` }),
  },
  'POST /api/store/inventory/:bikeId/sale': {
    kind: 'refused',
    as: 'storeB',
    ask: (w) => ({
      method: 'POST',
      path: `/api/store/inventory/${w.stockBikeId}/sale`,
      body: { customerId: w.other.userId, price: 100, purchaseDate: today() },
    }),
  },
  'POST /api/store/staff-codes/:id/disable': {
    kind: 'refused',
    as: 'storeB',
    ask: (w) => ({
      method: 'POST',
      path: `/api/store/staff-codes/${w.storeA.staffCodeId}/disable`,
      body: { confirm: true },
    }),
  },
  'GET /api/bikes/:id/history': {
    kind: 'open',
    as: 'other',
    status: 200,
    ask: (w) => ({ method: 'GET', path: `/api/bikes/${w.bikeId}/history` }),
  },
  'POST /api/bikes/:id/recovery-reports': {
    kind: 'open',
    as: 'other',
    status: 201,
    ask: (w) => ({
      method: 'POST',
      path: `/api/bikes/${w.stolenBikeId}/recovery-reports`,
      body: { locationFound: 'Vid Rådhustorget, Umeå', contactInfo: '070-123 45 67', description: 'Olåst.' },
    }),
  },
  'POST /api/bikes/:id/messages': {
    kind: 'open',
    as: 'other',
    status: 201,
    ask: (w) => ({
      method: 'POST',
      path: `/api/bikes/${w.forSaleBikeId}/messages`,
      body: { messageType: 'ownership_inquiry', text: 'Hej! Finns cykeln kvar?' },
    }),
  },
  'GET /api/companies/:organizationNumber': {
    kind: 'not an object',
    why: 'a public company register look-up',
  },
  'GET /api/stickers/:code': { kind: 'not an object', why: "a sticker's public card (its own suite)" },
  'POST /api/me/uploads/:bucket': { kind: 'not an object', why: 'the bucket is a kind of upload' },
  'POST /api/store/uploads/:bucket': { kind: 'not an object', why: 'the bucket is a kind of upload' },
  'GET /api/me/promo-codes/:code': { kind: 'not an object', why: 'a campaign code anyone may try' },
};

/** Admin-only routes: the route-table suite proves every other role is refused (403). */
function adminOnly(route: RouteTableEntry): boolean {
  return Array.isArray(route.access) && route.access.length === 1 && route.access[0] === 'admin';
}

let context: TestContext;
let world: World;
let routes: RouteTableEntry[];

async function registeredOwner(): Promise<World['owner']> {
  const base = await newCustomer(context, 1000);
  // A name and phone of this person only, so finding them in an answer means a leak.
  const fullName = `Hemliga Ägarsson${randomInt(1000, 9999)}`;
  const phone = `07${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  await context.db.execute(
    sql`update profiles set full_name = ${fullName}, phone = ${phone} where user_id = ${base.userId}`,
  );
  return { ...base, email: await emailOf(context, base), fullName, phone };
}

function call(cookies: Cookies, ask: Ask): Promise<LightMyRequestResponse> {
  return callApi(context, cookies, ask.method, ask.path, ask.body);
}

/** Every row of the tables a refused request could touch, in a stable order. */
async function snapshot(): Promise<string> {
  const tables = [
    'bikes',
    'ownership_receipts',
    'ownership_events',
    'bike_recovery_reports',
    'payments',
    'eid_orders',
    'points_ledger',
    'user_balances',
    'store_staff_codes',
    'files',
  ];
  const parts: unknown[] = [];
  for (const name of tables) {
    const result = await context.db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    parts.push(result.rows[0]);
  }
  return JSON.stringify(parts);
}

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  routes = context.app.routeTable.filter(
    ({ method, url }) => url.startsWith('/api/') && !url.startsWith('/api/docs') && method !== 'HEAD',
  );
  const owner = await registeredOwner();
  const [other, buyer] = await Promise.all([newCustomer(context, 1000), newCustomer(context, 1000)]);

  const bikeId = await registeredBike(context, owner);
  const stolenBikeId = await registeredBike(context, owner);
  const forSaleBikeId = await registeredBike(context, owner);
  const soldBikeId = await registeredBike(context, owner);
  const stolen = await call(owner.cookies, {
    method: 'POST',
    path: `/api/me/bikes/${stolenBikeId}/stolen`,
    body: { stolenDate: today(), location: 'Stora torget, Uppsala' },
  });
  expect(stolen.statusCode, stolen.body).toBe(200);
  const sale = await call(owner.cookies, {
    method: 'PUT',
    path: `/api/me/bikes/${forSaleBikeId}/sale`,
    body: { salePrice: 4500 },
  });
  expect(sale.statusCode, sale.body).toBe(200);
  const transfer = await call(owner.cookies, {
    method: 'POST',
    path: `/api/me/bikes/${soldBikeId}/transfer`,
    body: { buyer: await emailOf(context, buyer), price: 3000, purchaseDate: today() },
  });
  expect(transfer.statusCode, transfer.body).toBe(201);
  const receiptId = transfer.json<{ receipt: { id: string } }>().receipt.id;
  const receiptFileId = await verifiedReceipt(context, owner, uniqueFrameNumber());
  const payment = await call(owner.cookies, {
    method: 'POST',
    path: '/api/me/payments',
    body: { package: 'points_100', currency: 'SEK' },
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const paymentId = payment.json<{ payment: { id: string } }>().payment.id;
  const report = await call(buyer.cookies, {
    method: 'POST',
    path: `/api/bikes/${stolenBikeId}/recovery-reports`,
    body: { locationFound: 'Vid stationen', contactInfo: '070-000 00 00', description: 'Stod olåst.' },
  });
  expect(report.statusCode, report.body).toBe(201);
  const recoveryReportId = report.json<{ id: string }>().id;
  const { orderId: eidOrderId } = await identifyWithEid(context.app, owner.personalNumber ?? '', {
    purpose: 'sign_in',
  });

  const [storeA, storeB] = await Promise.all([newStore(context, 500), newStore(context, 500)]);
  const [stock] = await context.db
    .insert(bikes)
    .values({
      ownerId: storeA.accountUserId,
      registeredByStoreId: storeA.storeId,
      frameNumber: uniqueFrameNumber('ST'),
      brand: 'Crescent',
    })
    .returning({ id: bikes.id });
  if (!stock) throw new Error('no stock bike');

  world = {
    owner,
    other,
    buyerEmail: await emailOf(context, buyer),
    buyer,
    bikeId,
    stolenBikeId,
    forSaleBikeId,
    receiptId,
    receiptFileId,
    paymentId,
    eidOrderId,
    recoveryReportId,
    storeA,
    storeB,
    stockBikeId: stock.id,
  };
});

afterAll(() => context.close());

const nameOf = ({ method, url }: RouteTableEntry) => `${method} ${url}`;

/** The owner's personal data in every form an answer could carry it. */
function secretsOf(owner: World['owner']): string[] {
  const pnr = owner.personalNumber ?? '';
  return [
    owner.email,
    owner.fullName,
    owner.phone,
    owner.phone.slice(1),
    pnr,
    pnr.slice(2),
    `${pnr.slice(0, 8)}-${pnr.slice(8)}`,
    `${pnr.slice(2, 8)}-${pnr.slice(8)}`,
  ].filter((secret) => secret.length > 0);
}

describe('object-level access', () => {
  it('has a row for every route that names an object in its path', () => {
    const missing = routes
      .filter((route) => route.url.includes(':') && !adminOnly(route))
      .map(nameOf)
      .filter((name) => !(name in table));
    expect(missing).toEqual([]);
    // And no row for a route that no longer exists.
    const names = new Set(routes.map(nameOf));
    expect(Object.keys(table).filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(Object.entries(table).filter(([, row]) => row.kind === 'refused'))(
    '%s: refused to someone else, nothing changes',
    async (_name, row) => {
      if (row.kind !== 'refused') return;
      const cookies = row.as === 'storeB' ? world.storeB.cookies : world.other.cookies;
      const before = await snapshot();
      const response = await call(cookies, row.ask(world));
      expect([403, 404], response.body).toContain(response.statusCode);
      for (const secret of secretsOf(world.owner)) expect(response.body).not.toContain(secret);
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(Object.entries(table).filter(([, row]) => row.kind === 'open'))(
    '%s: open to others by design, without the owner’s personal data',
    async (_name, row) => {
      if (row.kind !== 'open') return;
      const response = await call(world.other.cookies, row.ask(world));
      expect(response.statusCode, response.body).toBe(row.status);
      for (const secret of secretsOf(world.owner)) expect(response.body).not.toContain(secret);
    },
  );
});

describe('field-level leaks', () => {
  it("no answer a signed-in stranger can reach carries the owner's personal data", async () => {
    // Every GET a customer may call, with the owner's objects in its path.
    const ids: Record<string, string> = {
      id: world.bikeId,
      code: 'NOCODE',
      organizationNumber: '5560360793',
      bucket: 'receipts',
    };
    const leaks: string[] = [];
    let asked = 0;
    for (const route of routes) {
      if (route.method !== 'GET' || adminOnly(route) || route.url.startsWith('/api/events')) continue;
      const access = route.access;
      if (Array.isArray(access) && !access.includes('customer')) continue;
      const path = route.url.replace(/:(\w+)/g, (_match, name: string) => ids[name] ?? world.bikeId);
      const query = route.url === '/api/bikes/search' ? '?q=' + encodeURIComponent('Crescent') : '';
      const response = await call(world.other.cookies, { method: 'GET', path: path + query });
      asked += 1;
      for (const secret of secretsOf(world.owner)) {
        if (response.body.includes(secret)) leaks.push(`${nameOf(route)}: ${secret}`);
      }
    }
    expect(asked).toBeGreaterThan(15);
    expect(leaks).toEqual([]);
  });

  it('the owner does see their own data (the check above can find it)', async () => {
    const response = await callApi(context, world.owner.cookies, 'GET', '/api/auth/session');
    const user = ZSessionResponse.parse(response.json()).user;
    expect(response.body).toContain(world.owner.email);
    expect(user?.id).toBe(world.owner.userId);
  });
});
