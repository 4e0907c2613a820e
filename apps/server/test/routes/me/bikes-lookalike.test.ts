import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { randomInt } from 'node:crypto';
import { ZFrameNumberLookalikeDetails, ZRegisterBikeResponse } from '@ramkoll/shared/schemas/bike';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { bikes, frameNumberReviews } from '../../../src/db/schema/bikes.js';
import { pointsLedger } from '../../../src/db/schema/points.js';
import { normalizeFrameNumber } from '../../../src/lib/frame-number.js';
import { lockNormalizedFrameNumber } from '../../../src/services/bikes/check-frame-number.js';
import { errorOf } from '../../auth-helpers.js';
import {
  callBikes,
  emailOf,
  newCustomer,
  ownerState,
  registerBike,
  verifiedReceipt,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createUser } from '../../factories.js';
import { createTestContext, testDatabaseKind, type TestContext } from '../../helper.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(() => context.close());

/**
 * The pair: 'WTU…135K' is registered, 'WTU…I35K' (a capital I for the 1) is the same
 * frame number to the eye and to the receipt check, but another key.
 */
function lookalikePair(): { original: string; lookalike: string } {
  const serial = String(randomInt(0, 1e6)).padStart(6, '0');
  return { original: `WTU${serial}135K`, lookalike: `WTU${serial}I35K` };
}

async function registered(owner: TestCustomer, frameNumber: string, fields: Record<string, unknown> = {}) {
  const response = await registerBike(context, owner, {
    frameNumber,
    receiptFileId: await verifiedReceipt(context, owner, frameNumber),
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZRegisterBikeResponse.parse(response.json()).bike;
}

function reviewsOf(bikeId: string) {
  return context.db.select().from(frameNumberReviews).where(eq(frameNumberReviews.bikeId, bikeId));
}

async function liveBikesLike(frameNumber: string): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(bikes)
    .where(and(eq(bikes.frameNormalized, normalizeFrameNumber(frameNumber)), isNull(bikes.deletedAt)));
  return row?.n ?? 0;
}

/** Nothing that names or reaches the first bike's owner may be in a body the second person reads. */
async function expectNoOwnerData(body: string, owner: TestCustomer, bikeId: string) {
  expect(body).not.toContain(owner.userId);
  expect(body).not.toContain(await emailOf(context, owner));
  expect(body).not.toContain('Olle');
  expect(body).not.toContain(owner.personalNumber ?? 'no personnummer');
  expect(body).not.toContain(bikeId);
  expect(body).not.toContain('/api/files/');
}

describe('a look-alike of a registered frame number', () => {
  it('is not available: the check names the bike by its public card, hidden fields as Dold', async () => {
    const [first, second] = await Promise.all([newCustomer(context, 100), newCustomer(context, 100)]);
    const { original, lookalike } = lookalikePair();
    const bike = await registered(first, original, { city: 'Lund', description: 'Min pendlare' });
    const hidden = await callBikes(context, first.cookies, 'PATCH', `/${bike.id}`, {
      privacy: { color: false, model: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const check = await callBikes(context, second.cookies, 'POST', '/frame-number-check', {
      frameNumber: lookalike.toLowerCase(),
    });

    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({
      available: false,
      lookalikes: [
        {
          frameNumber: original,
          brand: 'Crescent',
          model: 'Dold',
          color: 'Dold',
          bikeType: 'hybrid',
          stolen: false,
        },
      ],
    });
    await expectNoOwnerData(check.body, first, bike.id);
    expect(check.body).not.toContain('Lund');
    expect(check.body).not.toContain('Alvar');
    expect(check.body).not.toContain('Blå');
  });

  it('is refused without the confirmation: 409 FRAME_NUMBER_LOOKALIKE with the card, nothing written', async () => {
    const [first, second] = await Promise.all([newCustomer(context, 100), newCustomer(context, 100)]);
    const { original, lookalike } = lookalikePair();
    const bike = await registered(first, original);
    const theft = await callBikes(context, first.cookies, 'POST', `/${bike.id}/stolen`, {
      stolenDate: todayIn(new Date()),
      location: 'Centralstationen, Lund',
      policeReportNumber: 'K123456-25',
    });
    expect(theft.statusCode, theft.body).toBe(200);
    const before = await ownerState(context, second.userId);

    for (const confirmDifferentBike of [undefined, false]) {
      const response = await registerBike(context, second, {
        frameNumber: lookalike,
        receiptFileId: await verifiedReceipt(context, second, lookalike),
        ...(confirmDifferentBike === undefined ? {} : { confirmDifferentBike }),
      });

      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'FRAME_NUMBER_LOOKALIKE',
        details: {
          bikes: [
            {
              frameNumber: original,
              brand: 'Crescent',
              model: 'Alvar',
              color: 'Blå',
              bikeType: 'hybrid',
              stolen: true,
            },
          ],
        },
      });
      ZFrameNumberLookalikeDetails.parse(errorOf(response).details);
      await expectNoOwnerData(response.body, first, bike.id);
      expect(response.body).not.toContain('K123456-25');
      expect(response.body).not.toContain('Centralstationen');
    }
    expect(await ownerState(context, second.userId)).toEqual(before);
    expect(await liveBikesLike(lookalike)).toBe(1);
  });

  it('is registered with the confirmation, with a pending review row and the points debited together', async () => {
    const [first, second] = await Promise.all([newCustomer(context, 100), newCustomer(context, 250)]);
    const { original, lookalike } = lookalikePair();
    const similar = await registered(first, original);

    const response = await registerBike(context, second, {
      frameNumber: lookalike,
      receiptFileId: await verifiedReceipt(context, second, lookalike),
      confirmDifferentBike: true,
    });

    expect(response.statusCode, response.body).toBe(201);
    const { bike, pointsBalance } = ZRegisterBikeResponse.parse(response.json());
    expect(bike.frameNumber).toBe(lookalike);
    expect(pointsBalance).toBe(150);
    expect(await reviewsOf(bike.id)).toEqual([
      expect.objectContaining({
        bikeId: bike.id,
        similarBikeId: similar.id,
        confirmedByUserId: second.userId,
        status: 'pending',
        reviewedBy: null,
        reviewedAt: null,
      }),
    ]);
    const debits = await context.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, second.userId), eq(pointsLedger.reason, 'bike_registration')));
    expect(debits).toEqual([expect.objectContaining({ amount: -100, reference: `bike:${bike.id}` })]);
    const [audit] = await context.db.select().from(auditLog).where(eq(auditLog.targetId, bike.id));
    expect(audit?.details).toMatchObject({ lookalikeBikeIds: similar.id });

    // Both are live now; a third look-alike is shown both bikes, the first registered first.
    const third = await newCustomer(context, 100);
    const check = await callBikes(context, third.cookies, 'POST', '/frame-number-check', {
      frameNumber: `0${original.replace('0', 'O')}`,
    });
    expect(
      check.json<{ lookalikes: { frameNumber: string }[] }>().lookalikes.map((b) => b.frameNumber),
    ).toEqual([original, lookalike]);
  });

  it('the exact frame number stays FRAME_NUMBER_TAKEN, confirmation or not', async () => {
    const [first, second] = await Promise.all([newCustomer(context, 100), newCustomer(context, 100)]);
    const { original } = lookalikePair();
    await registered(first, original);
    const before = await ownerState(context, second.userId);

    const check = await callBikes(context, second.cookies, 'POST', '/frame-number-check', {
      frameNumber: original.toLowerCase(),
    });
    expect(check.json()).toEqual({ available: false, lookalikes: [] });
    const response = await registerBike(context, second, {
      frameNumber: original.toLowerCase(),
      receiptFileId: await verifiedReceipt(context, second, original),
      confirmDifferentBike: true,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'FRAME_NUMBER_TAKEN' });
    expect(await ownerState(context, second.userId)).toEqual(before);
  });

  it('a deleted bike is no look-alike, and a confirmation with nothing to confirm records no review', async () => {
    const [first, second] = await Promise.all([newCustomer(context, 100), newCustomer(context, 100)]);
    const { original, lookalike } = lookalikePair();
    const gone = await registered(first, original);
    expect((await callBikes(context, first.cookies, 'DELETE', `/${gone.id}`)).statusCode).toBe(204);

    const check = await callBikes(context, second.cookies, 'POST', '/frame-number-check', {
      frameNumber: lookalike,
    });
    expect(check.json()).toEqual({ available: true, lookalikes: [] });
    const bike = await registered(second, lookalike, { confirmDifferentBike: true });
    expect(await reviewsOf(bike.id)).toEqual([]);
  });

  it('two look-alikes registered at once without confirmation: one bike, the other 409 LOOKALIKE', async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = await Promise.all([newCustomer(context, 100), newCustomer(context, 100)]);
      const { original, lookalike } = lookalikePair();
      const [firstReceipt, secondReceipt] = await Promise.all([
        verifiedReceipt(context, first, original),
        verifiedReceipt(context, second, lookalike),
      ]);

      const responses = await Promise.all([
        registerBike(context, first, { frameNumber: original, receiptFileId: firstReceipt }),
        registerBike(context, second, { frameNumber: lookalike, receiptFileId: secondReceipt }),
      ]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(refused && errorOf(refused).code).toBe('FRAME_NUMBER_LOOKALIKE');
      expect(await liveBikesLike(original)).toBe(1);
      const loser = responses[0]?.statusCode === 409 ? first : second;
      expect(await ownerState(context, loser.userId)).toMatchObject({ bikes: 0, balance: 100, events: 0 });
    }
  });

  // PGlite runs one transaction at a time, so only a real server can hold the lock meanwhile.
  it.runIf(testDatabaseKind() === 'postgres')(
    'a registration waits for a look-alike being registered at that moment, then asks for the confirmation',
    async () => {
      const owner = await newCustomer(context, 100);
      const rival = await createUser(context.db);
      const { original, lookalike } = lookalikePair();
      const receiptFileId = await verifiedReceipt(context, owner, lookalike);

      let inserted!: () => void;
      let commit!: () => void;
      const rivalInserted = new Promise<void>((resolve) => (inserted = resolve));
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      const rivalTransaction = context.db.transaction(async (tx) => {
        await lockNormalizedFrameNumber(tx, original);
        await tx.insert(bikes).values({ ownerId: rival.id, frameNumber: original });
        inserted();
        await mayCommit;
      });
      await rivalInserted;

      const registration = registerBike(context, owner, { frameNumber: lookalike, receiptFileId });
      await waitForAdvisoryLockWait();
      commit();
      await rivalTransaction;
      const response = await registration;

      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'FRAME_NUMBER_LOOKALIKE',
        details: { bikes: [expect.objectContaining({ frameNumber: original })] },
      });
      expect(await ownerState(context, owner.userId)).toMatchObject({ bikes: 0, balance: 100, ledger: 1 });
      const live = await context.db
        .select({ frameNumber: bikes.frameNumber })
        .from(bikes)
        .where(and(inArray(bikes.frameNumber, [original, lookalike]), isNull(bikes.deletedAt)));
      expect(live).toEqual([{ frameNumber: original }]);
    },
  );
});

/** Until some session of this database waits for an advisory lock: the registration. */
async function waitForAdvisoryLockWait(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const result = await context.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
    );
    if ((result.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the registration never waited for the frame number lock');
}
