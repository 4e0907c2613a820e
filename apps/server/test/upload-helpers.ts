import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { files } from '../src/db/schema/files.js';
import { accessOnly, type Cookies } from './auth-helpers.js';
import type { TestContext } from './helper.js';

/** How many `files` rows there are. */
export async function fileRowCount(context: TestContext): Promise<number> {
  const [row] = await context.db.select({ value: count() }).from(files);
  return row?.value ?? 0;
}

/** Every stored object, as keys relative to the storage folder (the temporary-write folder excluded). */
export async function storedKeys(context: TestContext): Promise<string[]> {
  const entries = await readdir(context.storageDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(context.storageDir.length + 1))
    .filter((key) => !key.startsWith('.partial/'))
    .sort();
}

export interface FilePart {
  bytes: Uint8Array;
  /** What the sender claims; the server must not believe it. */
  type?: string;
  filename?: string;
  /** The contract's part name is `file`. */
  fieldName?: string;
}

/** A multipart/form-data body encoded by the platform's own FormData, as a browser sends it. */
export async function multipartBody(
  parts: FilePart[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) {
    form.append(
      part.fieldName ?? 'file',
      new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }),
      part.filename ?? 'bild.jpg',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** POST /api/me/uploads/:bucket with one file part (or none for an empty list). */
export async function uploadFile(
  app: FastifyInstance,
  cookies: Cookies | null,
  bucket: string,
  parts: FilePart | FilePart[],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipartBody(Array.isArray(parts) ? parts : [parts]);
  return app.inject({
    method: 'POST',
    url: `/api/me/uploads/${bucket}`,
    payload,
    headers,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

export type TestImageFormat = 'jpeg' | 'png' | 'webp';

/** A real image encoded by sharp (a coloured area with a darker block) with camera EXIF, as phones write. */
export async function testImage(
  format: TestImageFormat,
  options: { width?: number; height?: number; orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const block = await sharp({
    create: {
      width: Math.ceil(width / 4),
      height: Math.ceil(height / 4),
      channels: 3,
      background: '#1e3a5f',
    },
  })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .composite([{ input: block, top: 0, left: 0 }])
    .toFormat(format);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  // Like a phone photo: the camera names itself, and with location on it records where.
  image = image.withExifMerge({
    IFD0: { Make: 'Ramkoll', Model: 'Testkamera' },
    ...(options.gps
      ? {
          // IFD3 is the GPS directory: a position in Stockholm.
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '59/1 19/1 4650/100',
            GPSLongitudeRef: 'E',
            GPSLongitude: '18/1 4/1 1234/100',
          },
        }
      : {}),
  });
  return image.toBuffer();
}

/** The GPS IFD pointer tag (0x8825) as written in a little-endian EXIF block, which sharp writes. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return (
    exif !== undefined &&
    (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])))
  );
}
