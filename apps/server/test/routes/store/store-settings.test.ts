import { ZStoreProfile } from '@ramkoll/shared/schemas/store';
import { ZStaffCode, ZStaffCodesResponse } from '@ramkoll/shared/schemas/store-area';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { stores, storeStaffCodes } from '../../../src/db/schema/stores.js';
import { DEMO_STAFF_CODE } from '../../../src/db/seed/demo-accounts.js';
import { createStaffCodeHash } from '../../../src/lib/crypto/keyed-hash.js';
import { errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { callApi, type ApiMethod } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { createOtherStore, demoStore, storeSignedIn, type OtherStore } from '../../store-area-helpers.js';

let context: TestContext;
let store: Cookies;
let storeNoCode: Cookies;
let customer: Cookies;
let admin: Cookies;
let other: OtherStore;
let demoIds: { storeId: string; userId: string };

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [store, storeNoCode, customer, admin] = await Promise.all([
    storeSignedIn(context),
    signedIn(context.app, 'butik@ramkoll.se'),
    signedIn(context.app, 'anna@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
  ]);
  other = await createOtherStore(context);
  demoIds = await demoStore(context);
});

afterAll(() => context.close());

function call(cookies: Cookies | null, method: ApiMethod, url: string, payload?: Record<string, unknown>) {
  return callApi(context, cookies, method, url, payload);
}

const profile = {
  phone: '08-123 456 78',
  address: 'Götgatan 12',
  postalCode: '118 46',
  city: 'Stockholm',
  contactInfo: 'Fråga efter Lisa',
};

async function codes(cookies = store) {
  return ZStaffCodesResponse.parse((await call(cookies, 'GET', '/api/store/staff-codes')).json()).codes;
}

async function storeRow() {
  const [row] = await context.db.select().from(stores).where(eq(stores.id, demoIds.storeId));
  return row;
}

describe('store settings: who may ask', () => {
  const routes: [ApiMethod, string, Record<string, unknown> | undefined][] = [
    ['PUT', '/api/store/profile', profile],
    ['GET', '/api/store/staff-codes', undefined],
    ['POST', '/api/store/staff-codes', { label: 'Lisa', code: 'LISA2026' }],
    ['POST', '/api/store/staff-codes/00000000-0000-4000-8000-000000000000/disable', {}],
  ];
  it.each(routes)(
    '%s %s: anonymous 401, customer and admin 403, store without a code 403',
    async (method, url, body) => {
      expect(errorOf(await call(null, method, url, body)).code).toBe('UNAUTHENTICATED');
      for (const cookies of [customer, admin]) {
        const response = await call(cookies, method, url, body);
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('FORBIDDEN');
      }
      const noCode = await call(storeNoCode, method, url, body);
      expect(noCode.statusCode).toBe(403);
      expect(errorOf(noCode).code).toBe('STAFF_CODE_REQUIRED');
      // Nothing changed: still the one seeded code, and the seeded profile.
      expect((await codes()).length).toBe(1);
      expect((await storeRow())?.address).not.toBe(profile.address);
    },
  );
});

describe('PUT /api/store/profile', () => {
  it('refuses bad input with the field and changes nothing', async () => {
    const before = await storeRow();
    const cases: [Record<string, unknown>, unknown][] = [
      [
        { ...profile, phone: '' },
        { field: 'phone', problem: 'phone_required' },
      ],
      [
        { ...profile, phone: '12ab' },
        { field: 'phone', problem: 'phone_invalid' },
      ],
      [
        { ...profile, address: ' ' },
        { field: 'address', problem: 'address_required' },
      ],
      [
        { ...profile, postalCode: '1234' },
        { field: 'postalCode', problem: 'postal_code_invalid' },
      ],
    ];
    for (const [body, details] of cases) {
      const response = await call(store, 'PUT', '/api/store/profile', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details });
    }
    expect((await call(store, 'PUT', '/api/store/profile', { phone: '0812345' })).statusCode).toBe(400);
    expect(await storeRow()).toEqual(before);
  });

  it('saves phone, address and contact details, and audits them with the staff code', async () => {
    const response = await call(store, 'PUT', '/api/store/profile', { ...profile, city: '  Stockholm  ' });
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZStoreProfile.parse(response.json());
    expect(saved).toMatchObject({ ...profile, name: 'Cykelhörnan Södermalm' });
    const [audit] = await context.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.profile_updated'), eq(auditLog.targetId, demoIds.storeId)));
    const [seeded] = await codes();
    expect(audit?.details).toEqual({ staffCodeId: seeded?.id });
  });
});

describe('staff codes', () => {
  it('lists the seeded code as the current one, never the code itself', async () => {
    const response = await call(store, 'GET', '/api/store/staff-codes');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(DEMO_STAFF_CODE);
    const list = await codes();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ label: 'Butiken', active: true, current: true });
    expect(list[0]?.lastUsedAt).not.toBeNull();
  });

  it('refuses a bad label or code and adds nothing', async () => {
    const cases: [Record<string, unknown>, unknown][] = [
      [
        { label: '', code: 'LISA2026' },
        { field: 'label', problem: 'label_required' },
      ],
      [
        { label: 'x'.repeat(61), code: 'LISA2026' },
        { field: 'label', problem: 'label_too_long' },
      ],
      [
        { label: 'Lisa', code: 'kort' },
        { field: 'code', problem: 'staff_code_format' },
      ],
      [
        { label: 'Lisa', code: 'LISA-2026' },
        { field: 'code', problem: 'staff_code_format' },
      ],
      [
        { label: 'Lisa', code: 'A'.repeat(21) },
        { field: 'code', problem: 'staff_code_format' },
      ],
    ];
    for (const [body, details] of cases) {
      const response = await call(store, 'POST', '/api/store/staff-codes', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details });
    }
    expect(await codes()).toHaveLength(1);
  });

  it('adds a code stored as its keyed hash; the new code signs a session in; a duplicate is refused', async () => {
    const response = await call(store, 'POST', '/api/store/staff-codes', {
      label: ' Lisa ',
      code: 'lisa2026',
    });
    expect(response.statusCode, response.body).toBe(201);
    const added = ZStaffCode.parse(response.json());
    expect(added).toMatchObject({ label: 'Lisa', active: true, current: false, lastUsedAt: null });
    expect(response.body.toUpperCase()).not.toContain('LISA2026');
    const [row] = await context.db.select().from(storeStaffCodes).where(eq(storeStaffCodes.id, added.id));
    expect(row?.codeHash).toBe(createStaffCodeHash(context.dataEncryptionKey)('LISA2026'));
    // Any case, like the sign-in compares it.
    const duplicate = await call(store, 'POST', '/api/store/staff-codes', {
      label: 'Annan',
      code: 'LISA2026',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).code).toBe('STAFF_CODE_TAKEN');
    const lisa = await storeSignedIn(context, 'butik@ramkoll.se', 'LISA2026');
    expect((await call(lisa, 'GET', '/api/store/staff-codes')).statusCode).toBe(200);
    const [audit] = await context.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.staff_code_added'), eq(auditLog.targetId, added.id)));
    const seeded = (await codes()).find((code) => code.label === 'Butiken');
    expect(audit?.details).toEqual({ storeId: demoIds.storeId, staffCodeId: seeded?.id });
  });

  it("cannot disable another store's code", async () => {
    const response = await call(store, 'POST', `/api/store/staff-codes/${other.staffCodeId}/disable`, {
      confirm: true,
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('STAFF_CODE_NOT_FOUND');
    const [row] = await context.db
      .select({ active: storeStaffCodes.active })
      .from(storeStaffCodes)
      .where(eq(storeStaffCodes.id, other.staffCodeId));
    expect(row?.active).toBe(true);
    expect((await call(store, 'POST', '/api/store/staff-codes/nope/disable', {})).statusCode).toBe(400);
  });

  it("disables the session's own code only with confirmation, and the session must then enter another", async () => {
    const [own] = (await codes()).filter((code) => code.current);
    if (!own) throw new Error('no current code');
    const refused = await call(store, 'POST', `/api/store/staff-codes/${own.id}/disable`, {});
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('STAFF_CODE_IN_USE');
    expect((await codes()).find((code) => code.id === own.id)?.active).toBe(true);

    const lisa = await storeSignedIn(context, 'butik@ramkoll.se', 'LISA2026');
    const response = await call(store, 'POST', `/api/store/staff-codes/${own.id}/disable`, { confirm: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ signedOutOfCode: true });
    const after = await call(store, 'GET', '/api/store/staff-codes');
    expect(errorOf(after).code).toBe('STAFF_CODE_REQUIRED');
    // The disabled code no longer opens a session.
    const again = await signedIn(context.app, 'butik@ramkoll.se');
    const verify = await call(again, 'POST', '/api/auth/staff-code', { code: DEMO_STAFF_CODE });
    expect(errorOf(verify).code).toBe('STAFF_CODE_INVALID');

    // Lisa's is now the last active code: it can never be disabled.
    const list = await codes(lisa);
    expect(list.filter((code) => code.active)).toHaveLength(1);
    const last = await call(lisa, 'POST', `/api/store/staff-codes/${list[0]?.id ?? ''}/disable`, {
      confirm: true,
    });
    expect(last.statusCode).toBe(409);
    expect(errorOf(last).code).toBe('LAST_STAFF_CODE');
    expect((await codes(lisa)).filter((code) => code.active)).toHaveLength(1);
  });
});
