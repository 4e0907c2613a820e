import { ZAuditLogResponse, type AuditLogResponse } from '@ramkoll/shared/schemas/audit-log';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { DEMO_STAFF_CODE } from '../../../src/db/seed/demo-accounts.js';
import { accessOnly, errorOf, sessionUserOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { addCompany } from '../../store-request-helpers.js';

let context: TestContext;
let admin: Cookies;
let adminId: string;
let customer: Cookies;
let customerId: string;
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
  adminId = (await sessionUserOf(context.app, admin)).id;
  customerId = (await sessionUserOf(context.app, customer)).id;
});

afterAll(() => context.close());

function list(cookies: Cookies | null, query = '') {
  return context.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log${query}`,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function page(query: string): Promise<AuditLogResponse> {
  const response = await list(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return ZAuditLogResponse.parse(response.json());
}

describe('GET /api/admin/audit-log', () => {
  it('refuses anonymous callers (401), customers and stores (403)', async () => {
    for (const [cookies, status, code] of [
      [null, 401, 'UNAUTHENTICATED'],
      [customer, 403, 'FORBIDDEN'],
      [store, 403, 'FORBIDDEN'],
    ] as const) {
      const response = await list(cookies);
      expect(response.statusCode).toBe(status);
      expect(errorOf(response).code).toBe(code);
    }
  });

  it("pages admins' actions newest first by keyset, never a customer's, filtered by action, admin and days", async () => {
    const action = `admin.test_${randomUUID().slice(0, 8)}`;
    // Seven entries of one new action, in the future so they come first; two share a timestamp.
    const base = Date.parse('2099-03-10T10:00:00Z');
    const times = [0, 1, 2, 2, 3, 4, 5].map((minutes) => new Date(base + minutes * 60_000));
    await context.db.insert(auditLog).values([
      ...times.map((createdAt, index) => ({
        action,
        actorUserId: adminId,
        targetType: 'business_request',
        targetId: `target-${index}`,
        details: { index },
        createdAt,
      })),
      // Not an admin's: never listed.
      { action, actorUserId: customerId, targetId: 'customer', createdAt: new Date(base + 10 * 60_000) },
      { action, actorUserId: null, targetId: 'nobody', createdAt: new Date(base + 11 * 60_000) },
    ]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?action=${action}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const result = await page(query);
      seen.push(...result.entries.map((entry) => entry.targetId ?? ''));
      for (const entry of result.entries) {
        expect(entry).toMatchObject({ action, actorUserId: adminId, actorEmail: 'admin@ramkoll.se' });
      }
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(seen.slice(0, 3)).toEqual(['target-6', 'target-5', 'target-4']);
    expect(new Set(seen)).toEqual(new Set(times.map((_, index) => `target-${index}`)));

    const first = await page(`?action=${action}&limit=1`);
    expect(first.entries[0]).toMatchObject({
      targetType: 'business_request',
      targetId: 'target-6',
      details: { index: 6 },
      createdAt: times[6]!.toISOString(),
    });
    expect(first.admins.map((one) => one.email)).toContain('admin@ramkoll.se');

    // Swedish days: 2099-03-10 holds all seven; the day after none.
    expect((await page(`?action=${action}&from=2099-03-10&to=2099-03-10`)).entries).toHaveLength(7);
    expect((await page(`?action=${action}&from=2099-03-11`)).entries).toHaveLength(0);
    expect((await page(`?action=${action}&adminId=${adminId}`)).entries).toHaveLength(7);
    expect((await page(`?action=${action}&adminId=${customerId}`)).entries).toHaveLength(0);
    expect(
      (await page(`?adminId=${adminId}&limit=100`)).entries.every((e) => e.actorUserId === adminId),
    ).toBe(true);
  });

  it('lists the admin actions the product writes (a business request handled)', async () => {
    // The form's number must be a company the register knows under that name (decision 095).
    const company = await addCompany(context.db, { name: 'Cykelpool AB' });
    const body = {
      organizationNumber: company.organizationNumber,
      companyName: 'Cykelpool AB',
      companyKind: 'fleet',
      wants: 'points',
      pointsQuantity: 1000,
      contactPerson: 'Per Pool',
      contactEmail: 'per@cykelpool.example',
      contactPhone: '08-123 456',
    };
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/business-requests',
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const changed = await context.app.inject({
      method: 'POST',
      url: `/api/admin/business-requests/${id}/status`,
      payload: { status: 'contacted', note: 'Mejlat.' },
      cookies: accessOnly(admin),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const result = await page('?action=admin.business_request_status_changed&limit=5');
    expect(result.entries[0]).toMatchObject({
      targetType: 'business_request',
      targetId: id,
      actorEmail: 'admin@ramkoll.se',
      details: { from: 'new', to: 'contacted', withNote: true },
    });
  });

  it('refuses bad filters with a coded problem', async () => {
    const cases: [string, string, string][] = [
      ['?from=2026-13-01', 'from', 'invalid_date'],
      ['?to=yesterday', 'to', 'invalid_date'],
      ['?from=2026-05-02&to=2026-05-01', 'to', 'before_from'],
      ['?adminId=admin', 'adminId', 'invalid'],
      ['?cursor=bm9wZQ', 'cursor', 'invalid'],
    ];
    for (const [query, field, problem] of cases) {
      const response = await list(admin, query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
    }
    const tooMany = await list(admin, '?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).code).toBe('VALIDATION_FAILED');
  });
});
