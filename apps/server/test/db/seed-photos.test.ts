import { ZBikeSearchResponse } from '@ramkoll/shared/schemas/search';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../src/db/schema/bikes.js';
import { files } from '../../src/db/schema/files.js';
import { seedDemoData } from '../../src/db/seed/demo-seed.js';
import { accessOnly, signedIn } from '../auth-helpers.js';
import { createTestContext, type TestContext } from '../helper.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
  // As the server seeds on first start: with its storage, so the bikes get photos.
  await seedDemoData({
    db: context.db,
    dataEncryptionKey: context.dataEncryptionKey,
    storage: context.storage,
  });
});

afterAll(() => context.close());

describe('demo bike photos', () => {
  it('gives most demo bikes a stored WebP photo in the bike-photos bucket, under the owner', async () => {
    const rows = await context.db
      .select({
        ownerId: bikes.ownerId,
        bucket: files.bucket,
        owner: files.ownerUserId,
        key: files.storageKey,
      })
      .from(bikes)
      .innerJoin(files, eq(files.id, bikes.bikePhotoFileId))
      .where(isNotNull(bikes.bikePhotoFileId));
    // Every seventh bike has none, as some owners' bikes will not.
    expect(rows).toHaveLength(43);
    for (const row of rows) {
      expect(row.bucket).toBe('bike-photos');
      expect(row.owner).toBe(row.ownerId);
      expect(row.key).toMatch(new RegExp(`^bike-photos/${row.ownerId}/[0-9a-f-]{36}\\.webp$`));
    }
  });

  it('serves a public demo photo to a searcher as a real image, through the files API', async () => {
    const cookies = await signedIn(context.app, 'anna@ramkoll.se');
    const search = await context.app.inject({
      method: 'GET',
      url: '/api/bikes/search?bikeType=lådcykel&pageSize=50',
      cookies: accessOnly(cookies),
    });
    const { results } = ZBikeSearchResponse.parse(search.json());
    const photoUrl = results.find((bike) => bike.photoUrl)?.photoUrl;
    expect(photoUrl).toMatch(/^\/api\/files\//);
    const photo = await context.app.inject({
      method: 'GET',
      url: photoUrl ?? '',
      cookies: accessOnly(cookies),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(photo.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 960, 720]);
  });
});
