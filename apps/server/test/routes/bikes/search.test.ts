import { randomInt } from 'node:crypto';
import {
  ZBikeListResponse,
  ZBikeSearchResponse,
  ZForSaleResponse,
  ZSearchBike,
} from '@ramkoll/shared/schemas/search';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/accounts.js';
import { bikes, bikeSales } from '../../../src/db/schema/bikes.js';
import { qrStickers } from '../../../src/db/schema/stickers.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { newCustomer, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
let owner: TestCustomer;
let searcher: TestCustomer;
let ownerEmail: string;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  owner = await newCustomer(context);
  searcher = await newCustomer(context);
  const [row] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
  ownerEmail = row?.email ?? '';
});

afterAll(() => context.close());

/** Six random digits, so every test's frame numbers and words are its own. */
function digits(): string {
  return String(randomInt(100_000, 1_000_000));
}

type BikeValues = typeof bikes.$inferInsert;

async function insertBike(values: Partial<BikeValues> & { frameNumber: string }): Promise<string> {
  const [row] = await context.db
    .insert(bikes)
    .values({ ownerId: owner.userId, bikeType: 'hybrid', brand: 'Crescent', city: 'Lund', ...values })
    .returning({ id: bikes.id });
  if (!row) throw new Error('no bike');
  return row.id;
}

function get(url: string, cookies: Cookies | null = searcher.cookies): Promise<LightMyRequestResponse> {
  return context.app.inject({ method: 'GET', url, ...(cookies ? { cookies: accessOnly(cookies) } : {}) });
}

async function search(params: Record<string, string>, cookies: Cookies = searcher.cookies) {
  const response = await get(`/api/bikes/search?${new URLSearchParams(params).toString()}`, cookies);
  expect(response.statusCode, response.body).toBe(200);
  return ZBikeSearchResponse.parse(response.json());
}

describe('who may search', () => {
  it('refuses visitors on every search route', async () => {
    for (const url of ['/api/bikes/search?q=Crescent', '/api/bikes/stolen', '/api/bikes/for-sale']) {
      const response = await get(url, null);
      expect(response.statusCode, url).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it('lets customers, stores and admins search', async () => {
    const frameNumber = `RS${digits()}AB`;
    await insertBike({ frameNumber });
    for (const email of ['butik@ramkoll.se', 'admin@ramkoll.se']) {
      const cookies = await signedIn(context.app, email);
      const { results } = await search({ q: frameNumber }, cookies);
      expect(
        results.map((bike) => bike.frameNumber),
        email,
      ).toEqual([frameNumber]);
    }
  });

  it('ignores a blank query: 400 query_required when no filter is set either', async () => {
    const response = await get('/api/bikes/search?q=%20%20');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'q', problem: 'query_required' },
    });
  });
});

describe('privacy', () => {
  it("answers hidden fields as 'Dold' and never matches them", async () => {
    const word = `Hemlig${digits()}`;
    const frameNumber = `PV${digits()}CD`;
    await insertBike({
      frameNumber,
      brand: word,
      model: `${word}Modell`,
      color: `${word}Färg`,
      bikeName: 'Min käraste',
      description: 'Repa på ramen',
      publicBrand: false,
      publicModel: false,
      publicColor: false,
      publicBikeName: false,
      publicDescription: false,
      publicBikePhoto: false,
    });

    expect((await search({ q: word })).results).toEqual([]);
    expect((await search({ q: 'x', brand: word })).results).toEqual([]);

    const [bike] = (await search({ q: frameNumber })).results;
    expect(bike).toMatchObject({
      brand: 'Dold',
      model: 'Dold',
      color: 'Dold',
      bikeName: 'Dold',
      description: 'Dold',
      photoUrl: null,
      photoHidden: true,
    });
    expect(JSON.stringify(bike)).not.toContain(word);
  });

  it('carries no owner identity, personal number, e-mail or receipt in any result', async () => {
    const frameNumber = `ID${digits()}EF`;
    await insertBike({
      frameNumber,
      stolenStatus: 'stolen',
      stolenDate: '2026-10-01',
      policeReportNumber: '5000-K123',
    });
    const response = await get(`/api/bikes/search?q=${frameNumber}`);
    const body = response.body;
    expect(body).not.toContain(owner.userId);
    expect(body).not.toContain(ownerEmail);
    expect(body).not.toContain('Olle');
    expect(body).not.toContain('5000-K123');
    expect(body).not.toMatch(/owner|receipt|personal|email/i);
    const [bike] = ZBikeSearchResponse.parse(response.json()).results;
    expect(Object.keys(bike ?? {}).sort()).toEqual(Object.keys(ZSearchBike.shape).sort());

    const stolen = await get('/api/bikes/stolen?pageSize=50');
    expect(stolen.body).not.toContain(owner.userId);
    expect(stolen.body).not.toContain(ownerEmail);
  });

  it('tells the owner which results are theirs', async () => {
    const frameNumber = `MY${digits()}GH`;
    await insertBike({ frameNumber });
    expect((await search({ q: frameNumber }, owner.cookies)).results[0]?.isMine).toBe(true);
    expect((await search({ q: frameNumber })).results[0]?.isMine).toBe(false);
  });
});

describe('frame numbers beyond exact', () => {
  it('finds a stolen bike by a mistyped frame number: O for 0, a dash, lower case, a leading zero', async () => {
    const tail = digits();
    const frameNumber = `WX1050${tail}`;
    const id = await insertBike({ frameNumber, stolenStatus: 'stolen', stolenDate: '2026-11-01' });

    const exact = await search({ q: frameNumber.toLowerCase() });
    expect(exact.results.map((bike) => [bike.id, bike.match])).toEqual([[id, 'exact']]);

    for (const typed of [`WX-1O5O${tail}`, `0WX1050${tail}`, `wx 105o-${tail}`]) {
      const { results } = await search({ q: typed });
      expect(
        results.map((bike) => [bike.id, bike.match, bike.stolen]),
        typed,
      ).toEqual([[id, 'normalized', true]]);
    }
  });

  it('offers a one-character typo under "close", not among the results', async () => {
    const tail = digits();
    const frameNumber = `CL7${tail}QZ`;
    const id = await insertBike({ frameNumber, stolenStatus: 'stolen', stolenDate: '2026-11-02' });
    const typo = `CL7${tail}QX`;
    const { results, close } = await search({ q: typo });
    expect(results.map((bike) => bike.id)).not.toContain(id);
    expect(close.map((bike) => [bike.id, bike.match])).toContainEqual([id, 'close']);

    const farAway = await search({ q: `CL7${tail.split('').reverse().join('')}AA` });
    expect(farAway.close.map((bike) => bike.id)).not.toContain(id);
  });

  it('finds a bike by the code of the Ramkoll sticker linked to it', async () => {
    const frameNumber = `QR${digits()}ST`;
    const id = await insertBike({ frameNumber });
    const code = `RKQ${digits()}`;
    await context.db.insert(qrStickers).values({ code, bikeId: id, linkedAt: new Date() });
    const { results } = await search({ q: code.toLowerCase() });
    expect(results.map((bike) => [bike.id, bike.match])).toEqual([[id, 'exact']]);

    const unlinked = `RKU${digits()}`;
    await context.db.insert(qrStickers).values({ code: unlinked });
    expect((await search({ q: unlinked })).results).toEqual([]);
  });

  it('leaves deleted bikes out', async () => {
    const frameNumber = `DL${digits()}IJ`;
    await insertBike({ frameNumber, deletedAt: new Date() });
    const { results, close } = await search({ q: frameNumber });
    expect(results).toEqual([]);
    expect(close).toEqual([]);
  });
});

describe('text and filters', () => {
  it('matches visible brand, model and colour, case-insensitively and with å, ä, ö', async () => {
    const brand = `Märke${digits()}`;
    const ids = [
      await insertBike({ frameNumber: `TX${digits()}AA`, brand, city: 'Örebro', bikeType: 'mtb' }),
      await insertBike({ frameNumber: `TX${digits()}AB`, brand, city: 'Malmö', bikeType: 'dam' }),
      await insertBike({ frameNumber: `TX${digits()}AC`, brand, city: 'Örebro', bikeType: 'dam' }),
    ];

    const all = await search({ q: brand.toUpperCase() });
    expect(all.results.map((bike) => bike.id).sort()).toEqual([...ids].sort());
    expect(all.total).toBe(3);
    expect(all.results.every((bike) => bike.match === 'text')).toBe(true);

    const inOrebro = await search({ q: brand, city: 'örebro' });
    expect(inOrebro.results.map((bike) => bike.id).sort()).toEqual([ids[0], ids[2]].sort());

    const damInOrebro = await search({ q: brand, city: 'Örebro', bikeType: 'dam' });
    expect(damInOrebro.results.map((bike) => bike.id)).toEqual([ids[2]]);

    const filtersOnly = await search({ brand: brand.toLowerCase(), bikeType: 'mtb' });
    expect(filtersOnly.results.map((bike) => [bike.id, bike.match])).toEqual([[ids[0], 'filter']]);
  });

  it('offers the frame numbers close to a text with filters, nearest first, those the filters keep', async () => {
    // The close neighbours of a text with filters are those the filters keep, nearest first (two
    // letters swapped are two edits away).
    const tail = digits();
    const oneOff = await insertBike({ frameNumber: `CF${tail}KM`, city: 'Lund', bikeType: 'dam' });
    const twoOff = await insertBike({ frameNumber: `CF${tail}WK`, city: 'Lund', bikeType: 'dam' });
    const elsewhere = await insertBike({ frameNumber: `CF${tail}KN`, city: 'Umeå', bikeType: 'dam' });
    const inLund = await search({ q: `CF${tail}KW`, city: 'Lund', bikeType: 'dam' });
    expect(inLund.close.map((bike) => [bike.id, bike.match])).toEqual([
      [oneOff, 'close'],
      [twoOff, 'close'],
    ]);
    expect(inLund.results).toEqual([]);
    const anywhere = await search({ q: `CF${tail}KW`, bikeType: 'dam' });
    expect(anywhere.close.map((bike) => bike.id).sort()).toEqual([oneOff, twoOff, elsewhere].sort());
    expect(anywhere.close.at(-1)?.id).toBe(twoOff);
    // A filter no close neighbour meets: none.
    expect((await search({ q: `CF${tail}KW`, city: 'Kiruna' })).close).toEqual([]);
    // The statement is built once per shape of the filters: the same shape with other values
    // finds other neighbours.
    const inUmea = await search({ q: `CF${tail}KW`, city: 'Umeå', bikeType: 'dam' });
    expect(inUmea.close.map((bike) => bike.id)).toEqual([elsewhere]);
    expect((await search({ q: `CF${tail}KW`, city: 'Lund', bikeType: 'herr' })).close).toEqual([]);
    // A colour in the other language, and a city of two letters (matched whole): shapes of their own.
    const black = await insertBike({ frameNumber: `CF${tail}KQ`, city: 'Ed', color: 'svart' });
    const inEd = await search({ q: `CF${tail}KW`, city: 'ed', color: 'black' });
    expect(inEd.close.map((bike) => bike.id)).toEqual([black]);
    expect((await search({ q: `CF${tail}KW`, city: 'ed', color: 'vit' })).close).toEqual([]);
  });

  it('answers a frame number or sticker code with filters by the bike alone, if the filters keep it', async () => {
    // Decision 082: the statement that resolves the text and the filters also counts the bikes the
    // text names by frame number or sticker code; those the filters keep answer alone.
    const brand = `Ram${digits()}`;
    const frameNumber = `FF${digits()}1KL`;
    const id = await insertBike({ frameNumber, brand, city: 'Lund', bikeType: 'dam' });
    const inLund = await search({ q: frameNumber.toLowerCase(), city: 'Lund' });
    expect(inLund.results.map((bike) => [bike.id, bike.match])).toEqual([[id, 'exact']]);
    expect([inLund.total, inLund.close]).toEqual([1, []]);
    const lookAlike = await search({ q: frameNumber.replace(/1KL$/, 'IKL'), bikeType: 'dam' });
    expect(lookAlike.results.map((bike) => [bike.id, bike.match])).toEqual([[id, 'normalized']]);

    // Filters that leave the bike out: the text is searched as text, and finds nothing here.
    const elsewhere = await search({ q: frameNumber, city: 'Umeå' });
    expect([elsewhere.results, elsewhere.total, elsewhere.close]).toEqual([[], 0, []]);

    const code = `RKF${digits()}`;
    await context.db.insert(qrStickers).values({ code, bikeId: id, linkedAt: new Date() });
    const bySticker = await search({ q: code, city: 'lund', bikeType: 'dam' });
    expect(bySticker.results.map((bike) => [bike.id, bike.match])).toEqual([[id, 'exact']]);
    const stickerElsewhere = await search({ q: code, bikeType: 'herr' });
    expect(stickerElsewhere.results).toEqual([]);

    // A word that is also a brand: with a filter, still found as text.
    const asText = await search({ q: brand, city: 'Lund' });
    expect(asText.results.map((bike) => [bike.id, bike.match])).toEqual([[id, 'text']]);
  });

  it('finds a colour in either language, in the search and in the colour filter', async () => {
    const model = `Färg${digits()}`;
    const [swedishRed, englishRed, grey, matteBlack, blue] = [
      await insertBike({ frameNumber: `FC${digits()}AA`, model, color: 'Röd' }),
      await insertBike({ frameNumber: `FC${digits()}AB`, model, color: 'red' }),
      await insertBike({ frameNumber: `FC${digits()}AC`, model, color: 'Grey' }),
      await insertBike({ frameNumber: `FC${digits()}AD`, model, color: 'Mattsvart' }),
      await insertBike({ frameNumber: `FC${digits()}AE`, model, color: 'Blå' }),
    ];
    const ids = (response: { results: { id: string }[] }) => response.results.map((bike) => bike.id).sort();

    expect(ids(await search({ q: 'red', model }))).toEqual([swedishRed, englishRed].sort());
    expect(ids(await search({ q: 'RÖD', model }))).toEqual([swedishRed, englishRed].sort());
    expect(ids(await search({ q: 'grå', model }))).toEqual([grey]);
    expect(ids(await search({ color: 'black', model }))).toEqual([matteBlack]);
    expect(ids(await search({ color: 'blue', model }))).toEqual([blue]);

    // Without filters: the newest red bikes are these two, counted once each.
    const red = await search({ q: 'red', pageSize: '50' });
    expect(red.results.map((bike) => bike.id)).toEqual(expect.arrayContaining([swedishRed, englishRed]));
    expect(red.results.every((bike) => /^(röd|red)/i.test(bike.color ?? ''))).toBe(true);
    const redFilter = await search({ color: 'Red', pageSize: '50' });
    expect(redFilter.total).toBe(red.total);
    // A colour word never widens a brand or model search.
    expect((await search({ q: 'green', model })).results).toEqual([]);
  });

  it('pages through many matches with a stable total', async () => {
    const model = `Sida${digits()}`;
    for (let index = 0; index < 5; index += 1)
      await insertBike({ frameNumber: `PG${digits()}${index}X`, model });
    const first = await search({ q: model, pageSize: '2', page: '1' });
    const third = await search({ q: model, pageSize: '2', page: '3' });
    const beyond = await search({ q: model, pageSize: '2', page: '4' });
    expect([first.total, third.total, beyond.total]).toEqual([5, 5, 5]);
    expect([first.results.length, third.results.length, beyond.results.length]).toEqual([2, 1, 0]);
  });

  it('refuses a page size over the limit and an unknown bike type', async () => {
    expect((await get('/api/bikes/search?q=abc&pageSize=500')).statusCode).toBe(400);
    expect((await get('/api/bikes/search?q=abc&bikeType=tandem')).statusCode).toBe(400);
  });
});

describe('the stolen and for-sale lists', () => {
  it('lists stolen bikes with their flags, newest theft first', async () => {
    const older = await insertBike({
      frameNumber: `ST${digits()}AA`,
      stolenStatus: 'stolen',
      stolenDate: '2020-01-01',
    });
    const newer = await insertBike({
      frameNumber: `ST${digits()}AB`,
      stolenStatus: 'stolen',
      stolenDate: '2099-01-01',
      batteryStolenStatus: 'stolen',
      stolenLocationDetails: 'Utanför biblioteket',
    });
    // Written to the database directly: the list follows once the app hears of it (decision 062).
    const until = Date.now() + 2_000;
    let response = await get('/api/bikes/stolen?pageSize=50');
    while (!response.body.includes(newer) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      response = await get('/api/bikes/stolen?pageSize=50');
    }
    expect(response.statusCode).toBe(200);
    const list = ZBikeListResponse.parse(response.json());
    const ids = list.bikes.map((bike) => bike.id);
    expect(ids[0]).toBe(newer);
    expect(ids).toContain(older);
    expect(list.bikes.every((bike) => bike.stolen)).toBe(true);
    expect(list.bikes[0]).toMatchObject({
      batteryStolen: true,
      stolenLocationDetails: 'Utanför biblioteket',
    });
    expect(list.total).toBeGreaterThanOrEqual(2);
  });

  it('lists at most ten bikes for sale, each with its price', async () => {
    let last = '';
    for (let index = 0; index < 11; index += 1) {
      last = await insertBike({ frameNumber: `FS${digits()}${index}Y`, status: 'for_sale' });
      await context.db.insert(bikeSales).values({
        bikeId: last,
        sellerId: owner.userId,
        salePrice: 4500 + index,
        description: 'Nyservad',
      });
    }
    const response = await get('/api/bikes/for-sale');
    expect(response.statusCode).toBe(200);
    const { bikes: forSale } = ZForSaleResponse.parse(response.json());
    expect(forSale).toHaveLength(10);
    expect(forSale[0]).toMatchObject({
      id: last,
      forSale: true,
      salePrice: 4510,
      saleDescription: 'Nyservad',
    });

    const found = await search({ q: forSale[0]?.frameNumber ?? '' });
    expect(found.results[0]).toMatchObject({ forSale: true, salePrice: 4510 });
  });
});

describe('compressed answers', () => {
  function getEncoded(url: string, acceptEncoding: string) {
    return context.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': acceptEncoding },
      cookies: accessOnly(searcher.cookies),
    });
  }

  it('sends a list of 1 KB or more gzip- or brotli-compressed to a browser, the same JSON inside', async () => {
    for (let index = 0; index < 3; index += 1) {
      const bikeId = await insertBike({ frameNumber: `GZ${digits()}${index}`, status: 'for_sale' });
      await context.db
        .insert(bikeSales)
        .values({ bikeId, sellerId: owner.userId, salePrice: 3000, description: 'Ny' });
    }
    const plain = await get('/api/bikes/for-sale');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/iu);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

    const gzipped = await getEncoded('/api/bikes/for-sale', 'gzip, deflate, br, zstd');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/u);
    expect(gzipped.headers.vary).toMatch(/accept-encoding/iu);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const brotli = await getEncoded('/api/bikes/for-sale', 'br, gzip;q=0');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers, refused encodings and files as they are', async () => {
    const health = await getEncoded('/api/health', 'gzip, br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });

    const refused = await getEncoded('/api/bikes/for-sale', 'gzip;q=0, br;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('bikes');

    // An error answer is JSON too: small, so plain.
    const error = await getEncoded('/api/bikes/search?q=', 'gzip');
    expect(error.headers['content-encoding']).toBeUndefined();
  });
});
