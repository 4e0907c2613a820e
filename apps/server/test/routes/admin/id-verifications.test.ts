import { randomUUID } from 'node:crypto';
import {
  ZIdVerificationReviewed,
  ZMyIdVerificationStatus,
  ZPendingIdVerificationsResponse,
} from '@ramkoll/shared/schemas/id-verification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../src/db/schema/accounts.js';
import { auditLog } from '../../../src/db/schema/audit.js';
import { idVerifications } from '../../../src/db/schema/identity.js';
import { notifications } from '../../../src/db/schema/messaging.js';
import {
  accessOnly,
  createTestClock,
  errorOf,
  sessionUserOf,
  signedIn,
  type Cookies,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { newCustomer, submittedIdPhoto } from '../../id-verification-helpers.js';

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
    url: `/api/admin/id-verifications${query}`,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

function approve(cookies: Cookies | null, id: string) {
  return context.app.inject({
    method: 'POST',
    url: `/api/admin/id-verifications/${id}/approve`,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

function reject(cookies: Cookies | null, id: string, payload: unknown) {
  return context.app.inject({
    method: 'POST',
    url: `/api/admin/id-verifications/${id}/reject`,
    payload: payload as Record<string, unknown>,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function pendingPage(query = '') {
  const response = await list(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return ZPendingIdVerificationsResponse.parse(response.json());
}

async function profileOf(userId: string) {
  const [profile] = await context.db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile;
}

async function notificationsOf(userId: string) {
  return context.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'id_verification_reviewed')));
}

async function myStatus(cookies: Cookies) {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/me/id-verification',
    cookies: accessOnly(cookies),
  });
  return ZMyIdVerificationStatus.parse(response.json());
}

describe('GET /api/admin/id-verifications', () => {
  it('lists pending submissions oldest first, a page at a time, with the photo the admin may open', async () => {
    const before = (await pendingPage('?pageSize=50')).total;
    const first = await newCustomer(context.app);
    const second = await newCustomer(context.app);
    const a = await submittedIdPhoto(context.app, first.cookies);
    const b = await submittedIdPhoto(context.app, second.cookies);
    // Distinct, known submission times so the order does not depend on the clock's resolution.
    await context.db
      .update(idVerifications)
      .set({ createdAt: new Date('2020-01-01T10:00:00.000Z') })
      .where(eq(idVerifications.id, a.id));
    await context.db
      .update(idVerifications)
      .set({ createdAt: new Date('2020-01-01T11:00:00.000Z') })
      .where(eq(idVerifications.id, b.id));

    const page = await pendingPage('?page=1&pageSize=1');
    expect(page).toMatchObject({ total: before + 2, page: 1, pageSize: 1 });
    expect(page.submissions).toEqual([
      {
        id: a.id,
        userId: first.id,
        fullName: 'Test Testsson',
        email: first.email,
        personalNumberMasked: null,
        submittedAt: '2020-01-01T10:00:00.000Z',
        documentUrl: `/api/files/${a.fileId}`,
      },
    ]);
    expect((await pendingPage('?page=2&pageSize=1')).submissions.map((s) => s.id)).toEqual([b.id]);

    const image = await context.app.inject({
      method: 'GET',
      url: page.submissions[0]?.documentUrl ?? '',
      cookies: accessOnly(admin),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a bad page size with 400', async () => {
    for (const query of ['?pageSize=0', '?pageSize=51', '?page=abc']) {
      const response = await list(admin, query);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/admin/id-verifications/:id/approve', () => {
  it('approves: the identity becomes verified by ID document, the person is notified, an audit row is written', async () => {
    const person = await newCustomer(context.app);
    const submitted = await submittedIdPhoto(context.app, person.cookies);
    const response = await approve(admin, submitted.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZIdVerificationReviewed.parse(response.json())).toEqual({
      id: submitted.id,
      userId: person.id,
      status: 'approved',
      reviewedAt: clock.now().toISOString(),
      reason: null,
    });

    const [row] = await context.db.select().from(idVerifications).where(eq(idVerifications.id, submitted.id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: adminId, reason: null });
    expect(await profileOf(person.id)).toMatchObject({
      identityVerifiedAt: clock.now(),
      identityVerificationMethod: 'id_document',
    });
    const sent = await notificationsOf(person.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toEqual({ verificationId: submitted.id, status: 'approved' });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, submitted.id), eq(auditLog.action, 'identity.id_document_approved')));
    expect(audit).toMatchObject({ actorUserId: adminId, details: { userId: person.id } });

    expect(await myStatus(person.cookies)).toMatchObject({
      identityVerified: true,
      method: 'id_document',
      verifiedAt: clock.now().toISOString(),
      latest: { id: submitted.id, status: 'approved', reviewedAt: clock.now().toISOString(), reason: null },
    });
    expect((await pendingPage('?pageSize=50')).submissions.map((s) => s.id)).not.toContain(submitted.id);
  });

  it('keeps an identity already verified by BankID as it was', async () => {
    const person = await newCustomer(context.app);
    const submitted = await submittedIdPhoto(context.app, person.cookies);
    const bankIdAt = new Date('2025-05-05T05:05:05.000Z');
    await context.db
      .update(profiles)
      .set({ identityVerifiedAt: bankIdAt, identityVerificationMethod: 'bankid' })
      .where(eq(profiles.userId, person.id));
    expect((await approve(admin, submitted.id)).statusCode).toBe(200);
    expect(await profileOf(person.id)).toMatchObject({
      identityVerifiedAt: bankIdAt,
      identityVerificationMethod: 'bankid',
    });
  });

  it('answers 409 for a submission already reviewed, 404 for an unknown one, and changes nothing', async () => {
    const person = await newCustomer(context.app);
    const submitted = await submittedIdPhoto(context.app, person.cookies);
    expect((await approve(admin, submitted.id)).statusCode).toBe(200);
    for (const again of [approve(admin, submitted.id), reject(admin, submitted.id, { reason: 'Suddig' })]) {
      const response = await again;
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('ID_VERIFICATION_NOT_PENDING');
    }
    expect(await notificationsOf(person.id)).toHaveLength(1);
    const [row] = await context.db.select().from(idVerifications).where(eq(idVerifications.id, submitted.id));
    expect(row?.status).toBe('approved');

    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await approve(admin, id);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('ID_VERIFICATION_NOT_FOUND');
    }
  });

  it('lets only one of two simultaneous reviews decide', async () => {
    const person = await newCustomer(context.app);
    const submitted = await submittedIdPhoto(context.app, person.cookies);
    const answers = await Promise.all([
      approve(admin, submitted.id),
      reject(admin, submitted.id, { reason: 'Bilden är suddig.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await notificationsOf(person.id)).toHaveLength(1);
  });
});

describe('POST /api/admin/id-verifications/:id/reject', () => {
  it('rejects with a sanitised reason the person reads, notifies them, and lets them try again', async () => {
    const person = await newCustomer(context.app);
    const submitted = await submittedIdPhoto(context.app, person.cookies);
    const response = await reject(admin, submitted.id, {
      reason: '  Personnumret syns inte.<script>alert(1)</script> ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZIdVerificationReviewed.parse(response.json())).toMatchObject({
      status: 'rejected',
      reason: 'Personnumret syns inte.',
    });
    expect(await profileOf(person.id)).toMatchObject({
      identityVerifiedAt: null,
      identityVerificationMethod: null,
    });
    const sent = await notificationsOf(person.id);
    expect(sent.map((row) => row.payload)).toEqual([
      { verificationId: submitted.id, status: 'rejected', reason: 'Personnumret syns inte.' },
    ]);
    expect(await myStatus(person.cookies)).toMatchObject({
      identityVerified: false,
      latest: { id: submitted.id, status: 'rejected', reason: 'Personnumret syns inte.' },
    });

    const retry = await submittedIdPhoto(context.app, person.cookies);
    expect(retry.status).toBe('pending');
    expect((await myStatus(person.cookies)).latest?.id).toBe(retry.id);
  });

  it('refuses a missing, empty or too long reason with 400 and changes nothing', async () => {
    const person = await newCustomer(context.app);
    const submitted = await submittedIdPhoto(context.app, person.cookies);
    const cases: [unknown, string | null][] = [
      [{}, null],
      [{ reason: '   ' }, 'reason_required'],
      [{ reason: '<script>x</script>' }, 'reason_required'],
      [{ reason: 'a'.repeat(501) }, 'reason_too_long'],
      [{ reason: 'a'.repeat(2001) }, null],
    ];
    for (const [payload, problem] of cases) {
      const response = await reject(admin, submitted.id, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
      if (problem) expect(errorOf(response).details).toEqual({ field: 'reason', problem });
    }
    const [row] = await context.db.select().from(idVerifications).where(eq(idVerifications.id, submitted.id));
    expect(row?.status).toBe('pending');
    expect(await notificationsOf(person.id)).toHaveLength(0);
  });
});

describe('who may use /api/admin/id-verifications', () => {
  it('answers anonymous callers 401 and customers and stores 403', async () => {
    const person = await newCustomer(context.app);
    const submitted = await submittedIdPhoto(context.app, person.cookies);
    const anonymous = [
      await list(null),
      await approve(null, submitted.id),
      await reject(null, submitted.id, { reason: 'x' }),
    ];
    for (const response of anonymous) expect(response.statusCode).toBe(401);
    for (const cookies of [anna, person.cookies, store]) {
      for (const response of [
        await list(cookies),
        await approve(cookies, submitted.id),
        await reject(cookies, submitted.id, { reason: 'x' }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('FORBIDDEN');
      }
    }
    const [row] = await context.db.select().from(idVerifications).where(eq(idVerifications.id, submitted.id));
    expect(row?.status).toBe('pending');
  });
});
