import { ZAdminPartnersResponse } from '@ramkoll/shared/schemas/admin-partners';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../src/db/schema/accounts.js';
import { auditLog } from '../../../src/db/schema/audit.js';
import { outbox } from '../../../src/db/schema/messaging.js';
import { pointsLedger, userBalances } from '../../../src/db/schema/points.js';
import { stores } from '../../../src/db/schema/stores.js';
import { accessOnly, createTestClock, errorOf, signIn, signedIn, type Cookies } from '../../auth-helpers.js';
import { renderMail, type MailPayloads } from '../../../src/services/mail/templates.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { createOtherStore, storeSignedIn } from '../../store-area-helpers.js';

let context: TestContext;
let anna: Cookies;
let admin: Cookies;
let store: Cookies;
const clock = createTestClock(new Date('2026-11-20T09:00:00.000Z'));

beforeAll(async () => {
  context = await createTestContext({ seed: true, deps: { clock } });
  [anna, admin, store] = await Promise.all([
    signedIn(context.app, 'anna@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
    storeSignedIn(context),
  ]);
});

afterAll(() => context.close());

function call(cookies: Cookies | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return context.app.inject({
    method,
    url: `/api/admin/partners${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function list(query = '') {
  const response = await call(admin, 'GET', query);
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminPartnersResponse.parse(response.json());
}

async function storeRow(storeId: string) {
  const [row] = await context.db.select().from(stores).where(eq(stores.id, storeId));
  return row;
}

async function balanceOf(userId: string) {
  const [row] = await context.db.select().from(userBalances).where(eq(userBalances.userId, userId));
  return row?.pointsBalance ?? 0;
}

async function auditOf(action: string, storeId: string) {
  return context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, storeId)));
}

const details = {
  name: 'Cykelverkstan Norr',
  chain: null,
  address: 'Storgatan 3',
  postalCode: '753 20',
  city: 'Uppsala',
  phone: '018-123456',
  contactInfo: null,
};

describe('/api/admin/partners refusals', () => {
  it.each([
    ['GET', ''],
    ['PATCH', '/00000000-0000-4000-8000-000000000000'],
    ['POST', '/00000000-0000-4000-8000-000000000000/suspend'],
    ['POST', '/00000000-0000-4000-8000-000000000000/reactivate'],
    ['POST', '/00000000-0000-4000-8000-000000000000/points'],
  ] as const)('%s %s: anonymous 401, customer and store 403', async (method, url) => {
    const payload = method === 'GET' ? undefined : { ...details, reason: 'test', amount: 1 };
    const anonymous = await call(null, method, url, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    for (const cookies of [anna, store]) {
      const response = await call(cookies, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });
});

describe('GET /api/admin/partners', () => {
  it("lists stores with the account, balance and staff codes' activity; filters by text", async () => {
    const other = await createOtherStore(context);
    await storeSignedIn(context, other.email, other.code);
    const page = await list(`?q=${encodeURIComponent('Testcykel')}&pageSize=50`);
    const found = page.partners.find((partner) => partner.id === other.storeId);
    expect(found).toMatchObject({
      accountEmail: other.email,
      city: 'Uppsala',
      pointsBalance: 0,
      suspendedAt: null,
    });
    expect(found?.staffCodes).toHaveLength(1);
    expect(found?.staffCodes[0]).toMatchObject({ id: other.staffCodeId, label: 'Kassan', active: true });
    expect(found?.staffCodes[0]?.lastUsedAt).not.toBeNull();
    expect(page.partners.every((partner) => partner.name.includes('Testcykel'))).toBe(true);
    const none = await list('?q=finns-inte-alls');
    expect(none).toMatchObject({ total: 0, partners: [] });
  });

  it('refuses a bad page size with VALIDATION_FAILED', async () => {
    const response = await call(admin, 'GET', '?pageSize=500');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('PATCH /api/admin/partners/:id', () => {
  it('edits the details, audited; an empty name is refused and changes nothing', async () => {
    const other = await createOtherStore(context);
    const refused = await call(admin, 'PATCH', `/${other.storeId}`, { ...details, name: '  ' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'name', problem: 'required' },
    });
    expect((await storeRow(other.storeId))?.name).toMatch(/^Testcykel/);

    const response = await call(admin, 'PATCH', `/${other.storeId}`, details);
    expect(response.statusCode, response.body).toBe(200);
    expect(await storeRow(other.storeId)).toMatchObject(details);
    expect(await auditOf('admin.partner_updated', other.storeId)).toHaveLength(1);
  });

  it('answers 404 PARTNER_NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'inte-ett-id']) {
      const response = await call(admin, 'PATCH', `/${id}`, details);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('PARTNER_NOT_FOUND');
    }
  });
});

function mailsTo(email: string) {
  return context.db
    .select({ template: outbox.template, language: outbox.language, payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.to, email));
}

describe('suspend and reactivate', () => {
  it('a suspended store loses its sessions, cannot sign in and leaves /partners; reactivated it can', async () => {
    const other = await createOtherStore(context);
    const session = await storeSignedIn(context, other.email, other.code);
    const storeMe = () =>
      context.app.inject({ method: 'GET', url: '/api/store/me', cookies: accessOnly(session) });
    const publicList = async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/partners' });
      expect(response.statusCode).toBe(200);
      return response.json<{ stores: { id: string }[] }>().stores.map((row) => row.id);
    };
    expect((await storeMe()).statusCode).toBe(200);
    expect(await publicList()).toContain(other.storeId);

    // The mails follow the account's language.
    await context.db.update(profiles).set({ language: 'en' }).where(eq(profiles.userId, other.userId));
    const noReason = await call(admin, 'POST', `/${other.storeId}/suspend`, { reason: ' ' });
    expect(errorOf(noReason)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'reason', problem: 'reason_required' },
    });
    expect((await storeRow(other.storeId))?.suspendedAt).toBeNull();

    const suspended = await call(admin, 'POST', `/${other.storeId}/suspend`, { reason: 'Obetalda fakturor' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await storeRow(other.storeId))?.suspendedAt).not.toBeNull();
    // Signed in when suspended: its next request says so, with the reason (issue 51).
    const after = await storeMe();
    expect(after.statusCode).toBe(403);
    expect(errorOf(after)).toEqual({
      code: 'STORE_SUSPENDED',
      details: { reason: 'Obetalda fakturor', supportEmail: 'support@ramkoll.se' },
    });
    const signInAgain = await signIn(context.app, other.email);
    expect(signInAgain.statusCode).toBe(403);
    // The refusal says why and whom to contact (issue 51), only after the right password.
    expect(errorOf(signInAgain)).toEqual({
      code: 'STORE_SUSPENDED',
      details: { reason: 'Obetalda fakturor', supportEmail: 'support@ramkoll.se' },
    });
    const [suspendedMail] = await mailsTo(other.email);
    expect(suspendedMail?.template).toBe('store-suspended');
    expect(suspendedMail?.language).toBe('en');
    const text = renderMail(
      'store-suspended',
      'en',
      suspendedMail?.payload as MailPayloads['store-suspended'],
      { publicUrl: 'http://localhost' },
    ).text;
    expect(text).toContain('Reason: Obetalda fakturor');
    expect(text).toContain('support@ramkoll.se');
    expect(await publicList()).not.toContain(other.storeId);
    expect((await list('?pageSize=50')).partners.find((p) => p.id === other.storeId)?.suspendedAt).toBe(
      clock.now().toISOString(),
    );
    const [audit] = await auditOf('admin.partner_suspended', other.storeId);
    expect(audit?.details).toEqual({ reason: 'Obetalda fakturor' });

    const again = await call(admin, 'POST', `/${other.storeId}/suspend`, { reason: 'Igen' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('PARTNER_ALREADY_SUSPENDED');

    const reactivated = await call(admin, 'POST', `/${other.storeId}/reactivate`, { reason: 'Betalt' });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect((await signIn(context.app, other.email)).statusCode).toBe(200);
    expect(await publicList()).toContain(other.storeId);
    expect(await auditOf('admin.partner_reactivated', other.storeId)).toHaveLength(1);
    expect((await mailsTo(other.email)).map((mail) => mail.template).sort()).toEqual([
      'store-reactivated',
      'store-suspended',
    ]);
    const twice = await call(admin, 'POST', `/${other.storeId}/reactivate`, { reason: 'Betalt' });
    expect(errorOf(twice).code).toBe('PARTNER_NOT_SUSPENDED');
  });
});

describe('POST /api/admin/partners/:id/points', () => {
  it('credits and debits with a reason in the ledger (admin_adjustment), never below zero', async () => {
    const other = await createOtherStore(context);
    const adjust = (amount: number, reason: string) =>
      call(admin, 'POST', `/${other.storeId}/points`, { amount, reason });

    expect(errorOf(await adjust(0, 'Ingen'))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'amount', problem: 'amount_zero' },
    });
    expect(errorOf(await adjust(100, ''))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'reason', problem: 'reason_required' },
    });

    const credit = await adjust(250, 'Kompensation för driftstopp');
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toEqual({ storeId: other.storeId, pointsBalance: 250 });

    const tooMuch = await adjust(-300, 'Rättelse');
    expect(tooMuch.statusCode).toBe(402);
    expect(errorOf(tooMuch).code).toBe('INSUFFICIENT_POINTS');
    expect(await balanceOf(other.userId)).toBe(250);

    const debit = await adjust(-50, 'Rättelse av dubbel kreditering');
    expect(debit.json()).toEqual({ storeId: other.storeId, pointsBalance: 200 });

    const ledger = await context.db
      .select({
        amount: pointsLedger.amount,
        reason: pointsLedger.reason,
        balanceAfter: pointsLedger.balanceAfter,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, other.userId))
      .orderBy(pointsLedger.createdAt);
    expect(ledger).toEqual([
      { amount: 250, reason: 'admin_adjustment', balanceAfter: 250 },
      { amount: -50, reason: 'admin_adjustment', balanceAfter: 200 },
    ]);
    const audits = await auditOf('admin.points_adjusted', other.storeId);
    expect(audits.map((row) => (row.details as { amount: number }).amount).sort()).toEqual([-50, 250]);
  });
});
