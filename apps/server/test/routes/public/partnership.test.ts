import { ZCompany, ZPartnershipApplicationResponse } from '@ramkoll/shared/schemas/store-requests';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../../src/db/schema/accounts.js';
import { auditLog } from '../../../src/db/schema/audit.js';
import { notifications, outbox } from '../../../src/db/schema/messaging.js';
import { businessPackageRequests } from '../../../src/db/schema/stores.js';
import { demoCompanies, demoStore } from '../../../src/db/seed/demo-accounts.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { errorOf, randomIp, signedIn } from '../../auth-helpers.js';
import { accessOnly } from '../../auth-helpers.js';
import {
  addCompany,
  apply,
  applicationFor,
  latestMailTo,
  newOrganizationNumber,
} from '../../store-request-helpers.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
});

afterAll(() => context.close());

const velo = demoCompanies[1];
const inactive = demoCompanies.find((company) => company.status === 'inaktiv');

function lookUp(organizationNumber: string, ip = randomIp()) {
  return context.app.inject({
    method: 'GET',
    url: `/api/companies/${encodeURIComponent(organizationNumber)}`,
    remoteAddress: ip,
  });
}

async function applications(): Promise<number> {
  const [row] = await context.db.select({ n: count() }).from(businessPackageRequests);
  return row?.n ?? 0;
}

describe('GET /api/companies/:organizationNumber', () => {
  it('answers an active company with or without the dash', async () => {
    if (!velo) throw new Error('demo company missing');
    const digits = velo.organizationNumber;
    for (const written of [digits, `${digits.slice(0, 6)}-${digits.slice(6)}`]) {
      const response = await lookUp(written);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(ZCompany.parse(response.json())).toEqual({
        organizationNumber: digits,
        name: 'Velo Nordic AB',
        address: 'Kungsgatan 12',
        postalCode: '411 19',
        city: 'Göteborg',
        status: 'aktiv',
      });
    }
  });

  it('refuses an unknown number, an inactive company, a bad check digit and a bad format, each with its code', async () => {
    const unknown = await lookUp(newOrganizationNumber());
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'COMPANY_NOT_FOUND' });

    const notActive = await lookUp(inactive?.organizationNumber ?? '');
    expect(notActive.statusCode).toBe(422);
    expect(errorOf(notActive)).toEqual({ code: 'COMPANY_INACTIVE', details: { status: 'inaktiv' } });

    const digits = velo?.organizationNumber ?? '';
    const wrongCheck = `${digits.slice(0, 9)}${(Number(digits[9]) + 1) % 10}`;
    const checksum = await lookUp(wrongCheck);
    expect(checksum.statusCode).toBe(400);
    expect(errorOf(checksum)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'organizationNumber', problem: 'organization_number_checksum' },
    });

    for (const malformed of ['55912345', '5591234567890', '559123-45678', 'abcdefghij']) {
      const format = await lookUp(malformed);
      expect(format.statusCode).toBe(400);
      expect(errorOf(format)).toEqual({
        code: 'VALIDATION_FAILED',
        details: { field: 'organizationNumber', problem: 'organization_number_format' },
      });
    }
  });

  it('is rate limited per IP', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await lookUp(velo?.organizationNumber ?? '', ip)).statusCode).toBe(200);
    }
    const limited = await lookUp(velo?.organizationNumber ?? '', ip);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toEqual({ code: 'RATE_LIMITED' });
    expect((await lookUp(velo?.organizationNumber ?? '')).statusCode).toBe(200);
  });
});

describe('GET /api/companies with a failing register', () => {
  it('answers 503 COMPANY_LOOKUP_FAILED, and a custom provider is used', async () => {
    const failing = await createTestContext({
      deps: {
        companyLookup: {
          name: 'broken',
          lookUp: () => Promise.reject(new Error('register down')),
        },
      },
    });
    try {
      const response = await failing.app.inject({
        method: 'GET',
        url: `/api/companies/${newOrganizationNumber()}`,
      });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response)).toEqual({ code: 'COMPANY_LOOKUP_FAILED' });
    } finally {
      await failing.close();
    }
  });
});

describe('POST /api/partnership-applications', () => {
  it('stores a pending application under the register name, mails the applicant in their language and notifies every admin', async () => {
    const company = await addCompany(context.db, { name: 'Östgöta Cykel AB' });
    const body = applicationFor(company, {
      companyName: 'Något annat namn',
      postalCode: '582 26',
      contactEmail: ' Karin.Cykel@Example.se ',
      bikeCount: 25,
      language: 'en',
    });
    const response = await apply(context.app, body);
    expect(response.statusCode, response.body).toBe(201);
    const { id, contactEmail } = ZPartnershipApplicationResponse.parse(response.json());
    expect(contactEmail).toBe('karin.cykel@example.se');

    const [row] = await context.db
      .select()
      .from(businessPackageRequests)
      .where(eq(businessPackageRequests.id, id));
    expect(row).toMatchObject({
      companyName: 'Östgöta Cykel AB',
      organizationNumber: company.organizationNumber,
      storeAddress: 'Hamngatan 4',
      storePostalCode: '582 26',
      storeCity: 'Linköping',
      contactPerson: 'Karin Cykelsson',
      contactEmail: 'karin.cykel@example.se',
      contactPhone: '013-12 34 56',
      additionalInfo: 'Vi säljer mest elcyklar.',
      bikeCount: 25,
      requestType: 'store_partnership',
      status: 'pending',
      language: 'en',
      submittedBy: null,
    });

    await context.app.mail.flushOutbox();
    const mail = await latestMailTo(context.db, 'karin.cykel@example.se');
    expect(mail?.subject).toBe('We have received your application – Östgöta Cykel AB');
    expect(mail?.textBody).toContain('Hi Karin Cykelsson!');
    expect(mail?.textBody).toContain(
      `${company.organizationNumber.slice(0, 6)}-${company.organizationNumber.slice(6)}`,
    );
    expect(mail?.textBody).toContain('a package of 25 bikes');
    expect(mail?.textBody).toContain('reply within 1–2 working days');

    const admins = await context.db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.role, 'admin'));
    expect(admins.length).toBeGreaterThan(0);
    const notified = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'store_request_received'));
    const forThis = notified.filter((n) => (n.payload as { requestId?: string }).requestId === id);
    expect(forThis.map((n) => n.userId).sort()).toEqual(admins.map((a) => a.userId).sort());

    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.application_submitted'), eq(auditLog.targetId, id)));
    expect(audit?.details).toEqual({ organizationNumber: company.organizationNumber, bikeCount: 25 });
  });

  it('mails a Swedish applicant in Swedish and records a signed-in sender', async () => {
    const cookies = await signedIn(context.app, 'erik@ramkoll.se');
    const [erik] = await context.db.select().from(users).where(eq(users.email, 'erik@ramkoll.se'));
    const company = await addCompany(context.db);
    const body = applicationFor(company);
    const response = await apply(context.app, body, { cookies });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = ZPartnershipApplicationResponse.parse(response.json());
    const [row] = await context.db
      .select()
      .from(businessPackageRequests)
      .where(eq(businessPackageRequests.id, id));
    expect(row?.submittedBy).toBe(erik?.id);
    await context.app.mail.flushOutbox();
    const mail = await latestMailTo(context.db, String(body.contactEmail));
    expect(mail?.subject).toBe(`Vi har tagit emot er ansökan – ${company.name}`);
    expect(mail?.textBody).toContain('Vi går igenom ansökan och svarar inom 1–2 arbetsdagar.');
    expect(mail?.textBody).toContain('Ansökan gäller ett paket för 10 cyklar.');
    expect(accessOnly(cookies)).toBeDefined();
  });

  it('refuses a second pending application for the same number, and one for an existing store', async () => {
    const company = await addCompany(context.db);
    expect((await apply(context.app, applicationFor(company))).statusCode).toBe(201);
    const before = await applications();
    const again = await apply(
      context.app,
      applicationFor(company, { organizationNumber: company.organizationNumber }),
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'STORE_REQUEST_PENDING' });

    const store = await apply(
      context.app,
      applicationFor({ organizationNumber: demoStore.organizationNumber, name: demoStore.name }),
    );
    expect(store.statusCode).toBe(409);
    expect(errorOf(store)).toEqual({ code: 'STORE_ALREADY_PARTNER' });
    expect(await applications()).toBe(before);
  });

  it('looks the company up again: unknown, inactive or badly numbered companies are refused', async () => {
    const before = await applications();
    const unknown = await apply(
      context.app,
      applicationFor({ organizationNumber: newOrganizationNumber(), name: 'Påhittad AB' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'COMPANY_NOT_FOUND' });
    const closed = await apply(
      context.app,
      applicationFor({ organizationNumber: inactive?.organizationNumber ?? '', name: 'Gamla' }),
    );
    expect(closed.statusCode).toBe(422);
    expect(errorOf(closed)).toEqual({ code: 'COMPANY_INACTIVE', details: { status: 'inaktiv' } });
    expect(await applications()).toBe(before);
  });

  it.each([
    ['organizationNumber', 'organization_number_required', { organizationNumber: '' }],
    ['organizationNumber', 'organization_number_format', { organizationNumber: '12345' }],
    ['organizationNumber', 'organization_number_checksum', { organizationNumber: '5592345670' }],
    ['companyName', 'required', { companyName: '  ' }],
    ['storeAddress', 'required', { storeAddress: '' }],
    ['postalCode', 'required', { postalCode: '' }],
    ['postalCode', 'postal_code_invalid', { postalCode: '1234' }],
    ['city', 'required', { city: '' }],
    ['contactPerson', 'name_too_short', { contactPerson: 'K' }],
    ['contactEmail', 'required', { contactEmail: '' }],
    ['contactEmail', 'invalid_email', { contactEmail: 'karin@example' }],
    ['contactPhone', 'required', { contactPhone: '' }],
    ['contactPhone', 'invalid_phone', { contactPhone: '12 34' }],
    ['contactPhone', 'invalid_phone', { contactPhone: 'ring mig' }],
    ['bikeCount', 'bike_count_invalid', { bikeCount: 0 }],
    ['bikeCount', 'bike_count_invalid', { bikeCount: 2.5 }],
    ['additionalInfo', 'too_long', { additionalInfo: 'x'.repeat(1001) }],
  ])(
    'refuses a bad %s (%s) with 400 and stores, mails and notifies nothing',
    async (field, problem, change) => {
      const company = await addCompany(context.db);
      const [mailsBefore] = await context.db.select({ n: count() }).from(outbox);
      const [notesBefore] = await context.db.select({ n: count() }).from(notifications);
      const before = await applications();
      const response = await apply(context.app, applicationFor(company, change));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
      expect(await applications()).toBe(before);
      const [mailsAfter] = await context.db.select({ n: count() }).from(outbox);
      const [notesAfter] = await context.db.select({ n: count() }).from(notifications);
      expect(mailsAfter?.n).toBe(mailsBefore?.n);
      expect(notesAfter?.n).toBe(notesBefore?.n);
    },
  );

  it('refuses a body of the wrong shape', async () => {
    const company = await addCompany(context.db);
    const response = await apply(context.app, applicationFor(company, { bikeCount: '10' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });

  it('allows 5 applications an hour per IP', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const company = await addCompany(context.db);
      expect((await apply(context.app, applicationFor(company), { ip })).statusCode).toBe(201);
    }
    const company = await addCompany(context.db);
    const limited = await apply(context.app, applicationFor(company), { ip });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toEqual({ code: 'RATE_LIMITED' });
  });
});
