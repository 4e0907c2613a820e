import { randomInt } from 'node:crypto';
import { ZStickerResponse } from '@ramkoll/shared/schemas/sticker';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes, bikeSales } from '../../../src/db/schema/bikes.js';
import { qrStickers } from '../../../src/db/schema/stickers.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { newCustomer, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
let owner: TestCustomer;
let finder: TestCustomer;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  owner = await newCustomer(context);
  finder = await newCustomer(context);
});

afterAll(() => context.close());

const digits = () => String(randomInt(0, 1e8)).padStart(8, '0');

/** A stolen, photographed bike with a private description and a sticker; answers the code. */
async function stickeredBike(
  values: Partial<typeof bikes.$inferInsert> = {},
): Promise<{ code: string; id: string }> {
  const [bike] = await context.db
    .insert(bikes)
    .values({
      ownerId: owner.userId,
      frameNumber: `QS${digits()}`,
      bikeType: 'hybrid',
      brand: 'Crescent',
      model: 'Elda',
      color: 'Röd',
      city: 'Lund',
      description: 'Repa på ramen',
      publicDescription: true,
      stolenStatus: 'stolen',
      stolenDate: '2026-11-01',
      stolenLocationDetails: 'Utanför biblioteket',
      ...values,
    })
    .returning({ id: bikes.id });
  if (!bike) throw new Error('no bike');
  const code = `RK${digits()}`;
  await context.db.insert(qrStickers).values({ code, bikeId: bike.id, linkedAt: new Date() });
  return { code, id: bike.id };
}

function get(code: string, cookies: Cookies | null = null): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method: 'GET',
    url: `/api/stickers/${encodeURIComponent(code)}`,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

describe('GET /api/stickers/:code', () => {
  it('shows a visitor the public card: state, make and frame number, no place, photo or descriptions', async () => {
    const { code, id } = await stickeredBike();
    const response = await get(code.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZStickerResponse.parse(response.json());
    expect(body).toMatchObject({ code, details: false });
    expect(body.bike).toMatchObject({
      id,
      brand: 'Crescent',
      model: 'Elda',
      stolen: true,
      stolenDate: '2026-11-01',
      isMine: false,
      city: null,
      description: null,
      stolenLocationDetails: null,
      photoUrl: null,
    });
    // Nothing about the owner at all.
    expect(response.body).not.toContain(owner.userId);
  });

  it('shows a signed-in finder the card search shows, and the owner that it is theirs', async () => {
    const { code } = await stickeredBike();
    const asFinder = ZStickerResponse.parse((await get(code, finder.cookies)).json());
    expect(asFinder).toMatchObject({ details: true, bike: { isMine: false, city: 'Lund' } });
    expect(asFinder.bike?.stolenLocationDetails).toBe('Utanför biblioteket');
    const asOwner = ZStickerResponse.parse((await get(code, owner.cookies)).json());
    expect(asOwner.bike?.isMine).toBe(true);
    for (const email of ['butik@ramkoll.se', 'admin@ramkoll.se']) {
      const response = await get(code, await signedIn(context.app, email));
      expect(response.statusCode, email).toBe(200);
      expect(ZStickerResponse.parse(response.json()).bike?.isMine, email).toBe(false);
    }
  });

  it('keeps what the owner hides hidden, and gives a for-sale bike its price', async () => {
    const { code, id } = await stickeredBike({
      stolenStatus: null,
      stolenDate: null,
      stolenLocationDetails: null,
      publicBrand: false,
      status: 'for_sale',
    });
    await context.db
      .insert(bikeSales)
      .values({ bikeId: id, sellerId: owner.userId, salePrice: 4500, isActive: true });
    const body = ZStickerResponse.parse((await get(code, finder.cookies)).json());
    expect(body.bike).toMatchObject({ brand: 'Dold', forSale: true, salePrice: 4500, stolen: false });
  });

  it('answers bike: null for a sticker on no bike, also when its bike was deleted', async () => {
    const unlinked = `RU${digits()}`;
    await context.db.insert(qrStickers).values({ code: unlinked });
    expect(ZStickerResponse.parse((await get(unlinked)).json())).toEqual({
      code: unlinked,
      bike: null,
      details: false,
    });

    const { code, id } = await stickeredBike();
    await context.db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, id));
    expect(ZStickerResponse.parse((await get(code, finder.cookies)).json()).bike).toBeNull();
  });

  it('answers 404 STICKER_NOT_FOUND for an unknown code and 400 for what cannot be a code', async () => {
    const unknown = await get(`ZZ${digits()}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('STICKER_NOT_FOUND');
    for (const bad of ['ABC', 'RK-123-456', "RK1234' OR 1=1", 'A'.repeat(21)]) {
      const response = await get(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(errorOf(response), bad).toEqual({
        code: 'VALIDATION_FAILED',
        details: { field: 'code', problem: 'invalid' },
      });
    }
  });
});
