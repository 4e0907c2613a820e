import { colourSearchAlternatives } from '@ramkoll/shared/rules/colour-words';
import type { BikeSearchQuery } from '@ramkoll/shared/schemas/search';
import { ZBikeSearchResponse } from '@ramkoll/shared/schemas/search';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes, bikeSearchPlaces, bikeSearchTerms } from '../../../src/db/schema/bikes.js';
import { filteredSearchPage } from '../../../src/services/search/filtered-search.js';
import { accessOnly } from '../../auth-helpers.js';
import { newCustomer, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

// Search with filters through the search tags (docs/decisions/058-filtered-search.md): whichever
// way a page is read (from the tags' intersection when matches are few, newest first with each
// bike checked when they are many), the answer is the one a bike-by-bike check of every filter
// gives, in the same order, page by page.

let context: TestContext;
let owner: TestCustomer;
let searcher: TestCustomer;

/** What the check below needs of each bike inserted. */
interface Made {
  id: string;
  createdAt: Date;
  brand: string | null;
  model: string | null;
  color: string | null;
  city: string | null;
  bikeType: string;
  publicBrand: boolean;
  publicModel: boolean;
  publicColor: boolean;
  deleted: boolean;
}
const made: Made[] = [];

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return {
    pick<T>(list: readonly T[]): T {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return list[Math.floor(state / 65_536) % list.length] as T;
    },
  };
}

const brands = ['Trek', 'Trekant', 'Crescent', 'Monark', 'MONARK', 'Öland', null] as const;
const models = ['Trekking 4', 'Dam 7', 'Allround', null] as const;
const colours = ['Svart', 'Mattsvart', 'Black', 'Röd', 'vit', null] as const;
const cities = ['Lund', 'Lunda', 'Malmö', 'Stockholm', 'Umeå', null] as const;
const types = ['dam', 'herr', 'barn', 'hybrid'] as const;

beforeAll(async () => {
  context = await createTestContext({ seed: false });
  owner = await newCustomer(context);
  searcher = await newCustomer(context);
  const random = generator(58);
  const start = Date.parse('2026-06-01T10:00:00Z');
  const rows = Array.from({ length: 90 }, (_, index) => ({
    ownerId: owner.userId,
    frameNumber: `FS${String(100_000 + index)}`,
    brand: random.pick(brands),
    model: random.pick(models),
    color: random.pick(colours),
    city: random.pick(cities),
    bikeType: random.pick(types),
    publicBrand: random.pick([true, true, true, false]),
    publicModel: random.pick([true, true, false]),
    publicColor: random.pick([true, true, true, false]),
    // Some share a time, so the order by id is checked too.
    createdAt: new Date(start + Math.floor(index / 2) * 60_000),
  }));
  const inserted = await context.db
    .insert(bikes)
    .values(rows)
    .returning({ id: bikes.id, createdAt: bikes.createdAt });
  inserted.forEach((row, index) => {
    const source = rows[index];
    if (!source) return;
    made.push({ ...source, id: row.id, createdAt: row.createdAt, deleted: false });
  });
  // Deleted bikes never match; an edit moves a bike's tags.
  for (const bike of made.filter((_, index) => index % 11 === 0)) {
    await context.db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, bike.id));
    bike.deleted = true;
  }
  for (const bike of made.filter((_, index) => index % 13 === 5)) {
    await context.db
      .update(bikes)
      .set({ city: 'Lund', brand: 'Trek', publicBrand: true })
      .where(eq(bikes.id, bike.id));
    Object.assign(bike, { city: 'Lund', brand: 'Trek', publicBrand: true });
  }
});

afterAll(() => context.close());

/** The search's folding: lower case (the Swedish capitals included). */
const fold = (value: string) => value.toLowerCase();

function contains(value: string | null, text: string): boolean {
  if (value === null || value === '') return false;
  return text.length >= 3 ? fold(value).includes(text) : fold(value) === text;
}

function colourMatches(value: string | null, text: string): boolean {
  return [text, ...colourSearchAlternatives(text)].some((spelling) => contains(value, spelling));
}

/** The bikes a query must find, checked bike by bike, newest first. */
function expected(query: Partial<BikeSearchQuery>, text: string | null): string[] {
  return made
    .filter((bike) => !bike.deleted)
    .filter(
      (bike) =>
        text === null ||
        (bike.publicBrand && contains(bike.brand, text)) ||
        (bike.publicModel && contains(bike.model, text)) ||
        (bike.publicColor && colourMatches(bike.color, text)),
    )
    .filter((bike) => !query.brand || (bike.publicBrand && contains(bike.brand, fold(query.brand))))
    .filter((bike) => !query.model || (bike.publicModel && contains(bike.model, fold(query.model))))
    .filter((bike) => !query.color || (bike.publicColor && colourMatches(bike.color, fold(query.color))))
    .filter((bike) => !query.city || contains(bike.city, fold(query.city)))
    .filter((bike) => !query.bikeType || bike.bikeType === query.bikeType)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1))
    .map((bike) => bike.id);
}

const queries: { text: string | null; filters: Partial<BikeSearchQuery> }[] = [
  { text: 'trek', filters: { city: 'Lund', bikeType: 'barn' } },
  { text: 'trek', filters: { city: 'lund' } },
  { text: 'trek', filters: { bikeType: 'dam' } },
  { text: 'svart', filters: { city: 'Stockholm' } },
  { text: 'black', filters: { bikeType: 'herr' } },
  { text: 'monark', filters: { color: 'svart', city: 'malmö' } },
  { text: 'öland', filters: { city: 'UMEÅ' } },
  { text: 'ab', filters: { city: 'Lund' } },
  { text: 'nothing like it', filters: { city: 'Lund' } },
  { text: null, filters: { brand: 'Monark', color: 'svart' } },
  { text: null, filters: { brand: 'trek', city: 'Lunda' } },
  { text: null, filters: { model: 'dam 7', bikeType: 'dam' } },
  { text: null, filters: { color: 'red' } },
  { text: null, filters: { city: 'lund', bikeType: 'hybrid' } },
  { text: null, filters: { city: 'Stockholm' } },
  { text: null, filters: { bikeType: 'barn' } },
  { text: null, filters: { city: 'Nowhere' } },
];

/** Every page of a query from filteredSearchPage with its own cap, and the totals it gave. */
async function allPages(text: string | null, filters: Partial<BikeSearchQuery>, cap: number, pageSize = 4) {
  const ids: string[] = [];
  const totals: { total: number; totalCapped: boolean }[] = [];
  const query = { page: 1, pageSize, ...filters };
  for (let page = 1; page <= 30; page++) {
    const found = await filteredSearchPage({
      db: context.db,
      actor: { userId: searcher.userId, role: 'customer' },
      folded: text === null ? null : fold(text),
      filters: query,
      page,
      pageSize,
      cap,
    });
    totals.push({ total: found.total, totalCapped: found.totalCapped });
    ids.push(...found.bikes.map((bike) => bike.id));
    if (found.bikes.length < pageSize) break;
  }
  return { ids, totals };
}

describe('search with filters', () => {
  it.each(queries.map((query) => [query.text, JSON.stringify(query.filters), query] as const))(
    'finds what a bike-by-bike check finds, page by page: %j with %s',
    async (_text, _filters, { text, filters }) => {
      const want = expected(filters, text === null ? null : fold(text));
      // A cap above every total: pages come from the tags' intersection and the total is exact.
      const exact = await allPages(text, filters, 1000);
      expect(exact.ids).toEqual(want);
      expect(new Set(exact.totals.map((total) => JSON.stringify(total)))).toEqual(
        new Set([JSON.stringify({ total: want.length, totalCapped: false })]),
      );
      // A cap of 2: with more matches than that, pages are read newest first and checked.
      const capped = await allPages(text, filters, 2);
      expect(capped.ids).toEqual(want);
      // One filter alone, or a city with a type, is counted exactly however many match (its
      // count is kept in bike_search_terms); anything else is capped.
      const given = Object.keys(filters);
      const exactAlways =
        text === null &&
        (given.length === 1 || (given.length === 2 && Boolean(filters.city && filters.bikeType)));
      const capTotal =
        want.length > 2 && !exactAlways
          ? { total: 2, totalCapped: true }
          : { total: want.length, totalCapped: false };
      expect(capped.totals[0]).toEqual(capTotal);
    },
  );

  it('is checked on queries with many, few and no matches', () => {
    const sizes = queries.map(
      ({ text, filters }) => expected(filters, text === null ? null : fold(text)).length,
    );
    expect(sizes.filter((size) => size > 4).length).toBeGreaterThanOrEqual(8);
    expect(sizes.filter((size) => size > 0 && size <= 4).length).toBeGreaterThanOrEqual(2);
    expect(sizes.filter((size) => size === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the total past the last page', async () => {
    const want = expected({ city: 'Lund' }, null);
    expect(want.length).toBeGreaterThan(0);
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/bikes/search?city=Lund&page=${want.length + 1}&pageSize=1`,
      cookies: accessOnly(searcher.cookies),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZBikeSearchResponse.parse(response.json());
    expect([body.results, body.total, body.totalCapped]).toEqual([[], want.length, false]);
  });

  it('answers the search route with the same bikes, and frame numbers still first', async () => {
    const target = made.find((bike) => !bike.deleted && bike.city === 'Lund');
    if (!target) throw new Error('no bike in Lund');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/bikes/search?q=trek&city=Lund&pageSize=50',
      cookies: accessOnly(searcher.cookies),
    });
    const body = ZBikeSearchResponse.parse(response.json());
    expect(body.results.map((bike) => bike.id)).toEqual(expected({ city: 'Lund' }, 'trek'));
    expect(body.results.every((bike) => bike.match === 'text')).toBe(true);

    const [bike] = await context.db
      .select({ frameNumber: bikes.frameNumber, city: bikes.city })
      .from(bikes)
      .where(eq(bikes.id, target.id));
    const byFrame = await context.app.inject({
      method: 'GET',
      url: `/api/bikes/search?q=${encodeURIComponent(bike?.frameNumber ?? '')}&city=Lund`,
      cookies: accessOnly(searcher.cookies),
    });
    const frameBody = ZBikeSearchResponse.parse(byFrame.json());
    expect(frameBody.results.map((found) => [found.id, found.match])).toEqual([[target.id, 'exact']]);
  });

  it('keeps the cities, types and cities with types of live bikes counted in bike_search_terms', async () => {
    const recount = await context.db.execute<{ field: string; value: string; count: number }>(sql`
      select 'city' as field, lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) as value, count(*)::integer as count
        from bikes where deleted_at is null and coalesce(city, '') <> '' group by 2
      union all
      select 'type', bike_type, count(*)::integer from bikes where deleted_at is null and bike_type is not null group by 2
      union all
      select 'city_type', lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) || '|' || bike_type, count(*)::integer
        from bikes where deleted_at is null and coalesce(city, '') <> '' and bike_type is not null group by 2`);
    expect(recount.rows.filter((row) => row.field === 'city').length).toBeGreaterThan(3);
    expect(recount.rows.filter((row) => row.field === 'type').length).toBe(types.length);
    for (const row of recount.rows) {
      const [term] = await context.db
        .select({ count: bikeSearchTerms.bikeCount })
        .from(bikeSearchTerms)
        .where(and(eq(bikeSearchTerms.field, row.field), eq(bikeSearchTerms.value, row.value)));
      expect(term?.count, `${row.field} ${row.value}`).toBe(Number(row.count));
    }
  });

  it('keeps every visible value of live bikes counted by city and type in bike_search_places', async () => {
    // Bike by bike, from what was inserted, deleted and edited above.
    const want = new Map<string, number>();
    for (const bike of made.filter((candidate) => !candidate.deleted)) {
      const visible = { brand: bike.publicBrand, model: bike.publicModel, color: bike.publicColor };
      for (const field of ['brand', 'model', 'color'] as const) {
        const value = bike[field];
        if (!visible[field] || value === null || value === '') continue;
        const key = [field, fold(value), fold(bike.city ?? ''), bike.bikeType].join('|');
        want.set(key, (want.get(key) ?? 0) + 1);
      }
    }
    const rows = await context.db.select().from(bikeSearchPlaces);
    const have = new Map(
      rows
        .filter((row) => row.bikeCount !== 0)
        .map((row) => [[row.field, row.value, row.city, row.bikeType].join('|'), row.bikeCount]),
    );
    expect(want.size).toBeGreaterThan(20);
    expect(have).toEqual(want);
  });
});
