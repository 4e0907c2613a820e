import { ZBikeListResponse, ZSearchBike, type BikeListResponse } from '@ramkoll/shared/schemas/search';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { openDatabase, type Database } from '../../../src/db/client.js';
import { bikes } from '../../../src/db/schema/bikes.js';
import { changesNoBike } from '../../../src/plugins/stolen-list.js';
import { accessOnly, refreshOnly, type Cookies } from '../../auth-helpers.js';
import { callApi, callBikes, newCustomer, registeredBike, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, testAppConfig, testDatabaseKind, type TestContext } from '../../helper.js';

// Decision 062: the stolen list's pages are answered from memory, and any change to a stolen bike
// reaches the next answer: at once through this instance, within moments through any other.
let context: TestContext;
let owner: TestCustomer;
let viewer: TestCustomer;

beforeAll(async () => {
  context = await createTestContext();
  owner = await newCustomer(context, 1_000);
  viewer = await newCustomer(context);
});

afterAll(() => context.close());

const firstPage = '/api/bikes/stolen?pageSize=50';

async function stolenList(
  cookies: Cookies,
  url = firstPage,
  app: FastifyInstance = context.app,
): Promise<BikeListResponse> {
  const response = await app.inject({ method: 'GET', url, cookies: accessOnly(cookies) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return ZBikeListResponse.parse(response.json());
}

async function reportStolen(bikeId: string): Promise<void> {
  const response = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/stolen`, {
    stolenDate: new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date()),
    location: 'Utanför stationen',
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The list once `holds` is true of it: within 2 s, or the last answer. */
async function settlesTo(
  cookies: Cookies,
  holds: (list: BikeListResponse) => boolean,
  app: FastifyInstance = context.app,
): Promise<BikeListResponse> {
  const until = Date.now() + 2_000;
  let list = await stolenList(cookies, firstPage, app);
  while (!holds(list) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    list = await stolenList(cookies, firstPage, app);
  }
  return list;
}

const lists = (bikeId: string) => (list: BikeListResponse) => list.bikes.some((bike) => bike.id === bikeId);

describe('changesNoBike', () => {
  it('spares only routes that write nothing to bikes', () => {
    for (const route of [
      '/api/auth/refresh',
      '/api/auth/sign-in',
      '/api/me/messages/reply',
      '/api/me/notifications/read',
      '/api/me/uploads/:bucket',
      '/api/me/analysis/receipt',
      '/api/me/language',
      '/api/me/profile',
      '/api/bikes/:id/messages',
    ]) {
      expect(changesNoBike(route), route).toBe(true);
    }
    for (const route of [
      undefined,
      '/api/me/delete-account',
      '/api/me/bikes',
      '/api/me/bikes/:id/stolen',
      '/api/me/receipts/:id/accept',
      '/api/me/recovery-reports/:id/confirm',
      '/api/bikes/:id/recovery-reports',
      '/api/admin/bikes/:id',
      '/api/store/registrations',
      '/api/me/messages-archive',
    ]) {
      expect(changesNoBike(route), String(route)).toBe(false);
    }
  });
});

describe('the stolen list from memory', () => {
  it('answers a page from memory, with isMine only for the bikes the viewer owns', async () => {
    const bikeId = await registeredBike(context, owner);
    await reportStolen(bikeId);
    const seen = await stolenList(viewer.cookies);
    expect(context.app.stolenList.size).toBeGreaterThan(0);
    expect(await stolenList(viewer.cookies)).toEqual(seen);
    const mine = await stolenList(owner.cookies);
    expect(mine.bikes.find((bike) => bike.id === bikeId)?.isMine).toBe(true);
    expect(mine.bikes.filter((bike) => bike.isMine).map((bike) => bike.id)).toEqual([bikeId]);
    expect(seen.bikes.find((bike) => bike.id === bikeId)).toMatchObject({ isMine: false, stolen: true });
    expect((await stolenList(viewer.cookies)).bikes.every((bike) => !bike.isMine)).toBe(true);
    for (const bike of seen.bikes)
      expect(Object.keys(bike).sort()).toEqual(Object.keys(ZSearchBike.shape).sort());
  });

  it('shows a theft and a recovery reported through this instance at once', async () => {
    const bikeId = await registeredBike(context, owner);
    const before = await stolenList(viewer.cookies);
    await reportStolen(bikeId);
    // No wait: the instance forgot its pages before its answer to the report left.
    const after = await stolenList(viewer.cookies);
    expect(after.bikes.map((bike) => bike.id)).toContain(bikeId);
    expect(after.total).toBe(before.total + 1);
    const battery = await callBikes(context, owner.cookies, 'PUT', `/${bikeId}/battery-stolen`, {
      stolen: true,
    });
    expect(battery.statusCode, battery.body).toBe(200);
    expect((await stolenList(viewer.cookies)).bikes.find((bike) => bike.id === bikeId)?.batteryStolen).toBe(
      true,
    );
    const recovered = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/recovered`, {});
    expect(recovered.statusCode, recovered.body).toBe(200);
    const afterRecovery = await stolenList(viewer.cookies);
    expect(afterRecovery.bikes.map((bike) => bike.id)).not.toContain(bikeId);
    expect(afterRecovery.total).toBe(before.total);
  });

  it('keeps its pages through requests that change no bike, and forgets them on any other', async () => {
    const reader = await newCustomer(context);
    await stolenList(viewer.cookies);
    expect(context.app.stolenList.size).toBeGreaterThan(0);
    const kept = [
      await callApi(context, reader.cookies, 'POST', '/api/me/notifications/read', {}),
      await callApi(context, reader.cookies, 'PUT', '/api/me/language', { language: 'en' }),
      await context.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: refreshOnly(reader.cookies),
      }),
    ];
    for (const response of kept) expect(response.statusCode, response.body).toBeLessThan(300);
    expect(context.app.stolenList.size).toBeGreaterThan(0);
    // A route that is not known to change no bike (here one that does not exist) forgets them.
    await callApi(context, reader.cookies, 'POST', '/api/me/no-such-route', {});
    expect(context.app.stolenList.size).toBe(0);
  });

  it('follows a change written to the database by anyone else (another instance, an admin tool)', async () => {
    const bikeId = await registeredBike(context, owner);
    await reportStolen(bikeId);
    expect((await stolenList(viewer.cookies)).bikes.find((bike) => bike.id === bikeId)?.brand).toBe(
      'Crescent',
    );
    await context.db.update(bikes).set({ publicBrand: false }).where(eq(bikes.id, bikeId));
    const hidden = await settlesTo(
      viewer.cookies,
      (list) => list.bikes.find((bike) => bike.id === bikeId)?.brand === 'Dold',
    );
    expect(hidden.bikes.find((bike) => bike.id === bikeId)?.brand).toBe('Dold');
    await context.db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, bikeId));
    const gone = await settlesTo(viewer.cookies, (list) => !lists(bikeId)(list));
    expect(gone.bikes.map((bike) => bike.id)).not.toContain(bikeId);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two server instances on one PostgreSQL', () => {
  let second: { app: FastifyInstance; database: Database } | null = null;

  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it('a theft reported through one instance reaches the other', async () => {
    const database = await openDatabase({ databaseUrl: context.databaseUrl ?? '', poolSize: 2 });
    const app = await buildApp(testAppConfig({ dataEncryptionKey: context.dataEncryptionKey }), {
      db: database.db,
      listen: database.listen,
    });
    second = { app, database };
    const bikeId = await registeredBike(context, owner);
    expect((await stolenList(viewer.cookies, firstPage, app)).bikes.map((bike) => bike.id)).not.toContain(
      bikeId,
    );
    expect(app.stolenList.size).toBe(1);
    await reportStolen(bikeId);
    const reached = await settlesTo(viewer.cookies, lists(bikeId), app);
    expect(reached.bikes.map((bike) => bike.id)).toContain(bikeId);
  });
});
