import { finderRewardPoints } from '@ramkoll/shared/rules/points';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { ZRecoveryConfirmedResponse, ZRewardFlagsResponse } from '@ramkoll/shared/schemas/recovery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema/accounts.js';
import { bikes } from '../../src/db/schema/bikes.js';
import { notifications } from '../../src/db/schema/messaging.js';
import { createTestClock, errorOf, type Cookies } from '../auth-helpers.js';
import { balanceOf, callApi, freshSession, uniqueFrameNumber, type ApiMethod } from '../bike-helpers.js';
import { createUser } from '../factories.js';
import { createTestContext, type TestContext } from '../helper.js';
import { brokenInvariants } from '../money-invariants.js';

/*
 * Issue 50 item 4, the finder's reward farmed (decision 095): an owner marks a bike stolen, a
 * second account reports it found, the owner confirms, again and again. Every step goes through
 * the API as the probe did; the app's clock is moved between steps (each step signs in afresh at
 * the clock, as a person coming back would), so the hourly report limit and the theft's age are
 * the real ones.
 */
const HOUR = 3_600_000;
const CYCLES = 20;
const clock = createTestClock();
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ deps: { clock } });
});

afterAll(() => context.close());

interface Person {
  userId: string;
  ip: string;
}

async function person(ip: string, fullName = 'Test Testsson'): Promise<Person> {
  const user = await createUser(context.db, { fullName });
  return { userId: user.id, ip };
}

/** A request as `who`, signed in just now from their own address. */
async function as(who: Person, method: ApiMethod, url: string, payload?: Record<string, unknown>) {
  const cookies: Cookies = await freshSession(context, who.userId, who.ip);
  return callApi(context, cookies, method, url, payload);
}

async function ownedBike(owner: Person): Promise<string> {
  const [bike] = await context.db
    .insert(bikes)
    .values({ ownerId: owner.userId, frameNumber: uniqueFrameNumber('FARM'), createdAt: clock.now() })
    .returning({ id: bikes.id });
  if (!bike) throw new Error('no bike');
  return bike.id;
}

/**
 * One round of the loop: stolen, (wait), found, confirmed. Answers what the owner was told about
 * the finder's reward.
 */
async function farm(owner: Person, finder: Person, bikeId: string, waitMs: number) {
  const stolen = await as(owner, 'POST', `/api/me/bikes/${bikeId}/stolen`, {
    stolenDate: todayIn(clock.now()),
    location: 'Utanför gymmet',
  });
  expect(stolen.statusCode, stolen.body).toBe(200);
  clock.advance(waitMs);
  const found = await as(finder, 'POST', `/api/bikes/${bikeId}/recovery-reports`, {
    locationFound: 'Bakom stationen',
    contactInfo: '070-123 45 67',
  });
  expect(found.statusCode, found.body).toBe(201);
  const reportId = found.json<{ id: string }>().id;
  clock.advance(60_000);
  const confirmed = await as(owner, 'POST', `/api/me/recovery-reports/${reportId}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The recovery itself always works: the bike is back, whatever the reward.
  const [row] = await context.db
    .select({ stolenStatus: bikes.stolenStatus })
    .from(bikes)
    .where(eq(bikes.id, bikeId));
  expect(row?.stolenStatus).toBeNull();
  return ZRecoveryConfirmedResponse.parse(confirmed.json()).reward;
}

async function told(finder: Person, type: (typeof notifications.$inferSelect)['type']) {
  const rows = await context.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, finder.userId), eq(notifications.type, type)));
  return rows.length;
}

async function flags(as_: Person) {
  const response = await as(as_, 'GET', '/api/admin/reward-flags');
  expect(response.statusCode, response.body).toBe(200);
  return ZRewardFlagsResponse.parse(response.json()).flags;
}

let admin: Person;

beforeAll(async () => {
  admin = await person('10.9.9.9');
  await context.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, admin.userId));
});

describe('the finder-reward farming loop', () => {
  it(`${CYCLES} patient cycles by one pair (a day between theft and find): one reward, then none`, async () => {
    const owner = await person('10.1.0.1', 'Olle Farmare');
    const finder = await person('10.1.0.1', 'Fia Farmare');
    const bikeId = await ownedBike(owner);

    const rewards = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) rewards.push(await farm(owner, finder, bikeId, 25 * HOUR));

    expect(rewards[0]).toEqual({ points: finderRewardPoints, withheld: null });
    expect(rewards.slice(1)).toEqual(
      Array.from({ length: CYCLES - 1 }, () => ({ points: 0, withheld: 'already_rewarded' })),
    );
    expect(await balanceOf(context, finder.userId)).toBe(finderRewardPoints);
    // The finder is told each time: thanked once with points, then told why there were none.
    expect(await told(finder, 'recovery_reward')).toBe(1);
    expect(await told(finder, 'recovery_reward_withheld_repeat')).toBe(CYCLES - 1);

    // The admin sees the pair, with every signal it raised.
    const flagged = (await flags(admin)).find(
      (flag) => flag.owner.userId === owner.userId && flag.finder.userId === finder.userId,
    );
    expect(flagged).toMatchObject({
      signals: ['repeat_pair', 'shared_network'],
      recoveries: CYCLES,
      rewardsPaid: 1,
      pointsPaid: finderRewardPoints,
      rewardsWithheld: CYCLES - 1,
      bikes: 1,
    });
    expect(await brokenInvariants(context.db)).toEqual({});
  });

  it(`${CYCLES} quick cycles (found minutes after the theft report): the bike comes back, no reward`, async () => {
    const owner = await person('10.2.0.1');
    const finder = await person('10.2.0.2');
    const bikeId = await ownedBike(owner);

    const rewards = [];
    // Seven minutes a cycle keeps the finder under the limit of ten reports an hour.
    for (let cycle = 0; cycle < CYCLES; cycle++) rewards.push(await farm(owner, finder, bikeId, 6 * 60_000));

    expect(rewards).toEqual(
      Array.from({ length: CYCLES }, () => ({ points: 0, withheld: 'theft_too_recent' })),
    );
    expect(await balanceOf(context, finder.userId)).toBe(0);
    expect(await told(finder, 'recovery_reward_withheld_recent')).toBe(CYCLES);
    expect(await told(finder, 'recovery_reward')).toBe(0);
    const flagged = (await flags(admin)).find((flag) => flag.finder.userId === finder.userId);
    // Different addresses: only the repetition gives them away.
    expect(flagged).toMatchObject({ signals: ['repeat_pair'], recoveries: CYCLES, rewardsPaid: 0 });
  });

  it('a found report one minute after the theft report earns nothing; a day later it earns the reward', async () => {
    const owner = await person('10.3.0.1');
    const [quick, patient] = await Promise.all([person('10.3.0.2'), person('10.3.0.3')]);
    const first = await ownedBike(owner);
    const second = await ownedBike(owner);

    expect(await farm(owner, quick, first, 60_000)).toEqual({ points: 0, withheld: 'theft_too_recent' });
    expect(await farm(owner, patient, second, 24 * HOUR)).toEqual({
      points: finderRewardPoints,
      withheld: null,
    });
    expect(await balanceOf(context, quick.userId)).toBe(0);
    expect(await balanceOf(context, patient.userId)).toBe(finderRewardPoints);
    // One honest find each, from different addresses: nothing for the admin.
    const flagged = await flags(admin);
    expect(flagged.filter((flag) => flag.owner.userId === owner.userId)).toEqual([]);
  });

  it('one finder rewarded by three owners is flagged, and so is one owner rewarding three finders', async () => {
    const finder = await person('10.4.0.1', 'Flitig Hittare');
    const owners = await Promise.all([1, 2, 3].map((n) => person(`10.4.1.${n}`)));
    for (const owner of owners) await farm(owner, finder, await ownedBike(owner), 30 * HOUR);
    const generous = await person('10.4.2.1', 'Generös Ägare');
    const finders = await Promise.all([1, 2, 3].map((n) => person(`10.4.3.${n}`)));
    for (const other of finders) await farm(generous, other, await ownedBike(generous), 30 * HOUR);

    const flagged = await flags(admin);
    const ofFinder = flagged.filter((flag) => flag.finder.userId === finder.userId);
    expect(ofFinder).toHaveLength(3);
    for (const flag of ofFinder) expect(flag.signals).toEqual(['frequent_finder']);
    const ofOwner = flagged.filter((flag) => flag.owner.userId === generous.userId);
    expect(ofOwner).toHaveLength(3);
    for (const flag of ofOwner) expect(flag).toMatchObject({ signals: ['frequent_owner'], ownerRewards: 3 });
  });
});

describe('GET /api/admin/reward-flags', () => {
  it('is refused to visitors, customers and stores, and changes nothing', async () => {
    const anonymous = await callApi(context, null, 'GET', '/api/admin/reward-flags');
    expect(anonymous.statusCode).toBe(401);
    const customer = await person('10.5.0.1');
    const refused = await as(customer, 'GET', '/api/admin/reward-flags');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    const store = await person('10.5.0.2');
    await context.db.update(profiles).set({ role: 'store' }).where(eq(profiles.userId, store.userId));
    const storeAnswer = await as(store, 'GET', '/api/admin/reward-flags');
    expect(storeAnswer.statusCode).toBe(403);
  });

  it('is never cached', async () => {
    const response = await as(admin, 'GET', '/api/admin/reward-flags');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
