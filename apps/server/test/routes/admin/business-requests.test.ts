import { ZAdminOverview } from '@ramkoll/shared/schemas/admin';
import {
  ZBusinessRequestDetail,
  ZBusinessRequestsResponse,
  ZBusinessRequestSubmitted,
} from '@ramkoll/shared/schemas/business-requests';
import { formatOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { businessRequestNotes, businessRequests } from '../../../src/db/schema/business-requests.js';
import { outbox } from '../../../src/db/schema/messaging.js';
import { DEMO_STAFF_CODE, demoCompanies } from '../../../src/db/seed/demo-accounts.js';
import {
  accessOnly,
  errorOf,
  randomIp,
  sessionUserOf,
  signedIn,
  uniqueEmail,
  type Cookies,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { addCompany, latestMailTo, newOrganizationNumber } from '../../store-request-helpers.js';

let context: TestContext;
let admin: Cookies;
let adminId: string;
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
  adminId = (await sessionUserOf(context.app, admin)).id;
});

afterAll(() => context.close());

/**
 * A complete form for a company the register knows under the form's name (the server looks the
 * number up, decision 095), unless `overrides` names another number.
 */
async function formFor(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const typedName = typeof overrides.companyName === 'string' ? overrides.companyName : '  Brf Solgläntan  ';
  const { organizationNumber } = await addCompany(context.db, { name: typedName.trim() || 'Brf Solgläntan' });
  return {
    organizationNumber: `${organizationNumber.slice(0, 6)}-${organizationNumber.slice(6)}`,
    companyName: typedName,
    companyKind: 'housing_cooperative',
    wants: 'both',
    stickerQuantity: 120,
    pointsQuantity: 5000,
    contactPerson: 'Sara Ordförande',
    contactEmail: uniqueEmail('brf'),
    contactPhone: '070-123 45 67',
    message: 'Vi har ett cykelrum med 120 platser.',
    language: 'sv',
    ...overrides,
  };
}

function submit(body: Record<string, unknown>, options: { ip?: string; cookies?: Cookies } = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/api/business-requests',
    remoteAddress: options.ip ?? randomIp(),
    payload: body,
    ...(options.cookies ? { cookies: accessOnly(options.cookies) } : {}),
  });
}

async function submitted(overrides: Record<string, unknown> = {}) {
  const body = await formFor(overrides);
  const response = await submit(body);
  expect(response.statusCode, response.body).toBe(201);
  return { id: ZBusinessRequestSubmitted.parse(response.json()).id, body };
}

function call(cookies: Cookies | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return context.app.inject({
    method,
    url: `/api/admin/business-requests${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function counts() {
  const [requests] = await context.db.select({ n: count() }).from(businessRequests);
  const [notes] = await context.db.select({ n: count() }).from(businessRequestNotes);
  const [mails] = await context.db.select({ n: count() }).from(outbox);
  const [audits] = await context.db.select({ n: count() }).from(auditLog);
  return { requests: requests?.n, notes: notes?.n, mails: mails?.n, audits: audits?.n };
}

async function rowOf(id: string) {
  const [row] = await context.db.select().from(businessRequests).where(eq(businessRequests.id, id));
  return row;
}

describe('POST /api/business-requests (the companies’ form on /partners)', () => {
  it('stores a visitor’s request as new, e-mails the confirmation in the form’s language and audits it', async () => {
    const { id, body } = await submitted({ language: 'en' });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'new',
      companyName: 'Brf Solgläntan',
      organizationNumber: String(body.organizationNumber).replace('-', ''),
      companyKind: 'housing_cooperative',
      wants: 'both',
      stickerQuantity: 120,
      pointsQuantity: 5000,
      contactPerson: 'Sara Ordförande',
      contactEmail: body.contactEmail,
      contactPhone: '070-123 45 67',
      message: 'Vi har ett cykelrum med 120 platser.',
      language: 'en',
      submittedBy: null,
    });
    await context.app.mail.flushOutbox();
    const mail = await latestMailTo(context.db, String(body.contactEmail));
    expect(mail?.subject).toBe('We have received your request – Brf Solgläntan');
    expect(mail?.textBody).toContain('The request is for 120 QR stickers and 5000 points.');
    const [audit] = await context.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'business.request_submitted', targetType: 'business_request' });
  });

  it('mails in Swedish by default, stores only the wanted quantity and records a signed-in sender', async () => {
    const { id, body } = await (async () => {
      const form = await formFor({ wants: 'stickers', pointsQuantity: 99, language: undefined });
      const response = await submit(form, { cookies: customer });
      expect(response.statusCode, response.body).toBe(201);
      return { id: response.json<{ id: string }>().id, body: form };
    })();
    const row = await rowOf(id);
    expect(row).toMatchObject({
      wants: 'stickers',
      stickerQuantity: 120,
      pointsQuantity: null,
      language: 'sv',
    });
    expect(row?.submittedBy).toBe((await sessionUserOf(context.app, customer)).id);
    await context.app.mail.flushOutbox();
    const mail = await latestMailTo(context.db, String(body.contactEmail));
    expect(mail?.subject).toBe('Vi har tagit emot er förfrågan – Brf Solgläntan');
    expect(mail?.textBody).toContain('Förfrågan gäller 120 QR-klistermärken.');
  });

  it('refuses bad input field by field with a coded problem, changing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ organizationNumber: '' }, 'organizationNumber', 'organization_number_required'],
      [{ organizationNumber: '12345' }, 'organizationNumber', 'organization_number_format'],
      [{ organizationNumber: '556677-8891' }, 'organizationNumber', 'organization_number_checksum'],
      [{ companyName: ' ' }, 'companyName', 'required'],
      [{ companyKind: '' }, 'companyKind', 'required'],
      [{ contactPerson: 'A' }, 'contactPerson', 'name_too_short'],
      [{ contactEmail: 'nope' }, 'contactEmail', 'invalid_email'],
      [{ contactPhone: '12' }, 'contactPhone', 'invalid_phone'],
      [{ wants: '' }, 'wants', 'required'],
      [{ wants: 'stickers', stickerQuantity: 0 }, 'stickerQuantity', 'quantity_invalid'],
      [{ wants: 'points', pointsQuantity: null }, 'pointsQuantity', 'quantity_invalid'],
      [{ wants: 'both', pointsQuantity: 2.5 }, 'pointsQuantity', 'quantity_invalid'],
      [{ message: 'x'.repeat(1001) }, 'message', 'too_long'],
    ];
    for (const [overrides, field, problem] of cases) {
      const response = await submit(await formFor(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
    }
    const unknownKind = await submit(await formFor({ companyKind: 'bank' }));
    expect(unknownKind.statusCode).toBe(400);
    expect(errorOf(unknownKind).code).toBe('VALIDATION_FAILED');
    expect(await counts()).toEqual(before);
  });

  it('is rate limited to 5 requests per hour per IP', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await submit(await formFor(), { ip })).statusCode).toBe(201);
    }
    const before = await counts();
    const limited = await submit(await formFor(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toEqual({ code: 'RATE_LIMITED' });
    expect(await counts()).toEqual(before);
    expect((await submit(await formFor())).statusCode).toBe(201);
  });

  // Issue 50 item 11: Malmö Elcykel AB's number was accepted under the name "BRF Solgläntan".
  it("refuses another company's name for a registered number, changing nothing", async () => {
    const before = await counts();
    const malmo = demoCompanies.find((company) => company.name === 'Malmö Elcykel AB');
    if (!malmo) throw new Error('no demo company');
    for (const organizationNumber of [
      malmo.organizationNumber,
      formatOrganizationNumber(malmo.organizationNumber),
    ]) {
      const response = await submit(await formFor({ organizationNumber, companyName: 'BRF Solgläntan' }));
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'VALIDATION_FAILED',
        details: { field: 'companyName', problem: 'company_name_mismatch' },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown and an inactive organisation number with the shop form’s codes', async () => {
    const before = await counts();
    const unknown = await submit({ ...(await formFor()), organizationNumber: newOrganizationNumber() });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'COMPANY_NOT_FOUND' });
    const closed = await addCompany(context.db, { name: 'Stängda Cykelrummet AB', status: 'avregistrerad' });
    const inactive = await submit(
      await formFor({ organizationNumber: closed.organizationNumber, companyName: closed.name }),
    );
    expect(inactive.statusCode, inactive.body).toBe(422);
    expect(errorOf(inactive)).toEqual({ code: 'COMPANY_INACTIVE', details: { status: 'avregistrerad' } });
    expect(await counts()).toEqual(before);
  });

  it('takes the register’s name written another way, and stores the register’s spelling', async () => {
    const company = await addCompany(context.db, { name: 'Bostadsrättsföreningen Solrosen' });
    const response = await submit(
      await formFor({ organizationNumber: company.organizationNumber, companyName: 'BRF SOLROSEN' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await rowOf(ZBusinessRequestSubmitted.parse(response.json()).id);
    expect(row?.companyName).toBe('Bostadsrättsföreningen Solrosen');
  });
});

describe('who may handle business requests', () => {
  it('refuses anonymous callers (401), customers and stores (403) on every route, changing nothing', async () => {
    const { id } = await submitted();
    const before = await counts();
    for (const [cookies, status] of [
      [null, 401],
      [customer, 403],
      [store, 403],
    ] as const) {
      const expected = status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      for (const response of [
        await call(cookies, 'GET', ''),
        await call(cookies, 'GET', `/${id}`),
        await call(cookies, 'POST', `/${id}/status`, { status: 'contacted', note: 'Ringt.' }),
        await call(cookies, 'POST', `/${id}/notes`, { note: 'En anteckning' }),
      ]) {
        expect(response.statusCode).toBe(status);
        expect(errorOf(response).code).toBe(expected);
      }
    }
    expect((await rowOf(id))?.status).toBe('new');
    expect(await counts()).toEqual(before);
  });
});

describe('/api/admin/business-requests', () => {
  it('lists one status newest first, paged, with counts per status; the dashboard counts the new ones', async () => {
    const overviewBefore = ZAdminOverview.parse(
      (
        await context.app.inject({ method: 'GET', url: '/api/admin/overview', cookies: accessOnly(admin) })
      ).json(),
    );
    const first = await submitted({ companyName: 'Åkeri Först AB', companyKind: 'fleet' });
    const second = await submitted({ companyName: 'Försäkring Andra AB', companyKind: 'insurer' });
    const overviewAfter = ZAdminOverview.parse(
      (
        await context.app.inject({ method: 'GET', url: '/api/admin/overview', cookies: accessOnly(admin) })
      ).json(),
    );
    expect(overviewAfter.attention.newBusinessRequests - overviewBefore.attention.newBusinessRequests).toBe(
      2,
    );

    const response = await call(admin, 'GET', '?status=new&pageSize=2');
    expect(response.statusCode, response.body).toBe(200);
    const page = ZBusinessRequestsResponse.parse(response.json());
    expect(page.requests.map((request) => request.id)).toEqual([second.id, first.id]);
    expect(page.total).toBe(page.counts.new);
    expect(page.counts.new).toBe(overviewAfter.attention.newBusinessRequests);
    expect(page.requests[1]).toMatchObject({
      companyName: 'Åkeri Först AB',
      companyKind: 'fleet',
      wants: 'both',
      stickerQuantity: 120,
      pointsQuantity: 5000,
      contactEmail: first.body.contactEmail,
      statusChangedAt: null,
      statusChangedBy: null,
      noteCount: 0,
    });
    const next = ZBusinessRequestsResponse.parse(
      (await call(admin, 'GET', '?status=new&pageSize=2&page=2')).json(),
    );
    expect(next.requests.map((request) => request.id)).not.toContain(first.id);

    const bad = await call(admin, 'GET', '?status=pending');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
  });

  it('sets contacted with a note, adds a note, then done: notes kept in order, each change audited', async () => {
    const { id } = await submitted();
    const contacted = await call(admin, 'POST', `/${id}/status`, {
      status: 'contacted',
      note: 'Ringde Sara, vill ha offert.',
    });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(ZBusinessRequestDetail.parse(contacted.json())).toMatchObject({
      status: 'contacted',
      statusChangedBy: { userId: adminId, email: 'admin@ramkoll.se' },
      noteCount: 1,
      notes: [{ body: 'Ringde Sara, vill ha offert.', statusTo: 'contacted', author: { userId: adminId } }],
    });

    const noted = await call(admin, 'POST', `/${id}/notes`, { note: 'Offert skickad.' });
    expect(noted.statusCode, noted.body).toBe(200);
    const done = await call(admin, 'POST', `/${id}/status`, { status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    const detail = ZBusinessRequestDetail.parse((await call(admin, 'GET', `/${id}`)).json());
    expect(detail.status).toBe('done');
    expect(detail.notes.map((note) => [note.body, note.statusTo])).toEqual([
      ['Ringde Sara, vill ha offert.', 'contacted'],
      ['Offert skickad.', null],
    ]);
    const audits = await context.db
      .select({ action: auditLog.action, details: auditLog.details, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(auditLog.createdAt);
    expect(audits.slice(1)).toEqual([
      {
        action: 'admin.business_request_status_changed',
        details: { from: 'new', to: 'contacted', withNote: true },
        actor: adminId,
      },
      { action: 'admin.business_request_note_added', details: { status: 'contacted' }, actor: adminId },
      {
        action: 'admin.business_request_status_changed',
        details: { from: 'contacted', to: 'done', withNote: false },
        actor: adminId,
      },
    ]);
    const doneList = ZBusinessRequestsResponse.parse((await call(admin, 'GET', '?status=done')).json());
    expect(doneList.requests.find((request) => request.id === id)?.noteCount).toBe(2);
  });

  it('refuses an unchanged status, an empty or long note and unknown ids, changing nothing', async () => {
    const { id } = await submitted();
    const before = await counts();
    const cases: [string, unknown, string, string][] = [
      [`/${id}/status`, { status: 'new' }, 'status', 'unchanged'],
      [`/${id}/status`, { status: 'done', note: 'x'.repeat(2001) }, 'note', 'too_long'],
      [`/${id}/notes`, { note: '   ' }, 'note', 'required'],
      [`/${id}/notes`, { note: 'x'.repeat(2001) }, 'note', 'too_long'],
    ];
    for (const [url, payload, field, problem] of cases) {
      const response = await call(admin, 'POST', url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
    }
    const badStatus = await call(admin, 'POST', `/${id}/status`, { status: 'approved' });
    expect(badStatus.statusCode).toBe(400);
    for (const missing of [randomUUID(), 'not-a-uuid']) {
      for (const response of [
        await call(admin, 'GET', `/${missing}`),
        await call(admin, 'POST', `/${missing}/status`, { status: 'done' }),
        await call(admin, 'POST', `/${missing}/notes`, { note: 'Hej' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('BUSINESS_REQUEST_NOT_FOUND');
      }
    }
    expect((await rowOf(id))?.status).toBe('new');
    expect(await counts()).toEqual(before);
  });
});
