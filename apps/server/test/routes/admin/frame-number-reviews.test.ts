import { randomInt, randomUUID } from 'node:crypto';
import { ZRegisterBikeResponse } from '@ramkoll/shared/schemas/bike';
import {
  ZFrameNumberReviewed,
  ZFrameNumberReviewsResponse,
} from '@ramkoll/shared/schemas/frame-number-review';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { frameNumberReviews } from '../../../src/db/schema/bikes.js';
import {
  accessOnly,
  createTestClock,
  errorOf,
  sessionUserOf,
  signedIn,
  type Cookies,
} from '../../auth-helpers.js';
import {
  emailOf,
  newCustomer,
  registerBike,
  verifiedReceipt,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
let anna: Cookies;
let admin: Cookies;
let store: Cookies;
let adminId: string;
const clock = createTestClock(new Date('2026-11-20T09:00:00.000Z'));

beforeAll(async () => {
  context = await createTestContext({ seed: true, deps: { clock } });
  [anna, admin, store] = await Promise.all([
    signedIn(context.app, 'anna@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
    signedIn(context.app, 'butik@ramkoll.se'),
  ]);
  adminId = (await sessionUserOf(context.app, admin)).id;
});

afterAll(() => context.close());

function list(cookies: Cookies | null, query = '') {
  return context.app.inject({
    method: 'GET',
    url: `/api/admin/frame-number-reviews${query}`,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

function review(cookies: Cookies | null, id: string, status: string) {
  return context.app.inject({
    method: 'POST',
    url: `/api/admin/frame-number-reviews/${id}/review`,
    payload: { status },
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function pendingPage(query = '') {
  const response = await list(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return ZFrameNumberReviewsResponse.parse(response.json());
}

async function register(owner: TestCustomer, frameNumber: string, confirmDifferentBike?: boolean) {
  const response = await registerBike(context, owner, {
    frameNumber,
    receiptFileId: await verifiedReceipt(context, owner, frameNumber),
    ...(confirmDifferentBike === undefined ? {} : { confirmDifferentBike }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZRegisterBikeResponse.parse(response.json()).bike;
}

/** A registered bike and a look-alike of it that another owner confirmed as a different bike. */
async function confirmedLookalike() {
  const [first, second] = await Promise.all([newCustomer(context, 100), newCustomer(context, 100)]);
  const serial = String(randomInt(0, 1e6)).padStart(6, '0');
  const similar = await register(first, `WTU${serial}135K`);
  const bike = await register(second, `WTU${serial}I35K`, true);
  const [row] = await context.db
    .select({ id: frameNumberReviews.id })
    .from(frameNumberReviews)
    .where(eq(frameNumberReviews.bikeId, bike.id));
  if (!row) throw new Error('no review row recorded');
  return { reviewId: row.id, bike, similar, first, second };
}

describe('GET /api/admin/frame-number-reviews', () => {
  it('is for admins only: anonymous 401, customer 403, store 403', async () => {
    expect((await list(null)).statusCode).toBe(401);
    for (const cookies of [anna, store]) {
      const response = await list(cookies);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });

  it('lists pending confirmations oldest first, a page at a time, with both bikes and who confirmed', async () => {
    const before = (await pendingPage('?pageSize=50')).total;
    const older = await confirmedLookalike();
    const newer = await confirmedLookalike();
    // Distinct, known times so the order does not depend on the clock's resolution.
    await context.db
      .update(frameNumberReviews)
      .set({ createdAt: new Date('2020-01-01T10:00:00.000Z') })
      .where(eq(frameNumberReviews.id, older.reviewId));
    await context.db
      .update(frameNumberReviews)
      .set({ createdAt: new Date('2020-01-01T11:00:00.000Z') })
      .where(eq(frameNumberReviews.id, newer.reviewId));

    const page = await pendingPage('?page=1&pageSize=1');
    expect(page).toMatchObject({ total: before + 2, page: 1, pageSize: 1 });
    expect(page.reviews).toEqual([
      {
        id: older.reviewId,
        status: 'pending',
        createdAt: '2020-01-01T10:00:00.000Z',
        bike: {
          id: older.bike.id,
          frameNumber: older.bike.frameNumber,
          brand: 'Crescent',
          model: 'Alvar',
          color: 'Blå',
          bikeType: 'hybrid',
          stolen: false,
          deleted: false,
          ownerUserId: older.second.userId,
          registeredAt: older.bike.createdAt,
        },
        similarBike: {
          id: older.similar.id,
          frameNumber: older.similar.frameNumber,
          brand: 'Crescent',
          model: 'Alvar',
          color: 'Blå',
          bikeType: 'hybrid',
          stolen: false,
          deleted: false,
          ownerUserId: older.first.userId,
          registeredAt: older.similar.createdAt,
        },
        confirmedBy: {
          userId: older.second.userId,
          fullName: 'Olle Ägare',
          email: await emailOf(context, older.second),
        },
      },
    ]);
    expect((await pendingPage('?page=2&pageSize=1')).reviews.map((r) => r.id)).toEqual([newer.reviewId]);
  });

  it('refuses a bad page size with 400', async () => {
    for (const query of ['?pageSize=0', '?pageSize=51', '?page=abc']) {
      const response = await list(admin, query);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/admin/frame-number-reviews/:id/review', () => {
  it('is for admins only and changes nothing for the others', async () => {
    const { reviewId } = await confirmedLookalike();
    expect((await review(null, reviewId, 'cleared')).statusCode).toBe(401);
    for (const cookies of [anna, store]) {
      const response = await review(cookies, reviewId, 'cleared');
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    const [row] = await context.db
      .select()
      .from(frameNumberReviews)
      .where(eq(frameNumberReviews.id, reviewId));
    expect(row).toMatchObject({ status: 'pending', reviewedBy: null });
  });

  it.each(['cleared', 'flagged'] as const)(
    'marks a confirmation %s: it leaves the queue, with who and when, and an audit row',
    async (status) => {
      const { reviewId, bike, similar } = await confirmedLookalike();
      const response = await review(admin, reviewId, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(ZFrameNumberReviewed.parse(response.json())).toEqual({
        id: reviewId,
        status,
        reviewedAt: clock.now().toISOString(),
      });
      const [row] = await context.db
        .select()
        .from(frameNumberReviews)
        .where(eq(frameNumberReviews.id, reviewId));
      expect(row).toMatchObject({ status, reviewedBy: adminId, reviewedAt: clock.now() });
      expect((await pendingPage('?pageSize=50')).reviews.map((r) => r.id)).not.toContain(reviewId);
      const [audit] = await context.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.targetId, reviewId), eq(auditLog.action, `bike.frame_number_review_${status}`)),
        );
      expect(audit).toMatchObject({
        actorUserId: adminId,
        details: { bikeId: bike.id, similarBikeId: similar.id },
      });
    },
  );

  it('answers 409 for one already reviewed, 404 for an unknown one, 400 for another status', async () => {
    const { reviewId } = await confirmedLookalike();
    expect((await review(admin, reviewId, 'flagged')).statusCode).toBe(200);

    const again = await review(admin, reviewId, 'cleared');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('FRAME_NUMBER_REVIEW_NOT_PENDING');
    const [row] = await context.db
      .select()
      .from(frameNumberReviews)
      .where(eq(frameNumberReviews.id, reviewId));
    expect(row?.status).toBe('flagged');

    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = await review(admin, id, 'cleared');
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('FRAME_NUMBER_REVIEW_NOT_FOUND');
    }
    for (const status of ['pending', 'approved']) {
      const bad = await review(admin, reviewId, status);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
    }
  });
});
