import { deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES, uploadBuckets } from '@ramkoll/shared/schemas/upload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOnly, errorOf, signedIn, type Cookies } from '../auth-helpers.js';
import { createTestContext, type TestContext } from '../helper.js';
import { demoStoreSession } from '../store-counter-helpers.js';
import { fileRowCount, multipartBody, storedKeys, testImage, type FilePart } from '../upload-helpers.js';

/**
 * Uploads that lie about what they are (issue "Reliability and security suites", fuzzing): every
 * upload route, as a caller who may upload there, is sent HTML named .jpg, an SVG with a script
 * named .png, a JPEG header glued to HTML, 0 bytes, 30 MB and a PNG decompression bomb. Each is
 * refused with a 4xx and a stable code, and neither a files row nor a stored object is left.
 *
 * The upload routes are read from the app's route table: a new multipart route without a row in
 * `uploadRoutes` fails the first test.
 */

type Caller = 'customer' | 'store';

/** Every upload route, the buckets it takes and who may upload there. */
const uploadRoutes: Record<string, { caller: Caller; buckets: readonly string[] }> = {
  'POST /api/me/uploads/:bucket': { caller: 'customer', buckets: uploadBuckets },
  'POST /api/store/uploads/:bucket': { caller: 'store', buckets: ['receipts', 'bike-photos'] },
};

let context: TestContext;
let cookiesOf: Record<Caller, Cookies>;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  cookiesOf = {
    customer: await signedIn(context.app, 'anna@ramkoll.se'),
    store: await demoStoreSession(context),
  };
});

afterAll(() => context.close());

/** One PNG chunk: length, type, data and the CRC over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A real, valid PNG of 20,000 × 20,000 black one-bit pixels (400 megapixels) in about 50 KB: the
 * image data is 50 MB of zeros, deflated. Decoding it would take gigabytes once expanded to RGB.
 */
function pngBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc(side * (side / 8 + 1)); // each row: filter byte 0 and the bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Made once: deflating 50 MB takes a while. */
const bomb = Promise.resolve().then(pngBomb);

const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A lying file and the refusal it must get. */
interface Lie {
  name: string;
  part: () => FilePart | Promise<FilePart>;
  status: number;
  code: string;
  /**
   * Sent to one bucket per route only: the size limits are the route's, not the bucket's, and
   * these cost seconds each.
   */
  heavy?: boolean;
}

const lies: Lie[] = [
  {
    name: 'HTML named .jpg, sent as image/jpeg',
    part: () => ({ bytes: html, type: 'image/jpeg', filename: 'kvitto.jpg' }),
    status: 415,
    code: 'FILE_TYPE_NOT_ALLOWED',
  },
  {
    name: 'SVG with a script, named .png and sent as image/png',
    part: () => ({
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(1)</script><rect width="400" height="300"/></svg>',
      ),
      type: 'image/png',
      filename: 'cykel.png',
    }),
    status: 415,
    code: 'FILE_TYPE_NOT_ALLOWED',
  },
  {
    name: 'SVG sent as image/svg+xml',
    part: () => ({
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      type: 'image/svg+xml',
      filename: 'cykel.svg',
    }),
    status: 415,
    code: 'FILE_TYPE_NOT_ALLOWED',
  },
  {
    name: 'a JPEG signature glued to HTML (a polyglot)',
    part: () => ({
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
      type: 'image/jpeg',
      filename: 'kvitto.jpg',
    }),
    status: 415,
    code: 'FILE_TYPE_NOT_ALLOWED',
  },
  {
    name: 'a real JPEG with HTML appended after its end',
    part: async () => ({
      bytes: Buffer.concat([await testImage('jpeg', { width: 64, height: 48 }), html]),
      type: 'image/jpeg',
      filename: 'kvitto.jpg',
    }),
    // Accepted is right here only because the stored file is a fresh encoding: see the test below.
    status: 201,
    code: '',
  },
  {
    name: '0 bytes',
    part: () => ({ bytes: Buffer.alloc(0), type: 'image/jpeg', filename: 'tom.jpg' }),
    status: 400,
    code: 'FILE_MISSING',
  },
  {
    name: '30 MB',
    part: async () => {
      const start = await testImage('jpeg', { width: 64, height: 48 });
      return {
        bytes: Buffer.concat([start, Buffer.alloc(30 * 1024 * 1024 - start.length, 0x5a)]),
        type: 'image/jpeg',
        filename: 'stor.jpg',
      };
    },
    status: 413,
    code: 'FILE_TOO_LARGE',
    heavy: true,
  },
  {
    name: 'a PNG decompression bomb (400 megapixels in 50 KB)',
    part: async () => ({ bytes: await bomb, type: 'image/png', filename: 'bomb.png' }),
    status: 415,
    code: 'FILE_TYPE_NOT_ALLOWED',
    heavy: true,
  },
];

async function upload(route: string, bucket: string, caller: Caller, part: FilePart) {
  const { payload, headers } = await multipartBody([part]);
  return context.app.inject({
    method: 'POST',
    url: route.replace(/^POST /, '').replace(':bucket', bucket),
    payload,
    headers,
    cookies: accessOnly(cookiesOf[caller]),
  });
}

describe('uploads that lie about what they are', () => {
  it('has a row for every multipart route of the API', () => {
    const multipart = context.app.routeTable
      .filter(({ method, url }) => method === 'POST' && url.includes('/uploads/'))
      .map(({ method, url }) => `${method} ${url}`)
      .sort();
    expect(multipart).toEqual(Object.keys(uploadRoutes).sort());
  });

  it('sends what it says: 30 MB is well above the limit, and the bomb is a valid 400-megapixel PNG', async () => {
    expect(30 * 1024 * 1024).toBeGreaterThan(MAX_UPLOAD_BYTES * 2);
    const bytes = await bomb;
    expect(bytes.length).toBeLessThan(MAX_UPLOAD_BYTES);
    // The header is valid (sharp reads it); only the pixel limit stops it being decoded.
    expect(await sharp(bytes, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
  });

  const cases = Object.entries(uploadRoutes).flatMap(([route, { caller, buckets }]) =>
    buckets.flatMap((bucket, index) =>
      lies
        .filter((lie) => lie.status !== 201 && (index === 0 || !lie.heavy))
        .map((lie) => ({ route, caller, bucket, lie })),
    ),
  );

  it.each(cases)(
    '$route ($bucket) refuses $lie.name, keeping nothing',
    async ({ route, caller, bucket, lie }) => {
      const rowsBefore = await fileRowCount(context);
      const keysBefore = await storedKeys(context);
      const response = await upload(route, bucket, caller, await lie.part());
      expect(response.statusCode, response.body).toBe(lie.status);
      expect(errorOf(response).code).toBe(lie.code);
      expect(await fileRowCount(context)).toBe(rowsBefore);
      expect(await storedKeys(context)).toEqual(keysBefore);
    },
  );

  it('stores a fresh encoding of a JPEG with HTML after its end: the HTML never reaches storage', async () => {
    const lie = lies.find((candidate) => candidate.status === 201);
    if (!lie) throw new Error('no accepted case');
    for (const [route, { caller }] of Object.entries(uploadRoutes)) {
      const keysBefore = await storedKeys(context);
      const response = await upload(route, 'receipts', caller, await lie.part());
      expect(response.statusCode, response.body).toBe(201);
      const added = (await storedKeys(context)).filter((key) => !keysBefore.includes(key));
      expect(added).toHaveLength(1);
      const stored = await context.storage.get(added[0] ?? '');
      expect(stored?.includes('<script>')).toBe(false);
      // Read back, it is served as the image it is, never as HTML.
      const { id } = response.json<{ id: string }>();
      const served = await context.app.inject({
        method: 'GET',
        url: `/api/files/${id}`,
        cookies: accessOnly(cookiesOf[caller]),
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
