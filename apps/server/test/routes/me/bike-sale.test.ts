import { todayIn } from '@ramkoll/shared/rules/stolen-report';
import { ZMyBikeResponse, ZMyBikesResponse, type MyBike } from '@ramkoll/shared/schemas/bike';
import { SALE_PRICE_MAX } from '@ramkoll/shared/schemas/ownership';
import { ZBikeSearchResponse, ZForSaleResponse } from '@ramkoll/shared/schemas/search';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { bikes, bikeSales } from '../../../src/db/schema/bikes.js';
import { ownershipReceipts } from '../../../src/db/schema/ownership.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { callBikes, newCustomer, registeredBike, type TestCustomer } from '../../bike-helpers.js';
import { createUser } from '../../factories.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
let owner: TestCustomer;
let other: TestCustomer;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  owner = await newCustomer(context, 10_000);
  other = await newCustomer(context);
});

afterAll(() => context.close());

/** Any timestamp (typed, so the matcher is not an `any`). */
const anyDate: unknown = expect.any(Date);
// The bikes here are registered today: a theft can be no earlier (stolen_date_before_registration).
const theft = () => ({
  stolenDate: todayIn(new Date()),
  location: 'Cykelstället vid Centralstationen, Lund',
});

function myBike(response: { json: () => unknown }): MyBike {
  return ZMyBikeResponse.parse(response.json()).bike;
}

function putSale(bikeId: string, payload: Record<string, unknown>, cookies: Cookies | null = owner.cookies) {
  return callBikes(context, cookies, 'PUT', `/${bikeId}/sale`, payload);
}

function withdraw(bikeId: string, cookies: Cookies | null = owner.cookies) {
  return callBikes(context, cookies, 'DELETE', `/${bikeId}/sale`);
}

/** The bike row and all its sales, oldest first: what a refusal must leave as it was. */
async function saleState(bikeId: string) {
  const [bike] = await context.db.select().from(bikes).where(eq(bikes.id, bikeId));
  const sales = await context.db
    .select()
    .from(bikeSales)
    .where(eq(bikeSales.bikeId, bikeId))
    .orderBy(bikeSales.createdAt);
  return { bike, sales };
}

async function activeSales(bikeId: string) {
  return context.db
    .select()
    .from(bikeSales)
    .where(and(eq(bikeSales.bikeId, bikeId), eq(bikeSales.isActive, true)));
}

/** The bike as another signed-in customer finds it by frame number. */
async function searched(frameNumber: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/bikes/search?q=${frameNumber}`,
    cookies: accessOnly(other.cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZBikeSearchResponse.parse(response.json()).results.find((bike) => bike.frameNumber === frameNumber);
}

async function forSaleList() {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/bikes/for-sale',
    cookies: accessOnly(other.cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZForSaleResponse.parse(response.json()).bikes;
}

async function listedBike(bikeId: string): Promise<MyBike | undefined> {
  const response = await callBikes(context, owner.cookies, 'GET', '');
  return ZMyBikesResponse.parse(response.json()).bikes.find((bike) => bike.id === bikeId);
}

describe('PUT and DELETE /api/me/bikes/:id/sale', () => {
  it('publishes, edits and withdraws a sale, with search and the for-sale list following', async () => {
    const bikeId = await registeredBike(context, owner);

    const published = await putSale(bikeId, {
      salePrice: 4500,
      description: '  Nyservad, nya däck<script>alert(1)</script> ',
    });
    expect(published.statusCode, published.body).toBe(200);
    const bike = myBike(published);
    expect(bike).toMatchObject({ forSale: true, salePrice: 4500, saleDescription: 'Nyservad, nya däck' });
    expect(await listedBike(bikeId)).toEqual(bike);
    const [sale] = await activeSales(bikeId);
    expect(sale).toMatchObject({ sellerId: owner.userId, salePrice: 4500, closedAt: null });
    expect((await saleState(bikeId)).bike?.status).toBe('for_sale');

    expect(await searched(bike.frameNumber)).toMatchObject({
      id: bikeId,
      forSale: true,
      salePrice: 4500,
      saleDescription: 'Nyservad, nya däck',
    });
    expect((await forSaleList())[0]).toMatchObject({ id: bikeId, forSale: true, salePrice: 4500 });

    // An edit changes the one active sale; it does not open a second.
    const edited = await putSale(bikeId, { salePrice: 3900, description: null });
    expect(myBike(edited)).toMatchObject({ forSale: true, salePrice: 3900, saleDescription: null });
    const afterEdit = await saleState(bikeId);
    expect(afterEdit.sales).toEqual([
      expect.objectContaining({ id: sale?.id, salePrice: 3900, isActive: true }),
    ]);
    expect(await searched(bike.frameNumber)).toMatchObject({ salePrice: 3900, saleDescription: null });

    const withdrawn = await withdraw(bikeId);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(myBike(withdrawn)).toMatchObject({ forSale: false, salePrice: null, saleDescription: null });
    const afterWithdrawal = await saleState(bikeId);
    expect(afterWithdrawal.bike?.status).toBeNull();
    expect(afterWithdrawal.sales).toEqual([
      expect.objectContaining({ id: sale?.id, isActive: false, closedAt: anyDate }),
    ]);
    expect(await searched(bike.frameNumber)).toMatchObject({ forSale: false, salePrice: null });
    expect((await forSaleList()).map((listed) => listed.id)).not.toContain(bikeId);

    const again = await withdraw(bikeId);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toEqual({ code: 'SALE_NOT_FOUND' });

    // Published again: a new sale beside the closed one, which stays closed.
    const republished = await putSale(bikeId, { salePrice: 0, description: 'Gratis mot avhämtning' });
    expect(myBike(republished)).toMatchObject({ forSale: true, salePrice: 0 });
    const { sales } = await saleState(bikeId);
    expect(sales.map((row) => [row.isActive, row.salePrice])).toEqual([
      [false, 3900],
      [true, 0],
    ]);

    const actions = await context.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, bikeId))
      .orderBy(auditLog.createdAt);
    expect(actions.filter((row) => row.action.startsWith('bike.sale_'))).toEqual([
      { action: 'bike.sale_published', details: { salePrice: 4500, edited: false } },
      { action: 'bike.sale_published', details: { salePrice: 3900, edited: true } },
      { action: 'bike.sale_withdrawn', details: {} },
      { action: 'bike.sale_published', details: { salePrice: 0, edited: false } },
    ]);
  });

  it.each([
    [{ salePrice: -1 }, 'salePrice', 'sale_price_invalid'],
    [{ salePrice: SALE_PRICE_MAX + 1 }, 'salePrice', 'sale_price_too_high'],
    [{ salePrice: 100, description: 'x'.repeat(1001) }, 'description', 'sale_description_too_long'],
  ])('refuses %j with 400 %s/%s and changes nothing', async (payload, field, problem) => {
    const bikeId = await registeredBike(context, owner);
    await putSale(bikeId, { salePrice: 2000 });
    const before = await saleState(bikeId);
    const response = await putSale(bikeId, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
    expect(await saleState(bikeId)).toEqual(before);
  });

  it('refuses a price that is not whole kronor at the schema', async () => {
    const bikeId = await registeredBike(context, owner);
    const response = await putSale(bikeId, { salePrice: 99.5 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect((await saleState(bikeId)).sales).toEqual([]);
  });

  it('refuses to sell a stolen bike with BIKE_STOLEN {action: sale} and changes nothing', async () => {
    const bikeId = await registeredBike(context, owner);
    const reported = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/stolen`, theft());
    expect(reported.statusCode, reported.body).toBe(200);
    const before = await saleState(bikeId);

    const response = await putSale(bikeId, { salePrice: 5000 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'BIKE_STOLEN', details: { action: 'sale' } });
    // Nothing to withdraw either: a stolen bike is never for sale.
    expect(errorOf(await withdraw(bikeId))).toEqual({ code: 'SALE_NOT_FOUND' });
    expect(await saleState(bikeId)).toEqual(before);
    expect(before.sales).toEqual([]);
  });

  it('reporting a bike for sale stolen closes its sale everywhere', async () => {
    const bikeId = await registeredBike(context, owner);
    const bike = myBike(await putSale(bikeId, { salePrice: 7000, description: 'Som ny' }));

    const reported = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/stolen`, theft());
    expect(myBike(reported)).toMatchObject({ stolen: true, forSale: false, salePrice: null });
    expect(await activeSales(bikeId)).toEqual([]);
    expect(await searched(bike.frameNumber)).toMatchObject({ stolen: true, forSale: false, salePrice: null });
    expect((await forSaleList()).map((listed) => listed.id)).not.toContain(bikeId);
  });

  it('two edits at once leave exactly one active sale', async () => {
    const bikeId = await registeredBike(context, owner);
    const prices = [1000, 2000, 3000, 4000, 5000];
    const responses = await Promise.all(prices.map((salePrice) => putSale(bikeId, { salePrice })));
    expect(responses.map((response) => response.statusCode)).toEqual(prices.map(() => 200));
    const active = await activeSales(bikeId);
    expect(active).toHaveLength(1);
    expect(prices).toContain(active[0]?.salePrice);
    expect((await saleState(bikeId)).sales).toHaveLength(1);
  });

  it('a sale racing a theft report never leaves a stolen bike for sale', async () => {
    for (let round = 0; round < 5; round += 1) {
      const bikeId = await registeredBike(context, owner);
      const [sale, report] = await Promise.all([
        putSale(bikeId, { salePrice: 1500 }),
        callBikes(context, owner.cookies, 'POST', `/${bikeId}/stolen`, theft()),
      ]);
      expect(report.statusCode, report.body).toBe(200);
      expect([200, 409]).toContain(sale.statusCode);
      if (sale.statusCode === 409)
        expect(errorOf(sale)).toEqual({ code: 'BIKE_STOLEN', details: { action: 'sale' } });
      const { bike } = await saleState(bikeId);
      expect(bike).toMatchObject({ stolenStatus: 'stolen', status: null });
      expect(await activeSales(bikeId)).toEqual([]);
    }
  });
});

describe('who may sell', () => {
  it("another customer gets 404 BIKE_NOT_FOUND on my bike's sale, and nothing changes", async () => {
    const bikeId = await registeredBike(context, owner);
    await putSale(bikeId, { salePrice: 2500, description: 'Min' });
    const before = await saleState(bikeId);
    for (const response of [
      await putSale(bikeId, { salePrice: 1 }, other.cookies),
      await withdraw(bikeId, other.cookies),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'BIKE_NOT_FOUND' });
    }
    expect(await saleState(bikeId)).toEqual(before);
  });

  it('a deleted bike or a made-up id is 404 BIKE_NOT_FOUND', async () => {
    const bikeId = await registeredBike(context, owner);
    expect((await callBikes(context, owner.cookies, 'DELETE', `/${bikeId}`)).statusCode).toBe(204);
    expect(errorOf(await putSale(bikeId, { salePrice: 100 }))).toEqual({ code: 'BIKE_NOT_FOUND' });
    expect(errorOf(await withdraw(bikeId))).toEqual({ code: 'BIKE_NOT_FOUND' });
    expect(errorOf(await putSale(crypto.randomUUID(), { salePrice: 100 }))).toEqual({
      code: 'BIKE_NOT_FOUND',
    });
    expect((await saleState(bikeId)).sales).toEqual([]);
  });

  it.each([
    ['butik@ramkoll.se', 403, 'FORBIDDEN'],
    ['admin@ramkoll.se', 403, 'FORBIDDEN'],
    [null, 401, 'UNAUTHENTICATED'],
  ])('%s gets %i %s, and nothing changes', async (email, status, code) => {
    const cookies = email ? await signedIn(context.app, email) : null;
    const bikeId = await registeredBike(context, owner);
    await putSale(bikeId, { salePrice: 2500 });
    const before = await saleState(bikeId);
    for (const response of [
      await putSale(bikeId, { salePrice: 1 }, cookies),
      await withdraw(bikeId, cookies),
    ]) {
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toEqual({ code });
    }
    expect(await saleState(bikeId)).toEqual(before);
  });
});

describe('GET /api/me/bikes: a pending transfer', () => {
  let receiptCounter = 0;

  async function insertReceipt(
    values: Partial<typeof ownershipReceipts.$inferInsert> & { bikeId: string; buyerId: string },
  ) {
    receiptCounter += 1;
    const [row] = await context.db
      .insert(ownershipReceipts)
      .values({
        sellerId: owner.userId,
        receiptNumber: `T-${crypto.randomUUID()}-${receiptCounter}`,
        sellerAcceptedAt: new Date(),
        ...values,
      })
      .returning({ id: ownershipReceipts.id });
    if (!row) throw new Error('no receipt');
    return row.id;
  }

  it("shows the pending receipt I started with the buyer's masked name, and nothing else", async () => {
    const buyer = await createUser(context.db, { fullName: 'Karin Köpare' });
    const [withPending, withClosed, withOthers, plain] = await Promise.all([
      registeredBike(context, owner),
      registeredBike(context, owner),
      registeredBike(context, owner),
      registeredBike(context, owner),
    ]);
    const receiptId = await insertReceipt({ bikeId: withPending, buyerId: buyer.id });
    await insertReceipt({ bikeId: withClosed, buyerId: buyer.id, status: 'declined' });
    // A receipt on my bike where I am not the seller (an earlier owner's) is not my transfer.
    await insertReceipt({ bikeId: withOthers, buyerId: buyer.id, sellerId: other.userId });

    const listed = ZMyBikesResponse.parse((await callBikes(context, owner.cookies, 'GET', '')).json()).bikes;
    const byId = new Map(listed.map((bike) => [bike.id, bike]));
    expect(byId.get(withPending)?.pendingTransfer).toEqual({ receiptId, buyerName: 'Ka*** K*****' });
    for (const bikeId of [withClosed, withOthers, plain])
      expect(byId.get(bikeId)?.pendingTransfer).toBeNull();
    // One row per bike however many receipts it has.
    expect(listed.filter((bike) => bike.id === withPending)).toHaveLength(1);
  });
});

it('documents the sale endpoints', async () => {
  const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = response.json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
  expect(paths['/api/me/bikes/{id}/sale']?.put?.summary).toBeTruthy();
  expect(paths['/api/me/bikes/{id}/sale']?.delete?.summary).toBeTruthy();
});
