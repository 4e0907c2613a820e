import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../../src/db/schema/bikes.js';
import { pointsLedger } from '../../../src/db/schema/points.js';
import { frameKey } from '../../../src/lib/frame-number.js';
import { errorOf } from '../../auth-helpers.js';
import {
  newCustomer,
  ownerState,
  registerBike,
  uniqueFrameNumber,
  verifiedReceipt,
} from '../../bike-helpers.js';
import { createUser } from '../../factories.js';
import { createTestContext, testDatabaseKind, type TestContext } from '../../helper.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(() => context.close());

async function liveBikesWithFrameNumber(frameNumber: string): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(bikes)
    .where(and(eq(bikes.frameKey, frameKey(frameNumber)), isNull(bikes.deletedAt)));
  return row?.n ?? 0;
}

describe('concurrent registrations', () => {
  it('20 at once by an owner with exactly 100 points: one bike, 0 points, one ledger row', async () => {
    const owner = await newCustomer(context, 100);
    const forms = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const frameNumber = uniqueFrameNumber();
        return { frameNumber, receiptFileId: await verifiedReceipt(context, owner, frameNumber) };
      }),
    );

    const responses = await Promise.all(forms.map((form) => registerBike(context, owner, form)));

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(402)]);
    for (const refused of responses.filter((response) => response.statusCode === 402)) {
      expect(errorOf(refused)).toEqual({
        code: 'INSUFFICIENT_POINTS',
        details: { required: 100, balance: 0 },
      });
    }
    expect(await ownerState(context, owner.userId)).toMatchObject({ bikes: 1, balance: 0, events: 1 });
    const debits = await context.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, owner.userId), eq(pointsLedger.reason, 'bike_registration')));
    expect(debits).toEqual([expect.objectContaining({ amount: -100, balanceAfter: 0 })]);
  });

  it('two owners racing for one frame number: one bike, the other 409 with its points intact', async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = await Promise.all([newCustomer(context, 100), newCustomer(context, 100)]);
      const frameNumber = uniqueFrameNumber();
      const [firstReceipt, secondReceipt] = await Promise.all([
        verifiedReceipt(context, first, frameNumber),
        verifiedReceipt(context, second, frameNumber),
      ]);

      const responses = await Promise.all([
        registerBike(context, first, { frameNumber, receiptFileId: firstReceipt }),
        registerBike(context, second, { frameNumber, receiptFileId: secondReceipt }),
      ]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const loser = responses[0]?.statusCode === 409 ? first : second;
      const refused = responses.find((response) => response.statusCode === 409);
      expect(refused && errorOf(refused)).toEqual({ code: 'FRAME_NUMBER_TAKEN' });
      expect(await liveBikesWithFrameNumber(frameNumber)).toBe(1);
      expect(await ownerState(context, loser.userId)).toMatchObject({ bikes: 0, balance: 100, events: 0 });
    }
  });

  // PGlite runs one transaction at a time, so only a real server can hold a row open meanwhile.
  it.runIf(testDatabaseKind() === 'postgres')(
    'a registration that passed the check but loses at the unique index answers 409 and debits nothing',
    async () => {
      const owner = await newCustomer(context, 100);
      const rival = await createUser(context.db);
      const frameNumber = uniqueFrameNumber();
      const receiptFileId = await verifiedReceipt(context, owner, frameNumber);

      let inserted!: () => void;
      let commit!: () => void;
      const rivalInserted = new Promise<void>((resolve) => (inserted = resolve));
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      const rivalTransaction = context.db.transaction(async (tx) => {
        await tx.insert(bikes).values({ ownerId: rival.id, frameNumber });
        inserted();
        await mayCommit;
      });
      await rivalInserted;

      const registration = registerBike(context, owner, { frameNumber, receiptFileId });
      await waitForLockWait();
      commit();
      await rivalTransaction;
      const response = await registration;

      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'FRAME_NUMBER_TAKEN' });
      expect(await ownerState(context, owner.userId)).toMatchObject({ bikes: 0, balance: 100, ledger: 1 });
      expect(await liveBikesWithFrameNumber(frameNumber)).toBe(1);
    },
  );
});

/** Until some session of this database waits for a lock: the registration's bike insert. */
async function waitForLockWait(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const result = await context.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into "bikes"%'`,
    );
    if ((result.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the registration never waited at the unique index');
}
