import { todayIn } from '@ramkoll/shared/rules/stolen-report';
import { ZAdminBikeDetail, ZAdminBikeSearchResponse } from '@ramkoll/shared/schemas/admin-bikes';
import { ZAdminOverview } from '@ramkoll/shared/schemas/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { bikes, bikeSales } from '../../../src/db/schema/bikes.js';
import { qrStickers } from '../../../src/db/schema/stickers.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import {
  callBikes,
  emailOf,
  newCustomer,
  registeredBike,
  uniqueFrameNumber,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { storeSignedIn } from '../../store-area-helpers.js';

let context: TestContext;
let admin: Cookies;
let anna: Cookies;
let store: Cookies;
let owner: TestCustomer;
let ownerEmail: string;
let bikeId: string;
let frameNumber: string;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [admin, anna, store, owner] = await Promise.all([
    signedIn(context.app, 'admin@ramkoll.se'),
    signedIn(context.app, 'anna@ramkoll.se'),
    storeSignedIn(context),
    newCustomer(context, 1_000),
  ]);
  ownerEmail = await emailOf(context, owner);
  bikeId = await registeredBike(context, owner);
  const [row] = await context.db.select().from(bikes).where(eq(bikes.id, bikeId));
  frameNumber = row?.frameNumber ?? '';
});

afterAll(() => context.close());

function call(
  cookies: Cookies | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return context.app.inject({
    method,
    url: `/api/admin/bikes${url}`,
    ...(payload === undefined ? {} : { payload }),
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function search(q: string, extra = '') {
  const response = await call(admin, 'GET', `?q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminBikeSearchResponse.parse(response.json());
}

async function detail(id: string) {
  const response = await call(admin, 'GET', `/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminBikeDetail.parse(response.json());
}

async function auditOf(action: string, id: string) {
  return context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, id)));
}

async function bikeRow(id: string) {
  const [row] = await context.db.select().from(bikes).where(eq(bikes.id, id));
  if (!row) throw new Error('no bike');
  return row;
}

const reason = { reason: 'Ägaren ringde supporten' };

describe('access', () => {
  it.each([
    ['GET', '?q=abc'],
    ['GET', '/00000000-0000-4000-8000-000000000000'],
    ['POST', '/00000000-0000-4000-8000-000000000000/recover'],
    ['POST', '/00000000-0000-4000-8000-000000000000/end-sale'],
    ['POST', '/00000000-0000-4000-8000-000000000000/delete'],
  ] as const)('%s %s: anonymous 401, customer and store 403', async (method, url) => {
    const payload = method === 'POST' ? reason : undefined;
    const anonymous = await call(null, method, url, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    for (const cookies of [anna, store]) {
      const response = await call(cookies, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });
});

describe('search', () => {
  it('finds a bike by exact and by normalised frame number (look-alikes, separators), with the owner', async () => {
    const exact = await search(frameNumber);
    expect(exact.match).toBe('frame_number');
    expect(exact.results.map((bike) => bike.id)).toEqual([bikeId]);
    expect(exact.results[0]).toMatchObject({
      frameNumber,
      ownerEmail,
      ownerName: 'Olle Ägare',
      deleted: false,
      stolen: false,
      forSale: false,
    });
    expect(JSON.stringify(exact)).not.toContain(owner.personalNumber ?? 'none');

    const spaced = `${frameNumber.slice(0, 4)}-${frameNumber.slice(4).toLowerCase()}`;
    expect((await search(spaced)).results.map((bike) => bike.id)).toEqual([bikeId]);
  });

  it('finds a bike by its sticker code', async () => {
    const code = uniqueFrameNumber('QS');
    await context.db.insert(qrStickers).values({ code, bikeId, linkedAt: new Date() });
    const found = await search(code.toLowerCase());
    expect(found.results.map((bike) => bike.id)).toEqual([bikeId]);
  });

  it('finds the owner’s bikes by e-mail (any case) and by personnummer (any format), exact only', async () => {
    const byEmail = await search(`  ${ownerEmail.toUpperCase()} `);
    expect(byEmail.match).toBe('email');
    expect(byEmail.results.map((bike) => bike.id)).toContain(bikeId);

    const number = owner.personalNumber ?? '';
    const dashed = `${number.slice(2, 8)}-${number.slice(8)}`;
    const byNumber = await search(dashed);
    expect(byNumber.match).toBe('personal_number');
    expect(byNumber.results.map((bike) => bike.id)).toContain(bikeId);

    const longer = await search(`x${ownerEmail}`);
    expect(longer.results.map((bike) => bike.id)).not.toContain(bikeId);
    const nobody = await search('nobody-here@example.se');
    expect(nobody).toMatchObject({ match: 'email', total: 0, results: [] });
  });

  it('matches brand or model text, hidden values included, paged with a total', async () => {
    const brand = `Zq${uniqueFrameNumber('')}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = await registeredBike(context, owner);
      await context.db
        .update(bikes)
        .set({ brand, publicBrand: i !== 0 })
        .where(eq(bikes.id, id));
      ids.push(id);
    }
    const first = await search(brand.slice(1).toLowerCase(), '&pageSize=2');
    expect(first).toMatchObject({ match: 'text', total: 3, totalCapped: false, page: 1, pageSize: 2 });
    expect(first.results).toHaveLength(2);
    const second = await search(brand.slice(1).toLowerCase(), '&pageSize=2&page=2');
    expect(second.results).toHaveLength(1);
    expect([...first.results, ...second.results].map((bike) => bike.id).sort()).toEqual([...ids].sort());
    expect(first.results.every((bike) => bike.brand === brand)).toBe(true);
  });

  it('refuses a blank query and a malformed e-mail', async () => {
    for (const [q, problem] of [
      ['   ', 'query_required'],
      ['anna@', 'email_invalid'],
    ]) {
      const response = await call(admin, 'GET', `?q=${encodeURIComponent(q ?? '')}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field: 'q', problem } });
    }
  });
});

describe('detail', () => {
  it('shows every field, the owner unmasked, the history and the ledger, and audits the view', async () => {
    await context.db.update(bikes).set({ publicModel: false }).where(eq(bikes.id, bikeId));
    const before = (await auditOf('admin.bike_viewed', bikeId)).length;
    const shown = await detail(bikeId);
    expect(shown.bike).toMatchObject({ id: bikeId, frameNumber, brand: 'Crescent', model: 'Alvar' });
    expect(shown.bike.hiddenFields).toEqual(['model']);
    expect(shown.owner).toMatchObject({
      email: ownerEmail,
      fullName: 'Olle Ägare',
      personalNumber: owner.personalNumber,
      identityVerified: true,
    });
    expect(shown.history.entries.length).toBeGreaterThanOrEqual(1);
    // 1,000 granted, 100 spent on registering this bike (and more on the text-search bikes).
    expect(shown.ledger.entries.length).toBeGreaterThanOrEqual(2);
    expect(shown.ledger.entries[0]?.balanceAfter).toBe(shown.ledger.balance);
    const after = await auditOf('admin.bike_viewed', bikeId);
    expect(after).toHaveLength(before + 1);
    expect(JSON.stringify(after.at(-1)?.details)).not.toContain(owner.personalNumber ?? 'none');
  });

  it('pages the ledger', async () => {
    const first = (await detail(bikeId)).ledger;
    const response = await call(admin, 'GET', `/${bikeId}?ledgerPage=2`);
    const second = ZAdminBikeDetail.parse(response.json()).ledger;
    expect(second.page).toBe(2);
    expect(first.total).toBe(second.total);
    expect(second.entries.map((entry) => entry.id)).not.toContain(first.entries[0]?.id);
  });

  it('answers 404 BIKE_NOT_FOUND for an unknown or malformed id, with no audit row', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call(admin, 'GET', `/${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('BIKE_NOT_FOUND');
      expect(await auditOf('admin.bike_viewed', id)).toHaveLength(0);
    }
  });
});

describe('actions', () => {
  it('needs a reason of 3..500 characters, and changes nothing without one', async () => {
    const before = await bikeRow(bikeId);
    for (const [text, problem] of [
      ['', 'reason_required'],
      ['  ', 'reason_required'],
      ['ab', 'reason_too_short'],
      ['x'.repeat(501), 'reason_too_long'],
    ] as const) {
      for (const action of ['recover', 'end-sale', 'delete']) {
        const response = await call(admin, 'POST', `/${bikeId}/${action}`, { reason: text });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toEqual({
          code: 'VALIDATION_FAILED',
          details: { field: 'reason', problem },
        });
      }
    }
    expect(await bikeRow(bikeId)).toEqual(before);
  });

  it('marks a stolen bike recovered, with an audited reason; refuses BIKE_NOT_STOLEN after', async () => {
    const id = await registeredBike(context, owner);
    const notStolen = await call(admin, 'POST', `/${id}/recover`, reason);
    expect(notStolen.statusCode).toBe(409);
    expect(errorOf(notStolen).code).toBe('BIKE_NOT_STOLEN');

    const theft = { stolenDate: todayIn(new Date()), location: 'Stortorget, Malmö' };
    const reported = await callBikes(context, owner.cookies, 'POST', `/${id}/stolen`, theft);
    expect(reported.statusCode, reported.body).toBe(200);
    const recovered = await call(admin, 'POST', `/${id}/recover`, reason);
    expect(recovered.statusCode, recovered.body).toBe(200);
    const row = await bikeRow(id);
    expect(row.stolenStatus).toBeNull();
    expect(row.recoveredAt).not.toBeNull();
    expect(row.stolenDate).toBe(theft.stolenDate);
    const audits = await auditOf('admin.bike_recovered', id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({ reason: reason.reason });

    const again = await call(admin, 'POST', `/${id}/recover`, reason);
    expect(errorOf(again).code).toBe('BIKE_NOT_STOLEN');
    expect(await auditOf('admin.bike_recovered', id)).toHaveLength(1);
  });

  it('ends an active sale with an audited reason; refuses SALE_NOT_FOUND when not for sale', async () => {
    const id = await registeredBike(context, owner);
    const notForSale = await call(admin, 'POST', `/${id}/end-sale`, reason);
    expect(notForSale.statusCode).toBe(404);
    expect(errorOf(notForSale).code).toBe('SALE_NOT_FOUND');

    const put = await callBikes(context, owner.cookies, 'PUT', `/${id}/sale`, { salePrice: 3000 });
    expect(put.statusCode, put.body).toBe(200);
    expect((await detail(id)).bike).toMatchObject({ forSale: true, salePrice: 3000 });
    const ended = await call(admin, 'POST', `/${id}/end-sale`, reason);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await bikeRow(id)).status).toBeNull();
    const sales = await context.db.select().from(bikeSales).where(eq(bikeSales.bikeId, id));
    expect(sales.map((sale) => [sale.isActive, sale.closedAt !== null])).toEqual([[false, true]]);
    expect(await auditOf('admin.sale_ended', id)).toHaveLength(1);

    const again = await call(admin, 'POST', `/${id}/end-sale`, reason);
    expect(errorOf(again).code).toBe('SALE_NOT_FOUND');
  });

  it('soft-deletes a bike (its sale closes), which the admin still finds marked deleted', async () => {
    const id = await registeredBike(context, owner);
    const put = await callBikes(context, owner.cookies, 'PUT', `/${id}/sale`, { salePrice: 2000 });
    expect(put.statusCode, put.body).toBe(200);
    const deleted = await call(admin, 'POST', `/${id}/delete`, reason);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const row = await bikeRow(id);
    expect(row.deletedAt).not.toBeNull();
    expect(row.status).toBeNull();
    const active = await context.db
      .select()
      .from(bikeSales)
      .where(and(eq(bikeSales.bikeId, id), eq(bikeSales.isActive, true)));
    expect(active).toEqual([]);
    const audits = await auditOf('admin.bike_deleted', id);
    expect(audits.map((audit) => audit.details)).toEqual([{ reason: reason.reason }]);

    // The owner no longer has it; the admin finds it by frame number and opens it.
    const mine = await callBikes(context, owner.cookies, 'GET', '');
    expect(mine.body).not.toContain(id);
    const found = await search(row.frameNumber);
    expect(found.results).toEqual([expect.objectContaining({ id, deleted: true })]);
    const shown = await detail(id);
    expect(shown.bike.deletedAt).not.toBeNull();
    expect(shown.history.entries.length).toBeGreaterThanOrEqual(1);

    const again = await call(admin, 'POST', `/${id}/delete`, reason);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('BIKE_ALREADY_DELETED');
    expect(await auditOf('admin.bike_deleted', id)).toHaveLength(1);
  });

  it('refuses to delete a stolen bike (BIKE_STOLEN) and answers 404 for an unknown one', async () => {
    const id = await registeredBike(context, owner);
    const theft = { stolenDate: todayIn(new Date()), location: 'Stortorget, Malmö' };
    expect((await callBikes(context, owner.cookies, 'POST', `/${id}/stolen`, theft)).statusCode).toBe(200);
    const refused = await call(admin, 'POST', `/${id}/delete`, reason);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'BIKE_STOLEN', details: { action: 'delete' } });
    expect((await bikeRow(id)).deletedAt).toBeNull();

    const unknown = await call(admin, 'POST', '/00000000-0000-4000-8000-000000000000/delete', reason);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('BIKE_NOT_FOUND');
  });

  it('shows the action on the dashboard’s latest admin actions', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      cookies: accessOnly(admin),
    });
    const overview = ZAdminOverview.parse(response.json());
    expect(overview.latestActions.map((action) => action.action)).toContain('admin.bike_deleted');
  });
});
