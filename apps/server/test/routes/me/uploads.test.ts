import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES, ZUploadedFile, type UploadedFile } from '@ramkoll/shared/schemas/upload';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema/files.js';
import { MAX_IMAGE_SIDE } from '../../../src/services/files/reencode-image.js';
import { accessOnly, errorOf, sessionUserOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import {
  fileRowCount,
  hasGpsTag,
  multipartBody,
  storedKeys,
  testImage,
  uploadFile,
  type TestImageFormat,
} from '../../upload-helpers.js';

let context: TestContext;
let anna: Cookies;
let annaId: string;
let store: Cookies;
let admin: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [anna, store, admin] = await Promise.all([
    signedIn(context.app, 'anna@ramkoll.se'),
    signedIn(context.app, 'butik@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
  ]);
  annaId = (await sessionUserOf(context.app, anna)).id;
});

afterAll(() => context.close());

/** Runs a refused upload and checks that it left neither a row nor an object behind. */
async function expectNothingStored(run: () => Promise<unknown>): Promise<void> {
  const rowsBefore = await fileRowCount(context);
  const keysBefore = await storedKeys(context);
  await run();
  expect(await fileRowCount(context)).toBe(rowsBefore);
  expect(await storedKeys(context)).toEqual(keysBefore);
}

async function storedBytesOf(uploaded: UploadedFile): Promise<Buffer> {
  const [row] = await context.db.select().from(files).where(eq(files.id, uploaded.id));
  if (!row) throw new Error(`no files row for ${uploaded.id}`);
  const bytes = await context.storage.get(row.storageKey);
  if (!bytes) throw new Error(`nothing stored at ${row.storageKey}`);
  return bytes;
}

describe('POST /api/me/uploads/:bucket', () => {
  it.each([
    ['receipts', 'jpeg', 'image/jpeg', 'jpg'],
    ['receipts', 'png', 'image/png', 'png'],
    ['bike-photos', 'webp', 'image/webp', 'webp'],
    ['bike-photos', 'jpeg', 'image/jpeg', 'jpg'],
    ['id-documents', 'jpeg', 'image/jpeg', 'jpg'],
  ] as const)('stores a %s %s re-encoded under the user id', async (bucket, format, mimeType, extension) => {
    const original = await testImage(format, { width: 640, height: 480 });
    const response = await uploadFile(context.app, anna, bucket, {
      bytes: original,
      type: mimeType,
      filename: `bild.${extension}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = ZUploadedFile.parse(response.json());
    expect(uploaded).toMatchObject({
      bucket,
      mimeType,
      width: 640,
      height: 480,
      url: `/api/files/${uploaded.id}`,
    });

    const [row] = await context.db.select().from(files).where(eq(files.id, uploaded.id));
    expect(row).toMatchObject({
      bucket,
      ownerUserId: annaId,
      storageKey: `${bucket}/${annaId}/${uploaded.id}.${extension}`,
      mimeType,
      sizeBytes: uploaded.sizeBytes,
    });
    const stored = await storedBytesOf(uploaded);
    expect(stored.length).toBe(uploaded.sizeBytes);
    expect(row?.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    // Written anew by the server, not the sender's bytes: the camera's EXIF is gone.
    expect(original.includes('Testkamera')).toBe(true);
    expect(stored.equals(original)).toBe(false);
    expect(stored.includes('Testkamera')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: format, width: 640, height: 480 });
  });

  it('goes by the content, not by the declared type or the name', async () => {
    const png = await testImage('png');
    const response = await uploadFile(context.app, anna, 'receipts', {
      bytes: png,
      type: 'image/jpeg',
      filename: 'kvitto.jpg',
    });
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = ZUploadedFile.parse(response.json());
    expect(uploaded.mimeType).toBe('image/png');
    expect((await sharp(await storedBytesOf(uploaded)).metadata()).format).toBe('png');
  });

  it('refuses a text file renamed to .jpg and sent as image/jpeg (415), keeping nothing', async () => {
    await expectNothingStored(async () => {
      const response = await uploadFile(context.app, anna, 'receipts', {
        bytes: Buffer.from('Kvitto\nRamnummer: WBK123456\nPersonnummer: 19900101-0017\n'),
        type: 'image/jpeg',
        filename: 'kvitto.jpg',
      });
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).code).toBe('FILE_TYPE_NOT_ALLOWED');
    });
  });

  it('refuses a file that starts like a JPEG but does not decode (415)', async () => {
    await expectNothingStored(async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
      const response = await uploadFile(context.app, anna, 'bike-photos', {
        bytes: fake,
        type: 'image/jpeg',
      });
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).code).toBe('FILE_TYPE_NOT_ALLOWED');
    });
  });

  it('refuses a GIF even when it claims to be a PNG (415)', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expectNothingStored(async () => {
      const response = await uploadFile(context.app, anna, 'bike-photos', {
        bytes: gif,
        type: 'image/png',
        filename: 'cykel.png',
      });
      expect(response.statusCode).toBe(415);
    });
  });

  it('refuses a real 6 MB image with 413 FILE_TOO_LARGE, keeping nothing', async () => {
    // Noise does not compress: 1600 x 1400 RGB pixels make a PNG of about 6.7 MB.
    const noise = Buffer.alloc(1600 * 1400 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1600, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6_000_000);
    await expectNothingStored(async () => {
      const response = await uploadFile(context.app, anna, 'bike-photos', { bytes: big, type: 'image/png' });
      expect(response.statusCode).toBe(413);
      expect(errorOf(response)).toEqual({ code: 'FILE_TOO_LARGE', details: { maxBytes: MAX_UPLOAD_BYTES } });
    });
  });

  it('allows exactly 5 MB and refuses one byte more', async () => {
    const atLimit = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    const overLimit = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    await expectNothingStored(async () => {
      // Not an image, so refused for its content: the size itself was accepted.
      const at = await uploadFile(context.app, anna, 'receipts', { bytes: atLimit, type: 'image/jpeg' });
      expect(errorOf(at).code).toBe('FILE_TYPE_NOT_ALLOWED');
      const over = await uploadFile(context.app, anna, 'receipts', { bytes: overLimit, type: 'image/jpeg' });
      expect(errorOf(over).code).toBe('FILE_TOO_LARGE');
    });
  });

  describe('without a file', () => {
    it('answers 400 FILE_MISSING for a form with no file part', async () => {
      const { payload, headers } = await multipartBody([], { note: 'inget kvitto' });
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/me/uploads/receipts',
        payload,
        headers,
        cookies: accessOnly(anna),
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('FILE_MISSING');
    });

    it('answers 400 FILE_MISSING for an empty file input and for a part with another name', async () => {
      const empty = await uploadFile(context.app, anna, 'receipts', {
        bytes: new Uint8Array(),
        filename: '',
      });
      expect(errorOf(empty).code).toBe('FILE_MISSING');
      const png = await testImage('png');
      await expectNothingStored(async () => {
        const other = await uploadFile(context.app, anna, 'receipts', { bytes: png, fieldName: 'photo' });
        expect(other.statusCode).toBe(400);
        expect(errorOf(other).code).toBe('FILE_MISSING');
      });
    });

    it('answers 400 FILE_MISSING for a body that is not multipart', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/me/uploads/receipts',
        payload: { file: 'aGVq' },
        cookies: accessOnly(anna),
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('FILE_MISSING');
    });
  });

  it('refuses an unknown bucket (400 VALIDATION_FAILED)', async () => {
    const png = await testImage('png');
    await expectNothingStored(async () => {
      const response = await uploadFile(context.app, anna, 'public', { bytes: png });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    });
  });

  describe('who may upload', () => {
    it('refuses anonymous callers with 401', async () => {
      const png = await testImage('png');
      await expectNothingStored(async () => {
        const response = await uploadFile(context.app, null, 'receipts', { bytes: png });
        expect(response.statusCode).toBe(401);
        expect(errorOf(response).code).toBe('UNAUTHENTICATED');
      });
    });

    it.each([
      ['store', () => store],
      ['admin', () => admin],
    ])('refuses the %s role with 403 FORBIDDEN', async (_role, cookiesOf) => {
      const png = await testImage('png');
      await expectNothingStored(async () => {
        const response = await uploadFile(context.app, cookiesOf(), 'bike-photos', { bytes: png });
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('FORBIDDEN');
      });
    });
  });

  describe('re-encoding', () => {
    it.each(['jpeg', 'png', 'webp'] satisfies TestImageFormat[])(
      'removes EXIF and the GPS position from a %s',
      async (format) => {
        const original = await testImage(format, { gps: true });
        const before = await sharp(original).metadata();
        expect(hasGpsTag(before.exif), 'the test image carries a GPS position').toBe(true);
        expect(original.includes('Testkamera')).toBe(true);

        const response = await uploadFile(context.app, anna, 'bike-photos', { bytes: original });
        expect(response.statusCode, response.body).toBe(201);
        const stored = await storedBytesOf(ZUploadedFile.parse(response.json()));
        const after = await sharp(stored).metadata();
        expect(after.exif).toBeUndefined();
        expect(after.xmp).toBeUndefined();
        expect(stored.includes('Exif')).toBe(false);
        expect(stored.includes('Testkamera')).toBe(false);
      },
    );

    it('turns a photo upright by its EXIF orientation', async () => {
      // Orientation 6: stored landscape, shown rotated 90° clockwise, as phones write portraits.
      const original = await testImage('jpeg', { width: 400, height: 200, orientation: 6 });
      const response = await uploadFile(context.app, anna, 'receipts', { bytes: original });
      const uploaded = ZUploadedFile.parse(response.json());
      expect(uploaded).toMatchObject({ width: 200, height: 400 });
      const after = await sharp(await storedBytesOf(uploaded)).metadata();
      expect(after).toMatchObject({ width: 200, height: 400 });
      expect(after.orientation).toBeUndefined();
    });

    it(`caps the long side at ${MAX_IMAGE_SIDE} px and never enlarges`, async () => {
      const wide = await uploadFile(context.app, anna, 'bike-photos', {
        bytes: await testImage('png', { width: 4000, height: 1500 }),
      });
      expect(ZUploadedFile.parse(wide.json())).toMatchObject({ width: MAX_IMAGE_SIDE, height: 1125 });
      const small = await uploadFile(context.app, anna, 'bike-photos', {
        bytes: await testImage('webp', { width: 300, height: 200 }),
      });
      expect(ZUploadedFile.parse(small.json())).toMatchObject({ width: 300, height: 200 });
    });
  });
});
