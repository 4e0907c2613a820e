import { ZPartnersResponse } from '@ramkoll/shared/schemas/public-pages';
import { ZStoreRequestDecided, ZStoreRequestsResponse } from '@ramkoll/shared/schemas/store-requests';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../../src/db/schema/accounts.js';
import { auditLog } from '../../../src/db/schema/audit.js';
import { outbox } from '../../../src/db/schema/messaging.js';
import { pointsLedger, userBalances } from '../../../src/db/schema/points.js';
import { businessPackageRequests, stores, storeStaffCodes } from '../../../src/db/schema/stores.js';
import { DEMO_STAFF_CODE } from '../../../src/db/seed/demo-accounts.js';
import { accessOnly, cookiesFrom, errorOf, signIn, signedIn, type Cookies } from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { credentialsOf, decide, latestMailTo, pendingApplication } from '../../store-request-helpers.js';

let context: TestContext;
let admin: Cookies;
let customer: Cookies;
let store: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
  customer = await signedIn(context.app, 'anna@ramkoll.se');
  store = await signedIn(context.app, 'butik@ramkoll.se');
  const confirmed = await context.app.inject({
    method: 'POST',
    url: '/api/auth/staff-code',
    payload: { code: DEMO_STAFF_CODE },
    cookies: accessOnly(store),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
});

afterAll(() => context.close());

function list(cookies: Cookies | null, query = '') {
  return context.app.inject({
    method: 'GET',
    url: `/api/admin/store-requests${query}`,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function requestRow(id: string) {
  const [row] = await context.db
    .select()
    .from(businessPackageRequests)
    .where(eq(businessPackageRequests.id, id));
  return row;
}

async function totals() {
  const [storeCount] = await context.db.select({ n: count() }).from(stores);
  const [userCount] = await context.db.select({ n: count() }).from(users);
  const [credits] = await context.db
    .select({ n: count() })
    .from(pointsLedger)
    .where(eq(pointsLedger.reason, 'store_package'));
  const [mails] = await context.db.select({ n: count() }).from(outbox);
  return { stores: storeCount?.n, users: userCount?.n, credits: credits?.n, mails: mails?.n };
}

describe('who may handle store requests', () => {
  it('refuses anonymous callers (401), customers and stores (403) on every route, changing nothing', async () => {
    const { id } = await pendingApplication(context.app, context.db);
    const before = await totals();
    for (const [cookies, status] of [
      [null, 401],
      [customer, 403],
      [store, 403],
    ] as const) {
      const expected = status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      const listed = await list(cookies);
      expect(listed.statusCode).toBe(status);
      expect(errorOf(listed).code).toBe(expected);
      const approved = await decide(context.app, cookies, id, 'approve', { name: 'X' });
      expect(approved.statusCode).toBe(status);
      expect(errorOf(approved).code).toBe(expected);
      const rejected = await decide(context.app, cookies, id, 'reject', { reason: 'Inte aktuellt nu.' });
      expect(rejected.statusCode).toBe(status);
      expect(errorOf(rejected).code).toBe(expected);
    }
    expect((await requestRow(id))?.status).toBe('pending');
    expect(await totals()).toEqual(before);
  });
});

describe('GET /api/admin/store-requests', () => {
  it('lists pending requests newest first with every detail, paged, with counts per status', async () => {
    const first = await pendingApplication(context.app, context.db, { city: 'Visby', postalCode: '62155' });
    const second = await pendingApplication(context.app, context.db, { additionalInfo: null, bikeCount: 3 });
    const response = await list(admin, '?status=pending&pageSize=2');
    expect(response.statusCode, response.body).toBe(200);
    const body = ZStoreRequestsResponse.parse(response.json());
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(2);
    expect(body.requests.map((request) => request.id)).toEqual([second.id, first.id]);
    expect(body.counts.pending).toBeGreaterThanOrEqual(2);
    expect(body.total).toBe(body.counts.pending);
    expect(body.requests[1]).toMatchObject({
      status: 'pending',
      organizationNumber: first.organizationNumber,
      storeAddress: 'Hamngatan 4',
      postalCode: '621 55',
      city: 'Visby',
      contactPerson: 'Karin Cykelsson',
      contactEmail: first.body.contactEmail,
      contactPhone: '013-12 34 56',
      additionalInfo: 'Vi säljer mest elcyklar.',
      bikeCount: 10,
      language: 'sv',
      reviewedAt: null,
      reviewedBy: null,
      rejectionReason: null,
      store: null,
    });
    expect(body.requests[0]).toMatchObject({ additionalInfo: null, bikeCount: 3 });

    const next = ZStoreRequestsResponse.parse(
      (await list(admin, '?status=pending&pageSize=2&page=2')).json(),
    );
    expect(next.requests.map((request) => request.id)).not.toContain(second.id);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['?status=waiting', '?page=0', '?pageSize=51']) {
      const response = await list(admin, query);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/admin/store-requests/:id/approve', () => {
  it('creates the store, its account, a staff code and the points; mails the credentials; the store signs in and is a partner', async () => {
    const { id, body, organizationNumber } = await pendingApplication(context.app, context.db, {
      bikeCount: 7,
      language: 'en',
      city: 'Kalmar',
      postalCode: '392 31',
    });
    const email = String(body.contactEmail);
    const response = await decide(context.app, admin, id, 'approve', {
      name: ' Kalmar Cykel ',
      chain: 'Cykelkedjan',
      locationId: 'kal-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const decided = ZStoreRequestDecided.parse(response.json());
    expect(decided).toMatchObject({ id, status: 'approved', pointsCredited: 700 });

    const [created] = await context.db
      .select()
      .from(stores)
      .where(eq(stores.organizationNumber, organizationNumber));
    expect(created).toMatchObject({
      id: decided.storeId,
      name: 'Kalmar Cykel',
      chain: 'Cykelkedjan',
      locationId: 'KAL-01',
      address: 'Hamngatan 4',
      postalCode: '392 31',
      city: 'Kalmar',
      phone: '013-12 34 56',
      contactInfo: `Karin Cykelsson, ${email}, 013-12 34 56`,
    });
    const [account] = await context.db
      .select({ id: users.id, role: profiles.role, language: profiles.language, fullName: profiles.fullName })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, email));
    expect(account).toMatchObject({
      id: created?.accountUserId,
      role: 'store',
      language: 'en',
      fullName: 'Kalmar Cykel',
    });
    const [balance] = await context.db
      .select()
      .from(userBalances)
      .where(eq(userBalances.userId, account?.id ?? ''));
    expect(balance?.pointsBalance).toBe(700);
    const ledger = await context.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, account?.id ?? ''));
    expect(ledger).toEqual([
      expect.objectContaining({
        amount: 700,
        reason: 'store_package',
        reference: `store_request:${id}`,
        balanceAfter: 700,
      }),
    ]);
    const codes = await context.db
      .select()
      .from(storeStaffCodes)
      .where(eq(storeStaffCodes.storeId, created?.id ?? ''));
    expect(codes).toHaveLength(1);

    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'approved', storeId: created?.id, rejectionReason: null });
    expect(row?.reviewedAt).not.toBeNull();
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.request_approved'), eq(auditLog.targetId, id)));
    expect(audit?.details).toEqual({ storeId: created?.id, storeUserId: account?.id, points: 700 });

    await context.app.mail.flushOutbox();
    const mail = await latestMailTo(context.db, email, 'Welcome as a partner store');
    expect(mail?.subject).toBe('Welcome as a partner store – Kalmar Cykel');
    expect(mail?.textBody).toContain('Kalmar Cykel is now a Ramkoll partner store');
    expect(mail?.textBody).toContain(`Store account email: ${email}`);
    expect(mail?.textBody).toContain('The account has 700 points');
    expect(mail?.textBody).toContain('http://localhost:3000/store-login');
    const { password, staffCode } = credentialsOf(mail?.textBody ?? '');
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(staffCode).toMatch(/^[A-Z2-9]{8}$/);
    // The secrets leave the outbox row once sent.
    const [sent] = await context.db.select().from(outbox).where(eq(outbox.to, email));
    expect(JSON.stringify(sent?.payload)).not.toContain(password);

    const signedInStore = await signIn(context.app, email, password);
    expect(signedInStore.statusCode, signedInStore.body).toBe(200);
    const staff = await context.app.inject({
      method: 'POST',
      url: '/api/auth/staff-code',
      payload: { code: staffCode.toLowerCase() },
      cookies: accessOnly(cookiesFrom(signedInStore)),
    });
    expect(staff.statusCode, staff.body).toBe(200);

    const partners = ZPartnersResponse.parse(
      (await context.app.inject({ method: 'GET', url: '/api/partners' })).json(),
    );
    expect(partners.stores).toContainEqual(
      expect.objectContaining({
        name: 'Kalmar Cykel',
        city: 'Kalmar',
        chain: 'Cykelkedjan',
        postalCode: '392 31',
      }),
    );

    const approvedTab = ZStoreRequestsResponse.parse((await list(admin, '?status=approved')).json());
    const listed = approvedTab.requests.find((request) => request.id === id);
    expect(listed?.store).toEqual({ id: created?.id, name: 'Kalmar Cykel', locationId: 'KAL-01' });
    expect(listed?.reviewedBy?.email).toBe('admin@ramkoll.se');
  });

  it('refuses a request that is no longer pending, unknown ids, and bad input, changing nothing', async () => {
    const { id } = await pendingApplication(context.app, context.db);
    expect((await decide(context.app, admin, id, 'approve', { name: 'Första' })).statusCode).toBe(200);
    const before = await totals();
    const again = await decide(context.app, admin, id, 'approve', { name: 'Andra' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'STORE_REQUEST_NOT_PENDING' });
    const reject = await decide(context.app, admin, id, 'reject', { reason: 'För sent ändrat sig.' });
    expect(reject.statusCode).toBe(409);
    expect(errorOf(reject)).toEqual({ code: 'STORE_REQUEST_NOT_PENDING' });
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'inte-ett-id']) {
      const missing = await decide(context.app, admin, unknown, 'approve', { name: 'X' });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)).toEqual({ code: 'STORE_REQUEST_NOT_FOUND' });
    }
    expect(await totals()).toEqual(before);

    const pending = await pendingApplication(context.app, context.db);
    const afterApply = await totals();
    for (const [body, field, problem] of [
      [{ name: '  ' }, 'name', 'required'],
      [{ name: 'x'.repeat(201) }, 'name', 'too_long'],
      [{ name: 'Bra namn', locationId: 'två ord' }, 'locationId', 'location_id_invalid'],
      [{ name: 'Bra namn', chain: 'k'.repeat(201) }, 'chain', 'too_long'],
    ] as const) {
      const refused = await decide(context.app, admin, pending.id, 'approve', body);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
    }
    const shapeless = await decide(context.app, admin, pending.id, 'approve', {});
    expect(shapeless.statusCode).toBe(400);
    expect((await requestRow(pending.id))?.status).toBe('pending');
    expect(await totals()).toEqual(afterApply);
  });

  it('refuses with STORE_EMAIL_TAKEN when the contact e-mail already has an account', async () => {
    const { id } = await pendingApplication(context.app, context.db, { contactEmail: 'erik@ramkoll.se' });
    const before = await totals();
    const response = await decide(context.app, admin, id, 'approve', { name: 'Eriks Cykel' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'STORE_EMAIL_TAKEN' });
    expect((await requestRow(id))?.status).toBe('pending');
    expect(await totals()).toEqual(before);
  });
});

describe('POST /api/admin/store-requests/:id/reject', () => {
  it('needs a reason, then marks it rejected and mails the reason in the applicant language', async () => {
    const { id, body } = await pendingApplication(context.app, context.db);
    const before = await totals();
    for (const [reason, problem] of [
      ['', 'reason_required'],
      ['<script>x</script>', 'reason_required'],
      ['Nej', 'reason_too_short'],
      ['x'.repeat(1001), 'reason_too_long'],
    ] as const) {
      const refused = await decide(context.app, admin, id, 'reject', { reason });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toEqual({ code: 'VALIDATION_FAILED', details: { field: 'reason', problem } });
    }
    expect((await requestRow(id))?.status).toBe('pending');
    expect(await totals()).toEqual(before);

    const response = await decide(context.app, admin, id, 'reject', {
      reason: 'Vi tar bara emot butiker med verkstad just nu.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZStoreRequestDecided.parse(response.json())).toMatchObject({
      id,
      status: 'rejected',
      storeId: null,
      pointsCredited: 0,
    });
    expect(await requestRow(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Vi tar bara emot butiker med verkstad just nu.',
      storeId: null,
    });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.request_rejected'), eq(auditLog.targetId, id)));
    expect(audit).toBeDefined();
    await context.app.mail.flushOutbox();
    const mail = await latestMailTo(context.db, String(body.contactEmail), 'Svar på er ansökan');
    expect(mail?.textBody).toContain('Anledning: Vi tar bara emot butiker med verkstad just nu.');
    expect(mail?.textBody).toContain('http://localhost:3000/contact');
    const after = await totals();
    expect(after).toEqual({ ...before, mails: (before.mails ?? 0) + 1 });

    const rejectedTab = ZStoreRequestsResponse.parse((await list(admin, '?status=rejected')).json());
    expect(rejectedTab.requests.find((request) => request.id === id)?.rejectionReason).toBe(
      'Vi tar bara emot butiker med verkstad just nu.',
    );
    const again = await decide(context.app, admin, id, 'approve', { name: 'Ändå' });
    expect(errorOf(again)).toEqual({ code: 'STORE_REQUEST_NOT_PENDING' });
  });
});
