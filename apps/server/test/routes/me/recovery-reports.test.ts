import { randomInt } from 'node:crypto';
import { ZMyBikesResponse } from '@ramkoll/shared/schemas/bike';
import { ZMyRecoveryReportsResponse } from '@ramkoll/shared/schemas/recovery';
import { finderRewardPoints } from '@ramkoll/shared/rules/points';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { bikeRecoveryReports, bikes } from '../../../src/db/schema/bikes.js';
import { notifications } from '../../../src/db/schema/messaging.js';
import { pointsLedger, userBalances } from '../../../src/db/schema/points.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { balanceOf, callBikes, newCustomer, type TestCustomer } from '../../bike-helpers.js';
import { grantPoints } from '../../factories.js';
import { createTestContext, testDatabaseKind, type TestContext } from '../../helper.js';
import { ledgerMismatches } from '../../money-invariants.js';

let context: TestContext;
let owner: TestCustomer;
let finder: TestCustomer;
let secondFinder: TestCustomer;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [owner, finder, secondFinder] = await Promise.all([
    newCustomer(context),
    newCustomer(context, 30),
    newCustomer(context),
  ]);
});

afterAll(() => context.close());

/** Any timestamp (typed, so the matcher is not an `any`). */
const anyDate: unknown = expect.any(Date);

async function insertStolenBike(ownerId = owner.userId): Promise<string> {
  const [row] = await context.db
    .insert(bikes)
    .values({
      ownerId,
      frameNumber: `RC${randomInt(100_000, 1_000_000)}X${randomInt(10, 100)}`,
      stolenStatus: 'stolen',
      stolenDate: '2026-10-01',
      stolenLocationDetails: 'Utanför stationen',
    })
    .returning({ id: bikes.id });
  if (!row) throw new Error('no bike');
  return row.id;
}

/** A pending report, written directly: the finder's route has an hourly limit (tested elsewhere). */
async function insertReport(bikeId: string, finderId: string | null): Promise<string> {
  const [row] = await context.db
    .insert(bikeRecoveryReports)
    .values({ bikeId, finderId, locationFound: 'Vid ån', contactInfo: '070-111 22 33' })
    .returning({ id: bikeRecoveryReports.id });
  if (!row) throw new Error('no report');
  return row.id;
}

function answer(
  reportId: string,
  action: 'confirm' | 'dismiss',
  cookies: Cookies | null = owner.cookies,
): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method: 'POST',
    url: `/api/me/recovery-reports/${reportId}/${action}`,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function report(reportId: string) {
  const [row] = await context.db
    .select()
    .from(bikeRecoveryReports)
    .where(eq(bikeRecoveryReports.id, reportId));
  return row;
}

async function bike(bikeId: string) {
  const [row] = await context.db.select().from(bikes).where(eq(bikes.id, bikeId));
  return row;
}

function rewardsOf(userId: string) {
  return context.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'recovery_reward')));
}

function rewardNotices(userId: string) {
  return context.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'recovery_reward')));
}

/** Everything an answer to a report could change, for checking that a refusal changed nothing. */
async function snapshot(reportIds: string[], bikeId: string, userIds: string[]) {
  return {
    reports: await context.db
      .select()
      .from(bikeRecoveryReports)
      .where(inArray(bikeRecoveryReports.id, reportIds))
      .orderBy(bikeRecoveryReports.id),
    bike: await bike(bikeId),
    balances: await Promise.all(userIds.map((userId) => balanceOf(context, userId))),
    ledger: await Promise.all(userIds.map(async (userId) => (await rewardsOf(userId)).length)),
    notices: await Promise.all(userIds.map(async (userId) => (await rewardNotices(userId)).length)),
  };
}

describe('POST /api/me/recovery-reports/:id/confirm', () => {
  it("confirms: bike recovered, the bike's other reports dismissed, the finder rewarded and notified", async () => {
    const bikeId = await insertStolenBike();
    const otherBike = await insertStolenBike();
    // Through the finder's own route once, so the whole flow is covered.
    const sent = await context.app.inject({
      method: 'POST',
      url: `/api/bikes/${bikeId}/recovery-reports`,
      cookies: accessOnly(finder.cookies),
      payload: { locationFound: 'Cykelstället vid Stortorget', contactInfo: 'hittare@example.se' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const confirmedId = sent.json<{ id: string }>().id;
    const rivalId = await insertReport(bikeId, secondFinder.userId);
    const elsewhereId = await insertReport(otherBike, secondFinder.userId);
    const finderBefore = await balanceOf(context, finder.userId);

    const response = await answer(confirmedId, 'confirm');
    expect(response.statusCode, response.body).toBe(200);
    const left = ZMyRecoveryReportsResponse.parse(response.json()).reports.map((item) => item.id);
    expect(left).toContain(elsewhereId);
    expect(left).not.toContain(confirmedId);
    expect(left).not.toContain(rivalId);

    expect(await report(confirmedId)).toMatchObject({
      status: 'confirmed',
      resolvedAt: anyDate,
      rewardPoints: finderRewardPoints,
    });
    expect(await report(rivalId)).toMatchObject({ status: 'dismissed', resolvedAt: anyDate });
    expect(await report(elsewhereId)).toMatchObject({ status: 'pending', resolvedAt: null });

    expect(await bike(bikeId)).toMatchObject({ stolenStatus: null, recoveredAt: anyDate });
    expect((await bike(otherBike))?.stolenStatus).toBe('stolen');
    const mine = ZMyBikesResponse.parse((await callBikes(context, owner.cookies, 'GET', '')).json()).bikes;
    expect(mine.find((item) => item.id === bikeId)).toMatchObject({ stolen: false, stolenDate: null });

    expect(await balanceOf(context, finder.userId)).toBe(finderBefore + finderRewardPoints);
    expect(await rewardsOf(finder.userId)).toEqual([
      expect.objectContaining({
        amount: finderRewardPoints,
        balanceAfter: finderBefore + finderRewardPoints,
        reference: `recovery:${confirmedId}`,
      }),
    ]);
    expect(await rewardsOf(secondFinder.userId)).toEqual([]);
    const [notice, ...more] = await rewardNotices(finder.userId);
    expect(more).toEqual([]);
    expect(notice?.payload).toMatchObject({ bikeId, reportId: confirmedId, points: finderRewardPoints });
    expect(await rewardNotices(secondFinder.userId)).toEqual([]);

    const audit = await context.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, bikeId), eq(auditLog.actorUserId, owner.userId)));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'bike.mark_recovered', details: { reportId: confirmedId } },
        {
          action: 'bike.recovery_confirmed',
          details: { reportId: confirmedId, rewardPoints: finderRewardPoints, dismissedReports: 1 },
        },
      ]),
    );

    // Answered once: again, or the dismissed rival, is 409 and pays nothing more.
    for (const id of [confirmedId, rivalId]) {
      for (const action of ['confirm', 'dismiss'] as const) {
        const again = await answer(id, action);
        expect(again.statusCode, `${action} ${id}`).toBe(409);
        expect(errorOf(again)).toEqual({ code: 'RECOVERY_REPORT_NOT_PENDING' });
      }
    }
    expect(await rewardsOf(finder.userId)).toHaveLength(1);
    expect(await balanceOf(context, finder.userId)).toBe(finderBefore + finderRewardPoints);
    expect(await ledgerMismatches(context)).toEqual([]);
  });

  it('rewards once when the owner confirms the same report twice at the same moment', async () => {
    const finderStart = await balanceOf(context, finder.userId);
    const rounds = 5;
    for (let round = 0; round < rounds; round += 1) {
      const bikeId = await insertStolenBike();
      const reportId = await insertReport(bikeId, finder.userId);
      const responses = await Promise.all([answer(reportId, 'confirm'), answer(reportId, 'confirm')]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(refused && errorOf(refused)).toEqual({ code: 'RECOVERY_REPORT_NOT_PENDING' });
      expect(await report(reportId)).toMatchObject({ status: 'confirmed', rewardPoints: finderRewardPoints });
      expect((await bike(bikeId))?.stolenStatus).toBeNull();
    }
    expect(await balanceOf(context, finder.userId)).toBe(finderStart + rounds * finderRewardPoints);
    const references = (await rewardsOf(finder.userId)).map((row) => row.reference);
    expect(new Set(references).size).toBe(references.length);
    expect(await ledgerMismatches(context)).toEqual([]);
  });

  it("rewards one finder when two of the bike's reports are confirmed at the same moment", async () => {
    for (let round = 0; round < 3; round += 1) {
      const bikeId = await insertStolenBike();
      const first = await insertReport(bikeId, finder.userId);
      const second = await insertReport(bikeId, secondFinder.userId);
      const before = [await balanceOf(context, finder.userId), await balanceOf(context, secondFinder.userId)];

      const responses = await Promise.all([answer(first, 'confirm'), answer(second, 'confirm')]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const statuses = [(await report(first))?.status, (await report(second))?.status].sort();
      expect(statuses).toEqual(['confirmed', 'dismissed']);
      const after = [await balanceOf(context, finder.userId), await balanceOf(context, secondFinder.userId)];
      const gained = (after[0] ?? 0) - (before[0] ?? 0) + (after[1] ?? 0) - (before[1] ?? 0);
      expect(gained).toBe(finderRewardPoints);
    }
    expect(await ledgerMismatches(context)).toEqual([]);
  });

  // PGlite runs one transaction at a time; only a real server can hold the balance row meanwhile.
  it.runIf(testDatabaseKind() === 'postgres')(
    "waits for a spend holding the finder's balance, then credits on top of what it left",
    async () => {
      const bikeId = await insertStolenBike();
      const reportId = await insertReport(bikeId, secondFinder.userId);
      await grantPoints(context.db, secondFinder.userId, 50);
      const start = await balanceOf(context, secondFinder.userId);
      let locked!: () => void;
      let release!: () => void;
      const balanceLocked = new Promise<void>((resolve) => (locked = resolve));
      const maySpend = new Promise<void>((resolve) => (release = resolve));
      const spend = context.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ points: userBalances.pointsBalance })
          .from(userBalances)
          .where(eq(userBalances.userId, secondFinder.userId))
          .for('update');
        locked();
        await maySpend;
        const balanceAfter = (row?.points ?? 0) - 50;
        await tx
          .update(userBalances)
          .set({ pointsBalance: balanceAfter })
          .where(eq(userBalances.userId, secondFinder.userId));
        await tx.insert(pointsLedger).values({
          userId: secondFinder.userId,
          amount: -50,
          reason: 'qr_order',
          balanceAfter,
          reference: `test:${reportId}`,
        });
      });
      await balanceLocked;
      const confirmation = answer(reportId, 'confirm');
      await waitForLockWait();
      release();
      await spend;

      expect((await confirmation).statusCode).toBe(200);
      expect(await balanceOf(context, secondFinder.userId)).toBe(start - 50 + finderRewardPoints);
      expect(await ledgerMismatches(context)).toEqual([]);
    },
  );

  it('still rewards the finder when the owner had already marked the bike recovered', async () => {
    const bikeId = await insertStolenBike();
    const reportId = await insertReport(bikeId, secondFinder.userId);
    const recovered = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/recovered`);
    expect(recovered.statusCode, recovered.body).toBe(200);
    const recoveredAt = (await bike(bikeId))?.recoveredAt;
    const before = await balanceOf(context, secondFinder.userId);

    expect((await answer(reportId, 'confirm')).statusCode).toBe(200);
    expect(await bike(bikeId)).toMatchObject({ stolenStatus: null, recoveredAt });
    expect(await balanceOf(context, secondFinder.userId)).toBe(before + finderRewardPoints);
  });

  it('rewards nobody when the finder deleted the account or now owns the bike', async () => {
    const orphanBike = await insertStolenBike();
    const orphan = await insertReport(orphanBike, null);
    const response = await answer(orphan, 'confirm');
    expect(response.statusCode, response.body).toBe(200);
    expect(await report(orphan)).toMatchObject({ status: 'confirmed', rewardPoints: 0 });
    expect((await bike(orphanBike))?.stolenStatus).toBeNull();

    // The finder bought the bike since: confirming their own report earns them nothing.
    const boughtBike = await insertStolenBike();
    const own = await insertReport(boughtBike, secondFinder.userId);
    await context.db.update(bikes).set({ ownerId: secondFinder.userId }).where(eq(bikes.id, boughtBike));
    const before = await rewardsOf(secondFinder.userId);
    expect((await answer(own, 'confirm', secondFinder.cookies)).statusCode).toBe(200);
    expect(await report(own)).toMatchObject({ status: 'confirmed', rewardPoints: 0 });
    expect(await rewardsOf(secondFinder.userId)).toEqual(before);
    expect(await ledgerMismatches(context)).toEqual([]);
  });
});

describe('POST /api/me/recovery-reports/:id/dismiss', () => {
  it('dismisses one report and changes nothing else', async () => {
    const bikeId = await insertStolenBike();
    const dismissed = await insertReport(bikeId, finder.userId);
    const kept = await insertReport(bikeId, secondFinder.userId);
    const bikeBefore = await bike(bikeId);
    const balances = [await balanceOf(context, finder.userId), await balanceOf(context, secondFinder.userId)];

    const response = await answer(dismissed, 'dismiss');
    expect(response.statusCode, response.body).toBe(200);
    const left = ZMyRecoveryReportsResponse.parse(response.json()).reports.map((item) => item.id);
    expect(left).toContain(kept);
    expect(left).not.toContain(dismissed);

    expect(await report(dismissed)).toMatchObject({
      status: 'dismissed',
      resolvedAt: anyDate,
      rewardPoints: null,
    });
    expect(await report(kept)).toMatchObject({ status: 'pending' });
    expect(await bike(bikeId)).toEqual(bikeBefore);
    expect([await balanceOf(context, finder.userId), await balanceOf(context, secondFinder.userId)]).toEqual(
      balances,
    );

    const again = await answer(dismissed, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'RECOVERY_REPORT_NOT_PENDING' });
    expect((await bike(bikeId))?.stolenStatus).toBe('stolen');
  });
});

describe('who may answer a report', () => {
  it('another customer, or the finder, gets 404 RECOVERY_REPORT_NOT_FOUND and nothing changes', async () => {
    const bikeId = await insertStolenBike();
    const reportId = await insertReport(bikeId, finder.userId);
    const stranger = await newCustomer(context);
    const users = [owner.userId, finder.userId, stranger.userId];
    const before = await snapshot([reportId], bikeId, users);
    for (const cookies of [stranger.cookies, finder.cookies]) {
      for (const action of ['confirm', 'dismiss'] as const) {
        const response = await answer(reportId, action, cookies);
        expect(response.statusCode, action).toBe(404);
        expect(errorOf(response)).toEqual({ code: 'RECOVERY_REPORT_NOT_FOUND' });
      }
    }
    expect(await snapshot([reportId], bikeId, users)).toEqual(before);
  });

  it('a report on a deleted bike, a made-up id and a malformed id are refused', async () => {
    const bikeId = await insertStolenBike();
    const reportId = await insertReport(bikeId, finder.userId);
    await context.db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, bikeId));
    const before = await snapshot([reportId], bikeId, [finder.userId]);
    for (const id of [reportId, crypto.randomUUID()]) {
      const response = await answer(id, 'confirm');
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'RECOVERY_REPORT_NOT_FOUND' });
    }
    expect((await answer('not-a-uuid', 'dismiss')).statusCode).toBe(400);
    expect(await snapshot([reportId], bikeId, [finder.userId])).toEqual(before);
  });

  it.each([
    ['butik@ramkoll.se', 403, 'FORBIDDEN'],
    ['admin@ramkoll.se', 403, 'FORBIDDEN'],
    [null, 401, 'UNAUTHENTICATED'],
  ])('%s gets %i %s, and nothing changes', async (email, status, code) => {
    const cookies = email ? await signedIn(context.app, email) : null;
    const bikeId = await insertStolenBike();
    const reportId = await insertReport(bikeId, finder.userId);
    const before = await snapshot([reportId], bikeId, [finder.userId]);
    for (const action of ['confirm', 'dismiss'] as const) {
      const response = await answer(reportId, action, cookies);
      expect(response.statusCode, action).toBe(status);
      expect(errorOf(response)).toEqual({ code });
    }
    expect(await snapshot([reportId], bikeId, [finder.userId])).toEqual(before);
  });
});

it('documents the answers to a report', async () => {
  const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = response.json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
  expect(paths['/api/me/recovery-reports/{id}/confirm']?.post?.summary).toBeTruthy();
  expect(paths['/api/me/recovery-reports/{id}/dismiss']?.post?.summary).toBeTruthy();
});

/** Until some session of this database waits for a lock: the confirmation at the finder's balance. */
async function waitForLockWait(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const result = await context.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the confirmation never waited for the balance lock');
}
