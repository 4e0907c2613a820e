import {
  ZPurchaseDetailsResponse,
  ZStoreAnalytics,
  ZStoreBikesResponse,
} from '@ramkoll/shared/schemas/store-area';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { storeStaffCodes } from '../../../src/db/schema/stores.js';
import { accessOnly, createTestClock, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { callApi, newCustomer, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import {
  createOtherStore,
  createStoreBike,
  demoStore,
  storeSignedIn,
  type OtherStore,
} from '../../store-area-helpers.js';

let context: TestContext;
let store: Cookies;
let storeNoCode: Cookies;
let customer: Cookies;
let admin: Cookies;
let other: OtherStore;
let otherCookies: Cookies;
let buyer: TestCustomer;
let otherBike: { id: string; frameNumber: string };
let demoStolen: { id: string; frameNumber: string };
let demoIds: { storeId: string; userId: string };
const clock = createTestClock(new Date('2026-11-20T09:00:00.000Z'));

beforeAll(async () => {
  context = await createTestContext({ seed: true, deps: { clock } });
  [store, storeNoCode, customer, admin] = await Promise.all([
    storeSignedIn(context),
    signedIn(context.app, 'butik@ramkoll.se'),
    signedIn(context.app, 'anna@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
  ]);
  other = await createOtherStore(context);
  otherCookies = await storeSignedIn(context, other.email, other.code);
  buyer = await newCustomer(context);
  demoIds = await demoStore(context);
  // Another store's bike for the same customer: never in the demo store's lists.
  otherBike = await createStoreBike(context, other, buyer.userId, { brand: 'Annanmärke', model: 'Elis' });
  // A stolen bike the demo store sold to the customer, registered inside the test's range.
  demoStolen = await createStoreBike(context, { storeId: demoIds.storeId, staffCodeId: null }, buyer.userId, {
    brand: 'Skeppshult',
    model: 'Nature',
    bikeType: 'herr',
    stolenStatus: 'stolen',
    stolenDate: '2026-11-10',
    createdAt: new Date('2026-11-01T10:00:00.000Z'),
  });
});

afterAll(() => context.close());

function get(cookies: Cookies | null, url: string) {
  return callApi(context, cookies, 'GET', url);
}

const storeUrls = [
  '/api/store/bikes',
  '/api/store/bikes.csv',
  '/api/store/purchase-details?ids=00000000-0000-4000-8000-000000000000',
  '/api/store/analytics',
];

describe('store lists: who may ask', () => {
  it.each(storeUrls)('%s: anonymous 401, customer and admin 403, store without a code 403', async (url) => {
    expect(errorOf(await get(null, url)).code).toBe('UNAUTHENTICATED');
    for (const cookies of [customer, admin]) {
      const response = await get(cookies, url);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    const noCode = await get(storeNoCode, url);
    expect(noCode.statusCode).toBe(403);
    expect(errorOf(noCode).code).toBe('STAFF_CODE_REQUIRED');
  });
});

describe('GET /api/store/bikes', () => {
  it("lists the store's registrations and stock, newest first, customers masked", async () => {
    const response = await get(store, '/api/store/bikes');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = ZStoreBikesResponse.parse(response.json());
    // The seed's one registration for Anna, five bikes in stock, and the test's stolen bike.
    expect(body.total).toBe(7);
    expect(body.bikes.map((bike) => bike.id)).not.toContain(otherBike.id);
    expect(body.bikes[0]?.id).toBe(demoStolen.id);
    expect(body.bikes[0]).toMatchObject({ status: 'stolen', ownerMasked: 'Ol** Ä****' });
    const stock = body.bikes.filter((bike) => bike.status === 'in_stock' || bike.status === 'for_sale');
    expect(stock.length).toBeGreaterThan(0);
    expect(stock.every((bike) => bike.ownerMasked === null)).toBe(true);
    const anna = body.bikes.find((bike) => bike.status === 'with_customer');
    expect(anna).toMatchObject({ ownerMasked: 'An** A********', staffCodeLabel: 'Butiken' });
    const registered = body.bikes.map((bike) => bike.registeredAt);
    expect([...registered].sort().reverse()).toEqual(registered);
  });

  it('filters by status, type, dates and text (frame number, brand, model)', async () => {
    const list = async (query: string) =>
      ZStoreBikesResponse.parse((await get(store, `/api/store/bikes?${query}`)).json());
    expect((await list('status=stolen')).bikes.map((bike) => bike.id)).toEqual([demoStolen.id]);
    const inStock = await list('status=in_stock');
    expect(inStock.total).toBeGreaterThan(0);
    expect(inStock.bikes.every((bike) => bike.status === 'in_stock')).toBe(true);
    expect((await list('bikeType=herr&from=2026-11-01&to=2026-11-01')).bikes.map((b) => b.id)).toEqual([
      demoStolen.id,
    ]);
    expect((await list('from=2026-11-02')).total).toBe(0);
    expect((await list('q=skeppshult')).bikes.map((bike) => bike.id)).toEqual([demoStolen.id]);
    expect((await list('q=NATURE')).bikes.map((bike) => bike.id)).toEqual([demoStolen.id]);
    expect((await list(`q=${demoStolen.frameNumber.slice(2, 9).toLowerCase()}`)).total).toBe(1);
    // Another store's bike is not found by its frame number either.
    expect((await list(`q=${otherBike.frameNumber}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent('annanmärke')}`)).total).toBe(0);
  });

  it('pages by 25', async () => {
    const body = ZStoreBikesResponse.parse((await get(store, '/api/store/bikes?page=2')).json());
    expect(body).toMatchObject({ page: 2, pageSize: 25, total: 7, bikes: [] });
  });

  it('the other store sees only its own bike', async () => {
    const body = ZStoreBikesResponse.parse((await get(otherCookies, '/api/store/bikes')).json());
    expect(body.bikes.map((bike) => bike.id)).toEqual([otherBike.id]);
    expect(body.bikes[0]?.staffCodeLabel).toBe('Kassan');
  });

  it('refuses bad filters with VALIDATION_FAILED', async () => {
    for (const query of ['status=lost', 'bikeType=tandem', 'from=2026-13-01', 'page=0']) {
      const response = await get(store, `/api/store/bikes?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/store/bikes.csv', () => {
  it('streams a Swedish-friendly CSV (BOM, semicolons) with a filename, and audits the export', async () => {
    const response = await get(store, '/api/store/bikes.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ramkoll-butikens-cyklar-2026-11-20.csv"',
    );
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Ramnummer";"Märke";"Modell";"Färg";"Typ";"Status";"Stöldanmäld";"Registrerad";"Ägare";"Personalkod"',
    );
    expect(lines).toHaveLength(8);
    const stolen = lines.find((line) => line.includes(demoStolen.frameNumber));
    expect(stolen).toContain('"Stulen";"2026-11-10"');
    expect(stolen).toContain('"Ol** Ä****"');
    expect(response.body).not.toContain(otherBike.frameNumber);
    expect(response.body).not.toContain('Olle');
    const audits = await context.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.bikes_exported'), eq(auditLog.targetId, demoIds.storeId)));
    expect(audits).toHaveLength(1);
    const [seededCode] = await context.db
      .select({ id: storeStaffCodes.id })
      .from(storeStaffCodes)
      .where(eq(storeStaffCodes.storeId, demoIds.storeId));
    expect(audits[0]?.details).toEqual({ staffCodeId: seededCode?.id });
  });

  it('applies the filters', async () => {
    const response = await get(store, '/api/store/bikes.csv?status=stolen');
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('exports every bike of the other store and none of the demo store', async () => {
    const many = await Promise.all(
      Array.from({ length: 3 }, () => createStoreBike(context, other, other.userId, { brand: 'Lager' })),
    );
    const response = await get(otherCookies, '/api/store/bikes.csv');
    for (const bike of many) expect(response.body).toContain(bike.frameNumber);
    expect(response.body).toContain(otherBike.frameNumber);
    expect(response.body).not.toContain(demoStolen.frameNumber);
  });
});

describe('GET /api/store/purchase-details', () => {
  it("returns the store's purchase details only for bikes it registered", async () => {
    const seeded = ZStoreBikesResponse.parse(
      (await get(store, '/api/store/bikes?status=with_customer')).json(),
    );
    const seededBike = seeded.bikes.find((bike) => bike.id !== demoStolen.id);
    expect(seededBike).toBeDefined();
    const ids = [seededBike?.id ?? '', otherBike.id, demoStolen.id].join(',');
    const response = await get(store, `/api/store/purchase-details?ids=${ids}`);
    expect(response.statusCode, response.body).toBe(200);
    const { details } = ZPurchaseDetailsResponse.parse(response.json());
    expect(details.map((detail) => detail.bikeId).sort()).toEqual([seededBike?.id, demoStolen.id].sort());
    expect(details.find((detail) => detail.bikeId === seededBike?.id)).toMatchObject({
      purchasePrice: 21995,
      receiptNumber: 'CH-2023-0142',
      staffCodeLabel: 'Butiken',
    });
    // The other store asking about the demo store's bike gets nothing.
    const foreign = await get(otherCookies, `/api/store/purchase-details?ids=${seededBike?.id ?? ''}`);
    expect(ZPurchaseDetailsResponse.parse(foreign.json()).details).toEqual([]);
  });

  it('refuses missing, malformed and too many ids', async () => {
    const tooMany = Array.from({ length: 51 }, () => demoStolen.id).join(',');
    for (const query of ['', 'ids=', 'ids=nope', `ids=${tooMany}`]) {
      const response = await get(store, `/api/store/purchase-details?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/store/analytics', () => {
  it('counts the last 90 days by default: weeks, months, type, brand, staff code, stolen, points', async () => {
    const response = await get(store, '/api/store/analytics');
    expect(response.statusCode, response.body).toBe(200);
    const body = ZStoreAnalytics.parse(response.json());
    expect(body).toMatchObject({ from: '2026-08-23', to: '2026-11-20', registered: 1, stolen: 1 });
    expect(body.perWeek).toEqual([{ key: '2026-10-26', count: 1 }]);
    expect(body.perMonth).toEqual([{ key: '2026-11', count: 1 }]);
    expect(body.byType).toEqual([{ key: 'herr', count: 1 }]);
    expect(body.byBrand).toEqual([{ key: 'Skeppshult', count: 1 }]);
    expect(body.byStaffCode).toEqual([{ key: '', count: 1 }]);
  });

  it('counts a wide range, and points bought and spent from the ledger', async () => {
    const body = ZStoreAnalytics.parse(
      (await get(store, '/api/store/analytics?from=2020-01-01&to=2021-12-31')).json(),
    );
    expect(body.registered).toBe(0);
    const wide = ZStoreAnalytics.parse(
      (await get(store, '/api/store/analytics?from=2025-01-01&to=2026-11-20')).json(),
    );
    expect(wide.pointsBought).toBeGreaterThanOrEqual(0);
    expect(wide.pointsSpent).toBeGreaterThanOrEqual(0);
    const other = ZStoreAnalytics.parse((await get(otherCookies, '/api/store/analytics')).json());
    expect(other.stolen).toBe(0);
    expect(other.byBrand.map((row) => row.key)).not.toContain('Skeppshult');
  });

  it('refuses a reversed or too long range and bad dates', async () => {
    const cases: [string, unknown][] = [
      ['from=2026-11-20&to=2026-11-01', { field: 'from', problem: 'range_reversed' }],
      ['from=2020-01-01&to=2026-11-20', { field: 'from', problem: 'range_too_long' }],
    ];
    for (const [query, details] of cases) {
      const response = await get(store, `/api/store/analytics?${query}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details });
    }
    expect((await get(store, '/api/store/analytics?from=igår')).statusCode).toBe(400);
  });
});

describe('access cookie only', () => {
  it('works with the access cookie the browser sends', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/store/bikes',
      cookies: accessOnly(store),
    });
    expect(response.statusCode).toBe(200);
  });
});
