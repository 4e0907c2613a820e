import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZUploadedFile } from '@ramkoll/shared/schemas/upload';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../src/config/env.js';
import { createS3Storage, type ClosableStorage } from '../../src/providers/storage/s3-storage.js';
import { accessOnly, sessionUserOf, signedIn } from '../auth-helpers.js';
import { createTestContext } from '../helper.js';
import { testImage, uploadFile } from '../upload-helpers.js';
import { storageContract } from './storage-contract.js';

const BUCKET = 'ramkoll-test';

let server: S3rver;
let directory: string;
let config: S3Config;
let storage: ClosableStorage;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'ramkoll-s3-'));
  // Port 0: the system picks a free port, so parallel runs never collide.
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  config = {
    bucket: BUCKET,
    region: 'eu-north-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // The one account s3rver knows; it refuses unknown access key ids.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  storage = createS3Storage(config);
});

afterAll(async () => {
  storage.close();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('S3 storage against a local S3-compatible server', () => {
  storageContract(() => storage);

  it('says which bucket and what went wrong when the bucket does not exist', async () => {
    const missing = createS3Storage({ ...config, bucket: 'no-such-bucket' });
    try {
      await expect(missing.put('receipts/u/a.jpg', Buffer.from('a'), 'image/jpeg')).rejects.toThrow(
        /S3 put of receipts\/u\/a\.jpg in bucket no-such-bucket failed: NoSuchBucket \(HTTP 404\)/,
      );
    } finally {
      missing.close();
    }
  });

  it('says so when the access key is not known', async () => {
    const wrong = createS3Storage({
      ...config,
      credentials: { accessKeyId: 'OKAND', secretAccessKey: 'fel' },
    });
    try {
      await expect(wrong.get('receipts/u/a.jpg')).rejects.toThrow(
        /S3 get of receipts\/u\/a\.jpg in bucket ramkoll-test failed: InvalidAccessKeyId \(HTTP 403\)/,
      );
    } finally {
      wrong.close();
    }
  });

  it('serves uploads end to end when the app is configured with S3_*', async () => {
    const context = await createTestContext({ seed: true, config: { s3: config } });
    try {
      const anna = await signedIn(context.app, 'anna@ramkoll.se');
      const response = await uploadFile(context.app, anna, 'receipts', { bytes: await testImage('png') });
      expect(response.statusCode, response.body).toBe(201);
      const uploaded = ZUploadedFile.parse(response.json());

      const read = await context.app.inject({ method: 'GET', url: uploaded.url, cookies: accessOnly(anna) });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/png');
      const annaId = (await sessionUserOf(context.app, anna)).id;
      // The object is in the bucket under the user's id, byte for byte what the app serves.
      const inBucket = await storage.get(`receipts/${annaId}/${uploaded.id}.png`);
      expect(inBucket?.equals(read.rawPayload)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
