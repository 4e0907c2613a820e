import { randomInt } from 'node:crypto';
import { ZMyRecoveryReportsResponse, ZRecoveryReportCreated } from '@ramkoll/shared/schemas/recovery';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikeRecoveryReports, bikes } from '../../../src/db/schema/bikes.js';
import { notifications } from '../../../src/db/schema/messaging.js';
import { recoveryReportRateLimit } from '../../../src/services/recovery/report-found-bike.js';
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

async function insertBike(values: Partial<typeof bikes.$inferInsert> = {}): Promise<string> {
  const [row] = await context.db
    .insert(bikes)
    .values({
      ownerId: owner.userId,
      frameNumber: `RR${randomInt(100_000, 1_000_000)}X`,
      stolenStatus: 'stolen',
      stolenDate: '2026-11-01',
      ...values,
    })
    .returning({ id: bikes.id });
  if (!row) throw new Error('no bike');
  return row.id;
}

const report = {
  locationFound: 'Vid cykelstället på Rådhustorget, Umeå',
  contactInfo: '070-123 45 67',
  description: 'Olåst, framhjulet saknas.',
};

function sendReport(
  bikeId: string,
  cookies: Cookies | null,
  payload: Record<string, unknown> = report,
): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method: 'POST',
    url: `/api/bikes/${bikeId}/recovery-reports`,
    payload,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function reportsOn(bikeId: string): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(bikeRecoveryReports)
    .where(eq(bikeRecoveryReports.bikeId, bikeId));
  return row?.n ?? 0;
}

function myReports(cookies: Cookies): Promise<LightMyRequestResponse> {
  return context.app.inject({ method: 'GET', url: '/api/me/recovery-reports', cookies: accessOnly(cookies) });
}

describe('POST /api/bikes/:id/recovery-reports', () => {
  it('stores a pending report, notifies the owner and shows it to them', async () => {
    const bikeId = await insertBike();
    const response = await sendReport(bikeId, finder.cookies, {
      ...report,
      locationFound: `  ${report.locationFound} `,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = ZRecoveryReportCreated.parse(response.json());
    expect(created.status).toBe('pending');

    const [row] = await context.db
      .select()
      .from(bikeRecoveryReports)
      .where(eq(bikeRecoveryReports.id, created.id));
    expect(row).toMatchObject({
      bikeId,
      finderId: finder.userId,
      locationFound: report.locationFound,
      contactInfo: report.contactInfo,
      description: report.description,
      status: 'pending',
    });
    const [notice] = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.userId), eq(notifications.type, 'recovery_report')));
    expect(notice?.payload).toMatchObject({ bikeId, reportId: created.id });

    const listed = ZMyRecoveryReportsResponse.parse((await myReports(owner.cookies)).json());
    expect(listed.reports.map((item) => [item.id, item.bikeId, item.locationFound])).toContainEqual([
      created.id,
      bikeId,
      report.locationFound,
    ]);
    // The finder's own list holds reports on their bikes, not the ones they sent.
    const theirs = ZMyRecoveryReportsResponse.parse((await myReports(finder.cookies)).json());
    expect(theirs.reports.map((item) => item.id)).not.toContain(created.id);
  });

  it("refuses a missing place or contact with the rule's problem and stores nothing", async () => {
    const bikeId = await insertBike();
    const noPlace = await sendReport(bikeId, finder.cookies, { ...report, locationFound: '   ' });
    expect(noPlace.statusCode).toBe(400);
    expect(errorOf(noPlace)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'locationFound', problem: 'location_required' },
    });
    const noContact = await sendReport(bikeId, finder.cookies, {
      ...report,
      contactInfo: '<script>x</script>',
    });
    expect(errorOf(noContact)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'contactInfo', problem: 'contact_required' },
    });
    expect(await reportsOn(bikeId)).toBe(0);
  });

  it('refuses visitors, the owner, bikes that are not stolen, deleted and unknown bikes', async () => {
    const stolen = await insertBike();
    const anonymous = await sendReport(stolen, null);
    expect(anonymous.statusCode).toBe(401);

    const own = await sendReport(stolen, owner.cookies);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).code).toBe('OWN_BIKE');

    const notStolen = await insertBike({ stolenStatus: null, stolenDate: null });
    const refused = await sendReport(notStolen, finder.cookies);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('BIKE_NOT_STOLEN');

    const deleted = await insertBike({ deletedAt: new Date() });
    expect(errorOf(await sendReport(deleted, finder.cookies)).code).toBe('BIKE_NOT_FOUND');
    const unknown = await sendReport('00000000-0000-4000-8000-000000000000', finder.cookies);
    expect(unknown.statusCode).toBe(404);

    for (const bikeId of [stolen, notStolen, deleted]) expect(await reportsOn(bikeId)).toBe(0);
  });

  it('lets a store account report a found bike too', async () => {
    const bikeId = await insertBike();
    const store = await signedIn(context.app, 'butik@ramkoll.se');
    expect((await sendReport(bikeId, store)).statusCode).toBe(201);
  });

  it('limits how many reports one finder sends in an hour', async () => {
    const sender = await newCustomer(context);
    const bikeId = await insertBike();
    for (let sent = 0; sent < recoveryReportRateLimit.max; sent += 1) {
      expect((await sendReport(bikeId, sender.cookies)).statusCode).toBe(201);
    }
    const limited = await sendReport(bikeId, sender.cookies);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(await reportsOn(bikeId)).toBe(recoveryReportRateLimit.max);
  });
});

describe('GET /api/me/recovery-reports', () => {
  it('is for customers: visitors get 401, stores and admins 403', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/me/recovery-reports' })).statusCode).toBe(
      401,
    );
    for (const email of ['butik@ramkoll.se', 'admin@ramkoll.se']) {
      const response = await myReports(await signedIn(context.app, email));
      expect(response.statusCode, email).toBe(403);
    }
  });

  it('leaves out reports on a bike the owner has deleted', async () => {
    const bikeId = await insertBike();
    const created = ZRecoveryReportCreated.parse((await sendReport(bikeId, finder.cookies)).json());
    await context.db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, bikeId));
    const listed = ZMyRecoveryReportsResponse.parse((await myReports(owner.cookies)).json());
    expect(listed.reports.map((item) => item.id)).not.toContain(created.id);
  });
});
