import { randomBytes, randomUUID } from 'node:crypto';
import { ZBikeHistoryResponse, type BikeHistoryResponse } from '@ramkoll/shared/schemas/history';
import { ZUploadedFile } from '@ramkoll/shared/schemas/upload';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../../src/db/schema/bikes.js';
import { ownershipEvents } from '../../../src/db/schema/ownership.js';
import { DEMO_STAFF_CODE, demoAccounts, demoStore } from '../../../src/db/seed/demo-accounts.js';
import { demoBikes, STORE_REGISTERED_INDEX, TRANSFERRED_INDEX } from '../../../src/db/seed/demo-bikes.js';
import { accessOnly, errorOf, sessionUserOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { newCustomer, registeredBike, type TestCustomer } from '../../bike-helpers.js';
import { createUser } from '../../factories.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { testImage, uploadFile } from '../../upload-helpers.js';

let context: TestContext;
let anna: Cookies;
let erik: Cookies;
let admin: Cookies;
/** The demo store with its staff code confirmed, and a second session of it without. */
let store: Cookies;
let storeWithoutCode: Cookies;
let stranger: TestCustomer;
let annaId: string;
let erikId: string;
let storeId: string;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [anna, erik, admin, store, storeWithoutCode] = await Promise.all([
    signedIn(context.app, 'anna@ramkoll.se'),
    signedIn(context.app, 'erik@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
    signedIn(context.app, 'butik@ramkoll.se'),
    signedIn(context.app, 'butik@ramkoll.se'),
  ]);
  const staffCode = await context.app.inject({
    method: 'POST',
    url: '/api/auth/staff-code',
    payload: { code: DEMO_STAFF_CODE },
    cookies: accessOnly(store),
  });
  expect(staffCode.statusCode, staffCode.body).toBe(200);
  annaId = (await sessionUserOf(context.app, anna)).id;
  erikId = (await sessionUserOf(context.app, erik)).id;
  const storeUser = await sessionUserOf(context.app, store);
  if (!storeUser.store) throw new Error('the demo store account has no store');
  storeId = storeUser.store.id;
  stranger = await newCustomer(context, 100);
});

afterAll(() => context.close());

function getHistory(bikeId: string, cookies: Cookies | null) {
  return context.app.inject({
    method: 'GET',
    url: `/api/bikes/${bikeId}/history`,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function historyFor(bikeId: string, cookies: Cookies): Promise<BikeHistoryResponse> {
  const response = await getHistory(bikeId, cookies);
  expect(response.statusCode, response.body).toBe(200);
  return ZBikeHistoryResponse.parse(response.json());
}

async function uploadReceipt(cookies: Cookies): Promise<string> {
  const response = await uploadFile(context.app, cookies, 'receipts', { bytes: await testImage('jpeg') });
  expect(response.statusCode, response.body).toBe(201);
  return ZUploadedFile.parse(response.json()).id;
}

function readFile(url: string, cookies: Cookies) {
  return context.app.inject({ method: 'GET', url, cookies: accessOnly(cookies) });
}

async function seededBikeId(index: number): Promise<string> {
  const frameNumber = demoBikes()[index]?.frameNumber ?? '';
  const [bike] = await context.db
    .select({ id: bikes.id })
    .from(bikes)
    .where(eq(bikes.frameNumber, frameNumber));
  if (!bike) throw new Error(`no seeded bike ${frameNumber}`);
  return bike.id;
}

/**
 * Registered at the demo store for Anna with her receipt, then sold to Erik with a receipt of
 * its own. The events go in newest first, so the order must come from their dates.
 */
async function soldBike(options: { publicBikeName?: boolean } = {}) {
  const registrationReceipt = await uploadReceipt(anna);
  const transferReceipt = await uploadReceipt(anna);
  const [bike] = await context.db
    .insert(bikes)
    .values({
      ownerId: erikId,
      frameNumber: `HIST${randomBytes(5).toString('hex').toUpperCase()}`,
      bikeName: 'Pendlaren',
      publicBikeName: options.publicBikeName ?? false,
      receiptFileId: registrationReceipt,
      registeredByStoreId: storeId,
    })
    .returning({ id: bikes.id, frameNumber: bikes.frameNumber });
  if (!bike) throw new Error('insert returned nothing');
  await context.db.insert(ownershipEvents).values({
    bikeId: bike.id,
    eventType: 'transfer',
    ownerUserId: erikId,
    ownerName: 'Erik Svensson',
    purchasePrice: 8500,
    receiptNumber: 'RK-HIST-0002',
    receiptFileId: transferReceipt,
    eventDate: new Date('2024-09-15T08:30:00.000Z'),
  });
  await context.db.insert(ownershipEvents).values({
    bikeId: bike.id,
    eventType: 'registration',
    registrationType: 'store',
    ownerUserId: annaId,
    ownerName: 'Anna Andersson',
    storeId,
    purchasePrice: 21995,
    receiptNumber: 'CH-HIST-0001',
    warrantyEndDate: '2026-03-01',
    receiptFileId: registrationReceipt,
    eventDate: new Date('2024-03-01T10:00:00.000Z'),
  });
  return {
    bikeId: bike.id,
    frameNumber: bike.frameNumber,
    registrationUrl: `/api/files/${registrationReceipt}`,
    transferUrl: `/api/files/${transferReceipt}`,
  };
}

function receiptUrls(history: BikeHistoryResponse) {
  return history.entries.map((entry) => [entry.receiptPhotoUrl, entry.purchaseDetails?.receiptPhotoUrl]);
}

describe('GET /api/bikes/:id/history', () => {
  it('lists the owners in date order with masked names, each period ending where the next begins', async () => {
    const sold = await soldBike();
    const history = await historyFor(sold.bikeId, stranger.cookies);

    expect(history).toMatchObject({ bikeId: sold.bikeId, frameNumber: sold.frameNumber, ownerCount: 2 });
    expect(history.entries).toEqual([
      {
        ownerName: 'An** A********',
        startDate: '2024-03-01T10:00:00.000Z',
        endDate: '2024-09-15T08:30:00.000Z',
        isCurrent: false,
        isVerified: true,
        acquisitionType: 'registration',
        registrationType: 'store',
        storeInfo: {
          storeName: demoStore.name,
          storeChain: demoStore.chain,
          storeLocationId: demoStore.locationId,
          storePhone: demoStore.phone,
          storeAddress: `${demoStore.address}, ${demoStore.postalCode} ${demoStore.city}`,
          organizationNumber: demoStore.organizationNumber,
          storeContactInfo: demoStore.contactInfo,
        },
        purchaseDetails: {
          purchasePrice: 21995,
          receiptNumber: 'CH-HIST-0001',
          warrantyEndDate: '2026-03-01',
          receiptPhotoUrl: null,
        },
        receiptPhotoUrl: null,
        receiptVerified: true,
      },
      {
        ownerName: 'Er** S*******',
        startDate: '2024-09-15T08:30:00.000Z',
        endDate: null,
        isCurrent: true,
        isVerified: true,
        acquisitionType: 'transfer',
        registrationType: null,
        storeInfo: null,
        purchaseDetails: {
          purchasePrice: 8500,
          receiptNumber: 'RK-HIST-0002',
          warrantyEndDate: null,
          receiptPhotoUrl: null,
        },
        receiptPhotoUrl: null,
        receiptVerified: true,
      },
    ]);
  });

  it('never sends a full name, an e-mail or a personnummer of an owner', async () => {
    const sold = await soldBike();
    for (const cookies of [stranger.cookies, erik, admin, store]) {
      const body = (await getHistory(sold.bikeId, cookies)).body;
      for (const account of demoAccounts.filter(({ key }) => key === 'anna' || key === 'erik')) {
        expect(body).not.toContain(account.fullName);
        expect(body).not.toContain(account.fullName.split(' ')[0]);
        expect(body).not.toContain(account.fullName.split(' ')[1]);
        expect(body).not.toContain(account.email);
        expect(body).not.toContain(account.personalNumber);
        expect(body).not.toContain(account.personalNumber.slice(2));
      }
      expect(body).not.toContain(annaId);
      expect(body).not.toContain(erikId);
    }
  });

  it('shows the bike name only when the owner makes it public', async () => {
    const hidden = await soldBike({ publicBikeName: false });
    expect((await historyFor(hidden.bikeId, stranger.cookies)).bikeName).toBeNull();
    expect((await getHistory(hidden.bikeId, stranger.cookies)).body).not.toContain('Pendlaren');
    const shown = await soldBike({ publicBikeName: true });
    expect((await historyFor(shown.bikeId, stranger.cookies)).bikeName).toBe('Pendlaren');
  });

  describe('receipt photos', () => {
    it('keeps every receipt shut to the current owner who uploaded none of them: verified, no link', async () => {
      const sold = await soldBike();
      const history = await historyFor(sold.bikeId, erik);
      expect(receiptUrls(history)).toEqual([
        [null, null],
        [null, null],
      ]);
      expect(history.entries.map((entry) => entry.receiptVerified)).toEqual([true, true]);
      expect((await getHistory(sold.bikeId, erik)).body).not.toContain('/api/files/');
      expect((await readFile(sold.registrationUrl, erik)).statusCode).toBe(404);
      expect((await readFile(sold.transferUrl, erik)).statusCode).toBe(404);
    });

    it('opens them to admins', async () => {
      const sold = await soldBike();
      expect(receiptUrls(await historyFor(sold.bikeId, admin))).toEqual([
        [sold.registrationUrl, sold.registrationUrl],
        [sold.transferUrl, sold.transferUrl],
      ]);
    });

    it('shows another customer only that the receipts were verified, and the files stay closed', async () => {
      const sold = await soldBike();
      const history = await historyFor(sold.bikeId, stranger.cookies);
      expect(receiptUrls(history)).toEqual([
        [null, null],
        [null, null],
      ]);
      expect(history.entries.map((entry) => entry.receiptVerified)).toEqual([true, true]);
      expect((await getHistory(sold.bikeId, stranger.cookies)).body).not.toContain('/api/files/');
      expect((await readFile(sold.registrationUrl, stranger.cookies)).statusCode).toBe(404);
    });

    it('opens to a former owner the receipts they uploaded, and the files really open', async () => {
      const sold = await soldBike();
      expect(receiptUrls(await historyFor(sold.bikeId, anna))).toEqual([
        [sold.registrationUrl, sold.registrationUrl],
        [sold.transferUrl, sold.transferUrl],
      ]);
      expect((await readFile(sold.registrationUrl, anna)).statusCode).toBe(200);
      expect((await readFile(sold.transferUrl, anna)).statusCode).toBe(200);
    });

    it("opens to the store only its own entry's receipt, once its staff code is confirmed", async () => {
      const sold = await soldBike();
      expect(receiptUrls(await historyFor(sold.bikeId, store))).toEqual([
        [sold.registrationUrl, sold.registrationUrl],
        [null, null],
      ]);
      expect((await readFile(sold.registrationUrl, store)).statusCode).toBe(200);
      expect(receiptUrls(await historyFor(sold.bikeId, storeWithoutCode))).toEqual([
        [null, null],
        [null, null],
      ]);
    });
  });

  it("starts with the owner's own registration of a new bike: self, verified, current, their receipt", async () => {
    const owner = await newCustomer(context, 100);
    const bikeId = await registeredBike(context, owner);
    const [bike] = await context.db
      .select({ receiptFileId: bikes.receiptFileId })
      .from(bikes)
      .where(eq(bikes.id, bikeId));

    const own = await historyFor(bikeId, owner.cookies);
    expect(own.ownerCount).toBe(1);
    expect(own.entries).toEqual([
      expect.objectContaining({
        ownerName: 'Ol** Ä****',
        endDate: null,
        isCurrent: true,
        isVerified: true,
        acquisitionType: 'registration',
        registrationType: 'self',
        storeInfo: null,
        receiptPhotoUrl: `/api/files/${bike?.receiptFileId}`,
        receiptVerified: true,
      }),
    ]);
    const seen = await historyFor(bikeId, stranger.cookies);
    expect(seen.entries[0]).toMatchObject({
      receiptPhotoUrl: null,
      purchaseDetails: null,
      receiptVerified: true,
    });
  });

  it('marks an owner whose identity was never checked as not verified', async () => {
    const unchecked = await createUser(context.db, { fullName: 'Ingrid Okänd' });
    const [bike] = await context.db
      .insert(bikes)
      .values({ ownerId: unchecked.id, frameNumber: `HIST${randomBytes(5).toString('hex').toUpperCase()}` })
      .returning({ id: bikes.id });
    await context.db.insert(ownershipEvents).values({
      bikeId: bike?.id ?? '',
      eventType: 'registration',
      registrationType: 'self',
      ownerUserId: unchecked.id,
      ownerName: 'Ingrid Okänd',
      eventDate: new Date('2025-01-01T00:00:00.000Z'),
    });
    const history = await historyFor(bike?.id ?? '', stranger.cookies);
    expect(history.entries).toEqual([
      expect.objectContaining({ ownerName: 'In**** O****', isVerified: false, receiptVerified: false }),
    ]);
  });

  it("shows the seeded histories: a store registration with purchase details, and Anna's sale to Erik", async () => {
    const storeRegistered = await historyFor(await seededBikeId(STORE_REGISTERED_INDEX), stranger.cookies);
    expect(storeRegistered.entries).toHaveLength(1);
    expect(storeRegistered.entries[0]).toMatchObject({
      ownerName: 'An** A********',
      registrationType: 'store',
      storeInfo: { storeName: demoStore.name, storeLocationId: demoStore.locationId },
      purchaseDetails: { purchasePrice: 21995, receiptNumber: 'CH-2023-0142' },
      isCurrent: true,
    });

    const transferred = await historyFor(await seededBikeId(TRANSFERRED_INDEX), stranger.cookies);
    expect(
      transferred.entries.map((entry) => [entry.ownerName, entry.acquisitionType, entry.isCurrent]),
    ).toEqual([
      ['An** A********', 'registration', false],
      ['Er** S*******', 'transfer', true],
    ]);
    expect(transferred.entries[0]?.registrationType).toBe('self');
    expect(transferred.entries[0]?.endDate).toBe(transferred.entries[1]?.startDate);
  });

  it('answers 404 BIKE_NOT_FOUND for a deleted bike and for an unknown one', async () => {
    const sold = await soldBike();
    await context.db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, sold.bikeId));
    for (const bikeId of [sold.bikeId, randomUUID()]) {
      const response = await getHistory(bikeId, erik);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'BIKE_NOT_FOUND' });
    }
  });

  it('refuses visitors with 401', async () => {
    const sold = await soldBike();
    const response = await getHistory(sold.bikeId, null);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    expect(response.body).not.toContain('An**');
  });

  it('is never cached and is in the OpenAPI description', async () => {
    const sold = await soldBike();
    expect((await getHistory(sold.bikeId, erik)).headers['cache-control']).toBe('private, no-store');
    const docs = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = docs.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(paths['/api/bikes/{id}/history']?.get).toBeDefined();
  });
});
