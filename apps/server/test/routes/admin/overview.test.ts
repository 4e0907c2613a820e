import { randomUUID } from 'node:crypto';
import { ZAdminOverview, type AdminOverview } from '@ramkoll/shared/schemas/admin';
import type { BusinessRequestStatus } from '@ramkoll/shared/schemas/business-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/accounts.js';
import { auditLog } from '../../../src/db/schema/audit.js';
import { bikeRecoveryReports, bikes } from '../../../src/db/schema/bikes.js';
import { businessRequests } from '../../../src/db/schema/business-requests.js';
import { payments } from '../../../src/db/schema/points.js';
import { qrOrders } from '../../../src/db/schema/stickers.js';
import { businessPackageRequests } from '../../../src/db/schema/stores.js';
import {
  accessOnly,
  createTestClock,
  errorOf,
  sessionUserOf,
  signedIn,
  uniqueEmail,
  type Cookies,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { newCustomer, submittedIdPhoto } from '../../id-verification-helpers.js';

let context: TestContext;
let anna: Cookies;
let admin: Cookies;
let store: Cookies;
let adminId: string;
// 10:00 in Stockholm: today began at 23:00 UTC the day before.
const clock = createTestClock(new Date('2026-11-20T09:00:00.000Z'));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (msBefore: number) => new Date(clock.now().getTime() - msBefore);

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

function overview(cookies: Cookies | null) {
  return context.app.inject({
    method: 'GET',
    url: '/api/admin/overview',
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function read(): Promise<AdminOverview> {
  const response = await overview(admin);
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminOverview.parse(response.json());
}

function delta(after: AdminOverview, before: AdminOverview) {
  const windows = (key: keyof AdminOverview['totals']) => ({
    today: after.totals[key].today - before.totals[key].today,
    days7: after.totals[key].days7 - before.totals[key].days7,
    days30: after.totals[key].days30 - before.totals[key].days30,
  });
  return {
    attention: Object.fromEntries(
      Object.entries(after.attention).map(([key, value]) => [
        key,
        value - before.attention[key as keyof AdminOverview['attention']],
      ]),
    ),
    users: windows('users'),
    bikes: windows('bikes'),
    thefts: windows('thefts'),
    recoveries: windows('recoveries'),
    pointsSold: windows('pointsSold'),
  };
}

describe('GET /api/admin/overview', () => {
  it('refuses anonymous (401), customers and stores (403)', async () => {
    const anonymous = await overview(null);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    for (const cookies of [anna, store]) {
      const response = await overview(cookies);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });

  it('counts the queues and the totals of today, 7 and 30 Swedish days exactly', async () => {
    const before = await read();
    const db = context.db;
    // Windows: today (from 23:00 UTC yesterday), 7 days (from 13 Nov), 30 days (from 21 Oct).
    const times = [at(HOUR), at(8 * HOUR), at(3 * DAY), at(20 * DAY), at(40 * DAY)];
    const made = await db
      .insert(users)
      .values(times.map((createdAt) => ({ email: uniqueEmail('overview'), passwordHash: 'x', createdAt })))
      .returning({ id: users.id });
    const ownerId = made[0]!.id;
    // 10 h ago is 00:00 Stockholm, the first instant of today; 11 h ago was yesterday.
    await db.insert(bikes).values([
      {
        ownerId,
        frameNumber: `OV${randomUUID().slice(0, 8)}`,
        createdAt: at(10 * HOUR),
        recoveredAt: at(HOUR),
      },
      {
        ownerId,
        frameNumber: `OV${randomUUID().slice(0, 8)}`,
        createdAt: at(11 * HOUR),
        recoveredAt: at(10 * DAY),
      },
      { ownerId, frameNumber: `OV${randomUUID().slice(0, 8)}`, createdAt: at(31 * DAY), deletedAt: at(DAY) },
    ]);
    await db.insert(auditLog).values([
      { action: 'bike.report_stolen', actorUserId: ownerId, createdAt: at(2 * HOUR) },
      { action: 'bike.report_stolen', actorUserId: ownerId, createdAt: at(6 * DAY) },
      { action: 'bike.report_stolen', actorUserId: ownerId, createdAt: at(8 * DAY) },
      { action: 'bike.update', actorUserId: ownerId, createdAt: at(HOUR) },
    ]);
    const payment = (points: number, status: 'succeeded' | 'failed', completedAt: Date) => ({
      userId: ownerId,
      provider: 'test',
      providerPaymentId: randomUUID(),
      package: 'points_100' as const,
      points,
      amount: 4900,
      currency: 'SEK' as const,
      status,
      completedAt,
    });
    await db
      .insert(payments)
      .values([
        payment(100, 'succeeded', at(HOUR)),
        payment(300, 'succeeded', at(5 * DAY)),
        payment(1000, 'succeeded', at(29 * DAY)),
        payment(1000, 'failed', at(HOUR)),
      ]);
    const [bike] = await db
      .insert(bikes)
      .values({ ownerId, frameNumber: `OV${randomUUID().slice(0, 8)}`, createdAt: at(60 * DAY) })
      .returning({ id: bikes.id });
    await db.insert(bikeRecoveryReports).values([
      { bikeId: bike!.id, locationFound: 'Möllan', contactInfo: 'x', status: 'pending' },
      { bikeId: bike!.id, locationFound: 'Möllan', contactInfo: 'x', status: 'dismissed' },
    ]);
    await db.insert(qrOrders).values([
      { userId: ownerId, quantity: 2, pointsSpent: 0, status: 'pending' },
      { userId: ownerId, quantity: 2, pointsSpent: 0, status: 'printed' },
    ]);
    await db.insert(businessPackageRequests).values({
      companyName: 'Test AB',
      organizationNumber: '5590000011',
      storeAddress: 'Gatan 1',
      contactPhone: '0701234567',
      contactEmail: uniqueEmail('company'),
      contactPerson: 'Test',
      requestType: 'store_partnership',
    });
    const businessRequest = (organizationNumber: string, status: BusinessRequestStatus) => ({
      companyName: 'Bolag AB',
      organizationNumber,
      companyKind: 'employer' as const,
      wants: 'stickers' as const,
      stickerQuantity: 50,
      contactPerson: 'Test',
      contactEmail: uniqueEmail('company'),
      contactPhone: '0701234567',
      status,
    });
    await db
      .insert(businessRequests)
      .values([
        businessRequest('5590000029', 'new'),
        businessRequest('5590000037', 'new'),
        businessRequest('5590000045', 'contacted'),
        businessRequest('5590000052', 'done'),
      ]);
    const customer = await newCustomer(context.app);
    await submittedIdPhoto(context.app, customer.cookies);

    const changes = delta(await read(), before);
    expect(changes.attention).toEqual({
      pendingStoreRequests: 1,
      newBusinessRequests: 2,
      pendingIdReviews: 1,
      stickerOrdersNotPrinted: 1,
      stolenReportsLast7Days: 2,
      foundReportsWaiting: 1,
    });
    // The ID customer signed up now (in the clock's future): in every window.
    expect(changes.users).toEqual({ today: 3, days7: 4, days30: 5 });
    expect(changes.bikes).toEqual({ today: 1, days7: 2, days30: 2 });
    expect(changes.thefts).toEqual({ today: 1, days7: 2, days30: 3 });
    expect(changes.recoveries).toEqual({ today: 1, days7: 1, days30: 2 });
    expect(changes.pointsSold).toEqual({ today: 100, days7: 400, days30: 1400 });
  });

  it("lists the latest admin actions (who, what, when, target), newest first, and no one else's", async () => {
    const latest = new Date(Date.now() + 60_000);
    const target = randomUUID();
    await context.db.insert(auditLog).values([
      {
        action: 'identity.id_document_approved',
        actorUserId: adminId,
        targetType: 'id_verification',
        targetId: target,
        createdAt: latest,
      },
      {
        action: 'bike.update',
        actorUserId: (await sessionUserOf(context.app, anna)).id,
        createdAt: new Date(latest.getTime() + 1000),
      },
    ]);
    const { latestActions } = await read();
    expect(latestActions.length).toBeGreaterThan(0);
    expect(latestActions.length).toBeLessThanOrEqual(10);
    expect(latestActions[0]).toMatchObject({
      action: 'identity.id_document_approved',
      actorUserId: adminId,
      actorEmail: 'admin@ramkoll.se',
      targetType: 'id_verification',
      targetId: target,
      createdAt: latest.toISOString(),
    });
    expect(latestActions.every((action) => action.actorUserId === adminId)).toBe(true);
  });
});
