import { randomInt } from 'node:crypto';
import { ZBikeListResponse, ZBikeSearchResponse } from '@ramkoll/shared/schemas/search';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes, bikeSearchTerms } from '../../../src/db/schema/bikes.js';
import { mayHaveFrameNumber, refreshFramePresence } from '../../../src/services/search/frame-presence.js';
import { frameVariantHashes } from '../../../src/services/search/frame-variants.js';
import { textMatchPage } from '../../../src/services/search/text-matches.js';
import { accessOnly } from '../../auth-helpers.js';
import { newCustomer, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

// The structures that keep search bounded at a national registry's size
// (docs/decisions/028-search-at-scale.md): the terms table, the frame variants, capped totals.

let context: TestContext;
let owner: TestCustomer;
let searcher: TestCustomer;

beforeAll(async () => {
  context = await createTestContext({ seed: false });
  owner = await newCustomer(context);
  searcher = await newCustomer(context);
});

afterAll(() => context.close());

function word(prefix: string): string {
  return `${prefix}${randomInt(100_000, 1_000_000)}`;
}

async function insertBike(values: Partial<typeof bikes.$inferInsert> = {}): Promise<string> {
  const [row] = await context.db
    .insert(bikes)
    .values({ ownerId: owner.userId, bikeType: 'hybrid', frameNumber: word('SC'), ...values })
    .returning({ id: bikes.id });
  if (!row) throw new Error('no bike');
  return row.id;
}

async function termCount(field: string, value: string): Promise<number> {
  const [row] = await context.db
    .select({ count: bikeSearchTerms.bikeCount })
    .from(bikeSearchTerms)
    .where(and(eq(bikeSearchTerms.field, field), eq(bikeSearchTerms.value, value)));
  return row?.count ?? 0;
}

async function search(params: Record<string, string>) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/bikes/search?${new URLSearchParams(params).toString()}`,
    cookies: accessOnly(searcher.cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZBikeSearchResponse.parse(response.json());
}

describe('bike_search_terms', () => {
  it('counts visible values of live bikes through inserts, edits, hiding, theft and deletion', async () => {
    const brand = word('Ärlig');
    const folded = brand.toLowerCase();
    const id = await insertBike({ brand, color: 'Röd' });
    await insertBike({ brand });
    expect(await termCount('brand', folded)).toBe(2);

    await context.db.update(bikes).set({ publicBrand: false }).where(eq(bikes.id, id));
    expect(await termCount('brand', folded)).toBe(1);
    await context.db
      .update(bikes)
      .set({ publicBrand: true, brand: `${brand}x` })
      .where(eq(bikes.id, id));
    expect([await termCount('brand', folded), await termCount('brand', `${folded}x`)]).toEqual([1, 1]);

    const stolenBefore = await termCount('stolen', '');
    await context.db
      .update(bikes)
      .set({ stolenStatus: 'stolen', stolenDate: '2026-11-01' })
      .where(eq(bikes.id, id));
    expect(await termCount('stolen', '')).toBe(stolenBefore + 1);

    await context.db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, id));
    expect([await termCount('brand', `${folded}x`), await termCount('stolen', '')]).toEqual([
      0,
      stolenBefore,
    ]);
  });

  it('agrees with a recount of the bikes themselves', async () => {
    const recount = await context.db.execute<{ field: string; value: string; count: number }>(sql`
      select 'brand' as field, lower(translate(brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) as value, count(*)::integer as count
        from bikes where deleted_at is null and public_brand and coalesce(brand, '') <> '' group by 2
      union all
      select 'color', lower(translate(color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), count(*)::integer
        from bikes where deleted_at is null and public_color and coalesce(color, '') <> '' group by 2`);
    for (const row of recount.rows) {
      expect(await termCount(row.field, row.value), `${row.field} ${row.value}`).toBe(Number(row.count));
    }
  });
});

describe('frame variants', () => {
  it('are hashed in the application exactly as the index hashes them', async () => {
    for (const value of ['WTU20940259', 'SE5ÅÄÖ12', '0', 'AB12AB12']) {
      const result = await context.db.execute<{ hashes: number[] }>(
        sql`select frame_variant_hashes(${value}) as hashes`,
      );
      const fromSql = [...(result.rows[0]?.hashes ?? [])].map(Number).sort((a, b) => a - b);
      expect(
        [...frameVariantHashes(value)].sort((a, b) => a - b),
        value,
      ).toEqual(fromSql);
    }
  });

  it('offer a swapped, a missing and an extra character as close, nearest first', async () => {
    const tail = String(randomInt(100_000, 1_000_000));
    const id = await insertBike({ frameNumber: `CV${tail}KR` });
    // One digit changed to the next one, so the typo never equals the frame number itself.
    const changed = `${tail.slice(0, 3)}${(Number(tail[3]) + 1) % 10}${tail.slice(4)}`;
    for (const typo of [`CV${tail}RK`, `CV${tail}K`, `CV${tail}KRR`, `CV${changed}KR`]) {
      const { results, close } = await search({ q: typo });
      expect(results, typo).toEqual([]);
      expect(
        close.map((bike) => bike.id),
        typo,
      ).toContain(id);
    }
  });
});

describe('text search', () => {
  it('answers a word and the frame numbers close to it together, each in its place', async () => {
    const tail = String(randomInt(100_000, 1_000_000));
    // The word is in a model name, and one character away from another bike's frame number.
    const byModel = await insertBike({ model: `Tx${tail}q special` });
    const byFrame = await insertBike({ frameNumber: `TX${tail}R` });
    const { results, close, total } = await search({ q: `TX${tail}Q` });
    expect(results.map((bike) => [bike.id, bike.match])).toEqual([[byModel, 'text']]);
    expect(total).toBe(1);
    expect(close.map((bike) => [bike.id, bike.match])).toEqual([[byFrame, 'close']]);
  });

  it('matches a text of one or two characters only as a whole value, LIKE characters literal', async () => {
    const model = `${randomInt(10, 100)}`;
    const id = await insertBike({ model });
    await insertBike({ model: `${model}0 x` });
    const { results } = await search({ q: model });
    expect(results.filter((bike) => bike.match === 'text').map((bike) => bike.id)).toContain(id);
    expect(results.every((bike) => bike.match !== 'text' || bike.model === model)).toBe(true);
    // '_' and '%' are not wildcards: '_5' finds no two-character model ending in 5.
    await insertBike({ model: '15' });
    expect((await search({ q: '_5' })).results).toEqual([]);
  });

  it('answers an exact frame number alone, without close ones', async () => {
    const tail = String(randomInt(100_000, 1_000_000));
    const id = await insertBike({ frameNumber: `AL${tail}ON` });
    await insertBike({ frameNumber: `AL${tail}OM` });
    const { results, close, total } = await search({ q: `AL${tail}ON` });
    expect(results.map((bike) => [bike.id, bike.match])).toEqual([[id, 'exact']]);
    expect([close, total]).toEqual([[], 1]);
  });

  it('orders matches newest first across values and counts a bike with the word twice once', async () => {
    const stem = word('Ordning');
    const now = Date.now();
    const oldest = await insertBike({ brand: stem, createdAt: new Date(now - 3000) });
    const both = await insertBike({
      brand: `${stem} Pro`,
      model: `${stem} X`,
      createdAt: new Date(now - 2000),
    });
    const newest = await insertBike({ model: `Super${stem}`, createdAt: new Date(now - 1000) });
    const { results, total, totalCapped } = await search({ q: stem.toLowerCase() });
    expect(results.map((bike) => bike.id)).toEqual([newest, both, oldest]);
    expect([total, totalCapped]).toEqual([3, false]);
    const second = await search({ q: stem, pageSize: '2', page: '2' });
    expect([second.results.map((bike) => bike.id), second.total]).toEqual([[oldest], 3]);
  });

  it('caps the total of a word found in several fields beyond the cap', async () => {
    const stem = word('Tak');
    await insertBike({ brand: stem });
    await insertBike({ model: stem });
    await insertBike({ color: stem });
    const actor = { userId: searcher.userId, role: 'customer' as const };
    const page = await textMatchPage({
      db: context.db,
      actor,
      folded: stem.toLowerCase(),
      page: 1,
      pageSize: 20,
      cap: 2,
    });
    expect([page.bikes.length, page.total, page.totalCapped]).toEqual([3, 2, true]);
  });

  it('never matches a hidden value', async () => {
    const brand = word('Gömd');
    await insertBike({ brand, publicBrand: false });
    expect((await search({ q: brand })).results).toEqual([]);
  });
});

describe('stolen list', () => {
  it('takes its total from the counted stolen bikes', async () => {
    await insertBike({ stolenStatus: 'stolen', stolenDate: '2026-10-01' });
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/bikes/stolen',
      cookies: accessOnly(searcher.cookies),
    });
    const list = ZBikeListResponse.parse(response.json());
    const [counted] = await context.db
      .select({ total: sql<number>`count(*)::integer` })
      .from(bikes)
      .where(sql`stolen_status = 'stolen' and deleted_at is null`);
    expect(list.total).toBe(Number(counted?.total));
  });

  it('pages in theft order without gaps or repeats, and keeps the total past the last page', async () => {
    for (const day of ['2026-09-01', '2026-09-02', '2026-09-02', '2026-09-03', '2026-09-04']) {
      await insertBike({ stolenStatus: 'stolen', stolenDate: day });
    }
    const list = async (query: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/bikes/stolen?${query}`,
        cookies: accessOnly(searcher.cookies),
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZBikeListResponse.parse(response.json());
    };
    const whole = await list('pageSize=50');
    const pages = [
      await list('page=1&pageSize=2'),
      await list('page=2&pageSize=2'),
      await list('page=3&pageSize=2'),
    ];
    expect(pages.flatMap((page) => page.bikes.map((bike) => bike.id))).toEqual(
      whole.bikes.slice(0, 6).map((bike) => bike.id),
    );
    const [expected] = await context.db
      .select({ id: bikes.id })
      .from(bikes)
      .where(sql`stolen_status = 'stolen' and deleted_at is null`)
      .orderBy(sql`stolen_date desc nulls last, created_at desc nulls last, id`)
      .offset(2)
      .limit(1);
    expect(pages[1]?.bikes[0]?.id).toBe(expected?.id);
    const past = await list(`page=${whole.total + 1}&pageSize=1`);
    expect(past).toMatchObject({ bikes: [], total: whole.total, page: whole.total + 1 });
  });
});

describe('the frame presence filter (decision 065)', () => {
  it('sends a frame number the registry lacks straight to the close search, and still finds a bike registered after the filter was read', async () => {
    const frame = `PF${randomInt(10_000_000, 100_000_000)}`;
    const known = await insertBike({ frameNumber: frame });
    await refreshFramePresence(context.db);
    expect(mayHaveFrameNumber(context.db, frame, frame)).toBe(true);
    const typo = `${frame.slice(0, -1)}${frame.endsWith('7') ? '8' : '7'}`;
    expect(mayHaveFrameNumber(context.db, typo, typo)).toBe(false);

    // A typo: not in the filter, so one statement answers it, with the bike as a close match.
    const close = await search({ q: typo });
    expect(close.results).toEqual([]);
    expect(close.close.map((bike) => bike.id)).toContain(known);

    // Registered after the filter was read: the filter does not know it, the search still does,
    // exactly and by its look-alike spelling.
    const later = `PG${randomInt(10_000_000, 100_000_000)}0`;
    const laterId = await insertBike({ frameNumber: later });
    expect(mayHaveFrameNumber(context.db, later, later)).toBe(false);
    const exact = await search({ q: later });
    expect(exact.results.map((bike) => [bike.id, bike.match])).toEqual([[laterId, 'exact']]);
    const lookalike = await search({ q: `${later.slice(0, -1)}O` });
    expect(lookalike.results.map((bike) => [bike.id, bike.match])).toEqual([[laterId, 'normalized']]);

    // And a frame number the filter knows is answered by its own statement, as before.
    const known2 = await search({ q: frame });
    expect(known2.results.map((bike) => [bike.id, bike.match])).toEqual([[known, 'exact']]);
  });
});
