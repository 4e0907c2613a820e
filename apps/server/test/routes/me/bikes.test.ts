import { todayIn } from '@ramkoll/shared/rules/stolen-report';
import { ZMyBikeResponse, ZMyBikesResponse, type MyBike } from '@ramkoll/shared/schemas/bike';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/accounts.js';
import { demoStore } from '../../../src/db/seed/demo-accounts.js';
import { bikes, bikeSales } from '../../../src/db/schema/bikes.js';
import { ownershipEvents } from '../../../src/db/schema/ownership.js';
import { errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { callBikes, newCustomer, registeredBike, type TestCustomer } from '../../bike-helpers.js';
import { createFileRow } from '../../factories.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
let owner: TestCustomer;
let other: TestCustomer;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  owner = await newCustomer(context, 10_000);
  other = await newCustomer(context, 100);
});

afterAll(() => context.close());

// The bikes here are registered today: a theft can be no earlier (stolen_date_before_registration).
const theft = () => ({
  stolenDate: todayIn(new Date()),
  location: 'Cykelstället vid Centralstationen, Lund',
});

function myBike(response: { json: () => unknown }): MyBike {
  return ZMyBikeResponse.parse(response.json()).bike;
}

async function bikeRow(bikeId: string) {
  const [row] = await context.db.select().from(bikes).where(eq(bikes.id, bikeId));
  return row;
}

describe('GET /api/me/bikes', () => {
  it("lists only my live bikes, newest first, and never another customer's", async () => {
    const older = await registeredBike(context, owner);
    const newer = await registeredBike(context, owner);
    const othersBike = await registeredBike(context, other);

    const mine = ZMyBikesResponse.parse((await callBikes(context, owner.cookies, 'GET', '')).json());
    const ids = mine.bikes.map((bike) => bike.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(othersBike);

    const theirs = ZMyBikesResponse.parse((await callBikes(context, other.cookies, 'GET', '')).json());
    expect(theirs.bikes.map((bike) => bike.id)).toEqual([othersBike]);
  });

  it("shows the seeded owner's bikes, with the store that registered one", async () => {
    const anna = await signedIn(context.app, 'anna@ramkoll.se');
    const response = await callBikes(context, anna, 'GET', '');
    expect(response.statusCode).toBe(200);
    const { bikes: listed } = ZMyBikesResponse.parse(response.json());
    const [annaRow] = await context.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'anna@ramkoll.se'));
    const [stored] = await context.db
      .select({ n: count() })
      .from(bikes)
      .where(eq(bikes.ownerId, annaRow?.id ?? ''));
    expect(listed).toHaveLength(stored?.n ?? -1);
    expect(listed.some((bike) => bike.registeredByStoreName === demoStore.name)).toBe(true);
    expect(listed.some((bike) => bike.stolen && bike.stolenDate && bike.stolenLocationDetails)).toBe(true);
    expect(listed.some((bike) => bike.forSale)).toBe(true);
  });

  it('every seeded bike has its registration in the history', async () => {
    const withoutRegistration = await context.db
      .select({ id: bikes.id })
      .from(bikes)
      .leftJoin(
        ownershipEvents,
        and(eq(ownershipEvents.bikeId, bikes.id), eq(ownershipEvents.eventType, 'registration')),
      )
      .where(isNull(ownershipEvents.id));
    expect(withoutRegistration).toEqual([]);
  });
});

describe('PATCH /api/me/bikes/:id', () => {
  it('changes only the fields sent, sanitised; null clears; privacy flags one by one', async () => {
    const bikeId = await registeredBike(context, owner);
    const response = await callBikes(context, owner.cookies, 'PATCH', `/${bikeId}`, {
      bikeName: '  Vardagscykeln ',
      description: '<img src=x onerror=alert(1)>Nyservad',
      color: null,
      city: '   ',
      bikeType: 'gravel',
      privacy: { color: false, bikePhoto: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(myBike(response)).toMatchObject({
      bikeName: 'Vardagscykeln',
      description: '<img src=x >Nyservad',
      color: null,
      city: null,
      brand: 'Crescent',
      model: 'Alvar',
      bikeType: 'gravel',
      privacy: {
        bikeName: true,
        brand: true,
        model: true,
        color: false,
        description: true,
        bikePhoto: false,
      },
    });
  });

  it('changes the photo to my own upload, refuses anyone else’s, and clears it with null', async () => {
    const bikeId = await registeredBike(context, owner);
    const photo = await createFileRow(context.db, { ownerUserId: owner.userId, bucket: 'bike-photos' });
    const changed = await callBikes(context, owner.cookies, 'PATCH', `/${bikeId}`, {
      bikePhotoFileId: photo,
    });
    expect(myBike(changed).photoUrl).toBe(`/api/files/${photo}`);

    const othersPhoto = await createFileRow(context.db, { ownerUserId: other.userId, bucket: 'bike-photos' });
    const refused = await callBikes(context, owner.cookies, 'PATCH', `/${bikeId}`, {
      bikePhotoFileId: othersPhoto,
    });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused)).toEqual({ code: 'FILE_NOT_FOUND' });
    expect((await bikeRow(bikeId))?.bikePhotoFileId).toBe(photo);

    const cleared = await callBikes(context, owner.cookies, 'PATCH', `/${bikeId}`, { bikePhotoFileId: null });
    expect(myBike(cleared).photoUrl).toBeNull();
  });
});

describe('stolen bikes', () => {
  it('report stolen → edit and delete refused with BIKE_STOLEN → recovered → editable again', async () => {
    const bikeId = await registeredBike(context, owner);
    const report = { ...theft(), policeReportNumber: ' K123456-26 ' };
    const reported = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/stolen`, report);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(myBike(reported)).toMatchObject({
      stolen: true,
      stolenDate: report.stolenDate,
      stolenLocationDetails: report.location,
      policeReportNumber: 'K123456-26',
    });

    const edit = await callBikes(context, owner.cookies, 'PATCH', `/${bikeId}`, { bikeName: 'Ny' });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit)).toEqual({ code: 'BIKE_STOLEN', details: { action: 'edit' } });
    const remove = await callBikes(context, owner.cookies, 'DELETE', `/${bikeId}`);
    expect(remove.statusCode).toBe(409);
    expect(errorOf(remove)).toEqual({ code: 'BIKE_STOLEN', details: { action: 'delete' } });
    expect(await bikeRow(bikeId)).toMatchObject({ bikeName: null, deletedAt: null, stolenStatus: 'stolen' });

    const again = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/stolen`, theft());
    expect(errorOf(again)).toEqual({ code: 'BIKE_ALREADY_STOLEN' });

    const recovered = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/recovered`);
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(myBike(recovered)).toMatchObject({
      stolen: false,
      stolenDate: null,
      stolenLocationDetails: null,
      policeReportNumber: null,
    });
    expect((await bikeRow(bikeId))?.recoveredAt).toBeInstanceOf(Date);
    const twice = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/recovered`);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toEqual({ code: 'BIKE_NOT_STOLEN' });

    const editAfter = await callBikes(context, owner.cookies, 'PATCH', `/${bikeId}`, { bikeName: 'Ny' });
    expect(myBike(editAfter).bikeName).toBe('Ny');
  });

  it.each([
    [{ stolenDate: '2099-01-01' }, 'stolenDate', 'stolen_date_in_future'],
    [{ stolenDate: '2025-02-30' }, 'stolenDate', 'stolen_date_invalid'],
    [{ stolenDate: '2025-06-01' }, 'stolenDate', 'stolen_date_before_registration'],
    [{ location: ' x ' }, 'location', 'stolen_location_too_short'],
    [{ policeReportNumber: 'K'.repeat(51) }, 'policeReportNumber', 'police_report_number_too_long'],
  ])('refuses the report %j with 400 %s/%s and leaves the bike as it was', async (change, field, problem) => {
    const bikeId = await registeredBike(context, owner);
    const response = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/stolen`, {
      ...theft(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
    expect((await bikeRow(bikeId))?.stolenStatus).toBeNull();
  });

  it('closes an open sale when a bike for sale is reported stolen', async () => {
    const anna = await signedIn(context.app, 'anna@ramkoll.se');
    const { bikes: listed } = ZMyBikesResponse.parse((await callBikes(context, anna, 'GET', '')).json());
    const forSale = listed.find((bike) => bike.forSale && !bike.stolen);
    if (!forSale) throw new Error('the seed has a bike for sale of Anna');
    const response = await callBikes(context, anna, 'POST', `/${forSale.id}/stolen`, theft());
    expect(myBike(response)).toMatchObject({ stolen: true, forSale: false });
    const open = await context.db.select().from(bikeSales).where(eq(bikeSales.bikeId, forSale.id));
    expect(open.every((sale) => !sale.isActive && sale.closedAt)).toBe(true);
  });
});

describe('DELETE /api/me/bikes/:id', () => {
  it('soft-deletes: gone from my list, the row and its history kept', async () => {
    const bikeId = await registeredBike(context, owner);
    const response = await callBikes(context, owner.cookies, 'DELETE', `/${bikeId}`);
    expect(response.statusCode).toBe(204);
    const { bikes: listed } = ZMyBikesResponse.parse(
      (await callBikes(context, owner.cookies, 'GET', '')).json(),
    );
    expect(listed.map((bike) => bike.id)).not.toContain(bikeId);
    expect((await bikeRow(bikeId))?.deletedAt).toBeInstanceOf(Date);
    const events = await context.db.select().from(ownershipEvents).where(eq(ownershipEvents.bikeId, bikeId));
    expect(events).toHaveLength(1);

    const again = await callBikes(context, owner.cookies, 'DELETE', `/${bikeId}`);
    expect(errorOf(again)).toEqual({ code: 'BIKE_NOT_FOUND' });
    const edit = await callBikes(context, owner.cookies, 'PATCH', `/${bikeId}`, { bikeName: 'x' });
    expect(errorOf(edit)).toEqual({ code: 'BIKE_NOT_FOUND' });
  });
});

describe('PUT /api/me/bikes/:id/battery-stolen', () => {
  it('flags and clears a stolen battery', async () => {
    const bikeId = await registeredBike(context, owner);
    const flagged = await callBikes(context, owner.cookies, 'PUT', `/${bikeId}/battery-stolen`, {
      stolen: true,
    });
    expect(myBike(flagged)).toMatchObject({ batteryStolen: true, stolen: false });
    const cleared = await callBikes(context, owner.cookies, 'PUT', `/${bikeId}/battery-stolen`, {
      stolen: false,
    });
    expect(myBike(cleared).batteryStolen).toBe(false);
  });
});

describe('who may', () => {
  const changes = (bikeId: string) =>
    [
      ['PATCH', `/${bikeId}`, { bikeName: 'Min nu' }],
      ['DELETE', `/${bikeId}`, undefined],
      ['POST', `/${bikeId}/stolen`, theft()],
      ['POST', `/${bikeId}/recovered`, undefined],
      ['PUT', `/${bikeId}/battery-stolen`, { stolen: true }],
    ] as const;

  it('another customer cannot change my bike: 404 BIKE_NOT_FOUND, nothing changed', async () => {
    const bikeId = await registeredBike(context, owner);
    const before = await bikeRow(bikeId);
    for (const [method, path, payload] of changes(bikeId)) {
      const response = await callBikes(context, other.cookies, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'BIKE_NOT_FOUND' });
    }
    expect(await bikeRow(bikeId)).toEqual(before);
  });

  it('a made-up bike id is 404 too', async () => {
    const response = await callBikes(context, owner.cookies, 'PATCH', `/${crypto.randomUUID()}`, {
      bikeName: 'x',
    });
    expect(errorOf(response)).toEqual({ code: 'BIKE_NOT_FOUND' });
  });

  const everyRoute = (bikeId: string) =>
    [
      ['GET', '', undefined],
      ['POST', '', { frameNumber: 'ABC123456', bikeType: 'herr', receiptFileId: null }],
      ['POST', '/frame-number-check', { frameNumber: 'ABC123456' }],
      ...changes(bikeId),
    ] as const;

  it.each([
    ['butik@ramkoll.se', 403, 'FORBIDDEN'],
    ['admin@ramkoll.se', 403, 'FORBIDDEN'],
    [null, 401, 'UNAUTHENTICATED'],
  ])('%s gets %i %s on every bike route, and nothing changes', async (email, status, code) => {
    const cookies: Cookies | null = email ? await signedIn(context.app, email) : null;
    const bikeId = await registeredBike(context, owner);
    const before = await bikeRow(bikeId);
    for (const [method, path, payload] of everyRoute(bikeId)) {
      const response = await callBikes(context, cookies, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(status);
      expect(errorOf(response)).toEqual({ code });
    }
    expect(await bikeRow(bikeId)).toEqual(before);
  });
});

it('documents every bike endpoint', async () => {
  const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = response.json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
  for (const [path, method] of [
    ['/api/me/bikes/', 'get'],
    ['/api/me/bikes/', 'post'],
    ['/api/me/bikes/frame-number-check', 'post'],
    ['/api/me/bikes/{id}', 'patch'],
    ['/api/me/bikes/{id}', 'delete'],
    ['/api/me/bikes/{id}/stolen', 'post'],
    ['/api/me/bikes/{id}/recovered', 'post'],
    ['/api/me/bikes/{id}/battery-stolen', 'put'],
  ] as const) {
    expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
  }
});
