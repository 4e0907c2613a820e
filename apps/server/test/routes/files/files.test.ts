import { randomBytes, randomUUID } from 'node:crypto';
import { ZUploadedFile, type UploadBucket, type UploadedFile } from '@ramkoll/shared/schemas/upload';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_CODE } from '../../../src/db/seed/demo-accounts.js';
import { bikes } from '../../../src/db/schema/bikes.js';
import { ownershipEvents } from '../../../src/db/schema/ownership.js';
import { accessOnly, errorOf, sessionUserOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { testImage, uploadFile } from '../../upload-helpers.js';

let context: TestContext;
let anna: Cookies;
let erik: Cookies;
let admin: Cookies;
/** The demo store with its staff code confirmed, and a second session of it without. */
let store: Cookies;
let storeWithoutCode: Cookies;
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
});

afterAll(() => context.close());

async function upload(
  cookies: Cookies,
  bucket: UploadBucket,
  size?: { width: number; height: number },
): Promise<UploadedFile> {
  const response = await uploadFile(context.app, cookies, bucket, { bytes: await testImage('jpeg', size) });
  expect(response.statusCode, response.body).toBe(201);
  return ZUploadedFile.parse(response.json());
}

function read(id: string, cookies: Cookies | null, query = '') {
  return context.app.inject({
    method: 'GET',
    url: `/api/files/${id}${query}`,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function expectNotFound(id: string, cookies: Cookies, query = ''): Promise<void> {
  const response = await read(id, cookies, query);
  expect(response.statusCode).toBe(404);
  expect(errorOf(response)).toEqual({ code: 'FILE_NOT_FOUND' });
}

/** A bike put straight into the table, as registration will create them. */
async function insertBike(values: {
  ownerId: string;
  receiptFileId?: string;
  bikePhotoFileId?: string;
  publicBikePhoto?: boolean;
}): Promise<string> {
  const [bike] = await context.db
    .insert(bikes)
    .values({ frameNumber: `TEST${randomBytes(5).toString('hex').toUpperCase()}`, ...values })
    .returning({ id: bikes.id });
  if (!bike) throw new Error('insert returned nothing');
  return bike.id;
}

async function deleteBike(id: string): Promise<void> {
  await context.db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, id));
}

describe('GET /api/files/:id', () => {
  it('sends my receipt to me, as the image, never cached', async () => {
    const receipt = await upload(anna, 'receipts');
    const response = await read(receipt.id, anna);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(receipt.sizeBytes),
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'private, no-store',
    });
    expect(response.rawPayload.length).toBe(receipt.sizeBytes);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses anonymous callers with 401', async () => {
    const receipt = await upload(anna, 'receipts');
    const response = await read(receipt.id, null);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('answers another customer 404 for my receipt, exactly as for a file that does not exist', async () => {
    const receipt = await upload(anna, 'receipts');
    await expectNotFound(receipt.id, erik);
    await expectNotFound(randomUUID(), erik);
    await expectNotFound('not-a-file-id', erik);
  });

  it('lets admins open any file', async () => {
    const receipt = await upload(anna, 'receipts');
    expect((await read(receipt.id, admin)).statusCode).toBe(200);
  });

  it('keeps a receipt shut to later owners of the bike, while its uploader can still open it', async () => {
    const receipt = await upload(anna, 'receipts');
    // The bike has changed hands: Erik owns it now, and the receipt with Anna's personnummer stays
    // on the bike row and on a history entry.
    const bikeId = await insertBike({ ownerId: erikId, receiptFileId: receipt.id });
    await context.db.insert(ownershipEvents).values({
      bikeId,
      eventType: 'transfer',
      ownerUserId: erikId,
      ownerName: 'Erik Svensson',
      receiptFileId: receipt.id,
      eventDate: new Date(),
    });
    await expectNotFound(receipt.id, erik);
    expect((await read(receipt.id, anna)).statusCode).toBe(200);
    await deleteBike(bikeId);
    expect((await read(receipt.id, anna)).statusCode).toBe(200);
  });

  it('lets the store of a history entry open that receipt, once its staff code is confirmed', async () => {
    const receipt = await upload(anna, 'receipts');
    const other = await upload(anna, 'receipts');
    await expectNotFound(receipt.id, store);
    const bikeId = await insertBike({ ownerId: annaId, receiptFileId: receipt.id });
    // Owning the bike is not enough for a store: only its own history entry counts.
    await expectNotFound(receipt.id, store);
    await context.db.insert(ownershipEvents).values({
      bikeId,
      eventType: 'registration',
      registrationType: 'store',
      ownerUserId: annaId,
      ownerName: 'Anna Andersson',
      storeId,
      receiptFileId: receipt.id,
      eventDate: new Date(),
    });
    expect((await read(receipt.id, store)).statusCode).toBe(200);
    await expectNotFound(receipt.id, storeWithoutCode);
    await expectNotFound(other.id, store);
  });

  it('shows a bike photo to other signed-in users only on a live bike with public_bike_photo', async () => {
    const photo = await upload(anna, 'bike-photos');
    await expectNotFound(photo.id, erik);

    const bikeId = await insertBike({ ownerId: annaId, bikePhotoFileId: photo.id, publicBikePhoto: false });
    await expectNotFound(photo.id, erik);

    await context.db.update(bikes).set({ publicBikePhoto: true }).where(eq(bikes.id, bikeId));
    const shown = await read(photo.id, erik);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
    });
    expect((await read(photo.id, store)).statusCode).toBe(200);

    await deleteBike(bikeId);
    await expectNotFound(photo.id, erik);
    expect((await read(photo.id, anna)).statusCode).toBe(200);
  });

  it('shows a hidden bike photo to the owner of the bike', async () => {
    const photo = await upload(anna, 'bike-photos');
    await insertBike({ ownerId: erikId, bikePhotoFileId: photo.id, publicBikePhoto: false });
    expect((await read(photo.id, erik)).statusCode).toBe(200);
  });

  it('does not open a receipt to others because a public bike uses it as its photo', async () => {
    const receipt = await upload(anna, 'receipts');
    // Columns point at files by id; a receipt id in the photo column must not make it public.
    await insertBike({ ownerId: annaId, bikePhotoFileId: receipt.id, publicBikePhoto: true });
    await expectNotFound(receipt.id, erik);
  });

  it('is documented in the OpenAPI description, as is the upload', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(paths['/api/files/{id}']?.get).toBeDefined();
    expect(paths['/api/me/uploads/{bucket}']?.post).toBeDefined();
  });

  it('answers 404 when the stored bytes are gone', async () => {
    const receipt = await upload(anna, 'receipts');
    const key = `receipts/${annaId}/${receipt.id}.jpg`;
    await context.storage.delete(key);
    await expectNotFound(receipt.id, anna);
  });
});

describe('GET /api/files/:id?width=', () => {
  const keyOf = (owner: string, file: UploadedFile) => `${file.bucket}/${owner}/${file.id}.jpg`;

  it('sends a bike photo scaled down to WebP, made once and kept beside the original', async () => {
    const photo = await upload(anna, 'bike-photos', { width: 1200, height: 900 });
    const first = await read(photo.id, anna, '?width=160');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(first.rawPayload.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    // The shorter side is the width asked for: the lists crop to a square.
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 213,
      height: 160,
    });
    expect(first.rawPayload.length).toBeLessThan(photo.sizeBytes);
    const kept = await context.storage.get(`${keyOf(annaId, photo)}.w160.webp`);
    expect(kept).toEqual(first.rawPayload);
    const second = await read(photo.id, anna, '?width=160');
    expect(second.rawPayload).toEqual(first.rawPayload);

    const larger = await read(photo.id, anna, '?width=640');
    expect(await sharp(larger.rawPayload).metadata()).toMatchObject({ width: 853, height: 640 });
  });

  it('never enlarges a photo smaller than the width asked for', async () => {
    const photo = await upload(anna, 'bike-photos', { width: 120, height: 90 });
    const response = await read(photo.id, anna, '?width=640');
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 120,
      height: 90,
    });
  });

  it('opens a scaled photo to exactly those who may open the original', async () => {
    const photo = await upload(anna, 'bike-photos');
    expect((await read(photo.id, null, '?width=160')).statusCode).toBe(401);
    await expectNotFound(photo.id, erik, '?width=160');
    await expectNotFound(photo.id, store, '?width=160');
    expect((await read(photo.id, admin, '?width=160')).statusCode).toBe(200);
    const bikeId = await insertBike({ ownerId: annaId, bikePhotoFileId: photo.id, publicBikePhoto: true });
    expect((await read(photo.id, erik, '?width=320')).statusCode).toBe(200);
    await deleteBike(bikeId);
    await expectNotFound(photo.id, erik, '?width=320');
    await expectNotFound(randomUUID(), erik, '?width=320');
  });

  it('sends a receipt whole and uncached whatever the width, and keeps no copy of it', async () => {
    const receipt = await upload(anna, 'receipts');
    const response = await read(receipt.id, anna, '?width=160');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
    });
    expect(response.rawPayload.length).toBe(receipt.sizeBytes);
    expect(await context.storage.get(`${keyOf(annaId, receipt)}.w160.webp`)).toBeNull();
  });

  it('refuses any other width with VALIDATION_FAILED and keeps nothing', async () => {
    const photo = await upload(anna, 'bike-photos');
    for (const query of ['?width=100', '?width=abc', '?width=', '?width=160.5', '?width=-160']) {
      const response = await read(photo.id, anna, query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code, query).toBe('VALIDATION_FAILED');
    }
    expect(await context.storage.get(`${keyOf(annaId, photo)}.w100.webp`)).toBeNull();
  });
});
