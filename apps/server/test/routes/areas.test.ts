import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_CODE } from '../../src/db/seed/demo-accounts.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../auth-helpers.js';
import { createTestContext, type TestContext } from '../helper.js';

let context: TestContext;
let customer: Cookies;
let store: Cookies;
let admin: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [customer, store, admin] = await Promise.all([
    signedIn(context.app, 'anna@ramkoll.se'),
    signedIn(context.app, 'butik@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
  ]);
});

afterAll(() => context.close());

function get(url: string, cookies?: Cookies) {
  return context.app.inject({ method: 'GET', url, ...(cookies ? { cookies: accessOnly(cookies) } : {}) });
}

function staffCode(code: string, cookies?: Cookies) {
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/staff-code',
    payload: { code },
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

describe('role areas', () => {
  it.each(['/api/me/balance', '/api/store/me', '/api/admin/overview'])(
    '%s refuses anonymous with 401',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    },
  );

  it('refuses anonymous before looking at the body', async () => {
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/me/menus',
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets every signed-in role into /api/me', async () => {
    for (const cookies of [customer, store, admin]) {
      expect((await get('/api/me/balance', cookies)).statusCode).toBe(200);
    }
  });

  it.each([
    ['/api/admin/overview', 'customer'],
    ['/api/admin/overview', 'store'],
    ['/api/store/me', 'customer'],
    ['/api/store/me', 'admin'],
  ])('%s refuses a %s with 403 FORBIDDEN', async (url, role) => {
    const cookies = role === 'customer' ? customer : role === 'store' ? store : admin;
    const response = await get(url, cookies);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('FORBIDDEN');
  });

  it('admin overview counts users, bikes and stolen bikes', async () => {
    const response = await get('/api/admin/overview', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ overall: { users: number; bikes: number; stolenBikes: number } }>();
    expect(body.overall.users).toBeGreaterThanOrEqual(4);
    expect(body.overall.bikes).toBeGreaterThan(0);
    expect(body.overall.stolenBikes).toBeGreaterThan(0);
  });
});

describe('store staff code', () => {
  it('requires a staff code before the store area opens', async () => {
    const response = await get('/api/store/me', store);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('STAFF_CODE_REQUIRED');
  });

  it('refuses anonymous, other roles, malformed and wrong codes', async () => {
    expect(errorOf(await staffCode(DEMO_STAFF_CODE)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await staffCode(DEMO_STAFF_CODE, customer)).code).toBe('FORBIDDEN');
    expect(errorOf(await staffCode('kort', store))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'code', problem: 'staff_code_format' },
    });
    const wrong = await staffCode('FELKOD99', store);
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).code).toBe('STAFF_CODE_INVALID');
  });

  it('accepts the code (any case), marks the session, and opens the store area', async () => {
    const response = await staffCode(DEMO_STAFF_CODE.toLowerCase(), store);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { role: 'store', store: { staffCodeVerified: true } } });
    const me = await get('/api/store/me', store);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Cykelhörnan Södermalm',
      chain: 'Cykelhörnan',
      city: 'Stockholm',
    });
    // Another session of the same account has not confirmed a code.
    const other = await signedIn(context.app, 'butik@ramkoll.se');
    expect(errorOf(await get('/api/store/me', other)).code).toBe('STAFF_CODE_REQUIRED');
  });

  it('counts wrong codes in the sign-in rate limit', async () => {
    const cookies = await signedIn(context.app, 'butik@ramkoll.se');
    // One wrong code was already counted for this account above.
    const codes = await Promise.all([1, 2, 3].map(() => staffCode('FELKOD99', cookies)));
    expect(codes.map((r) => errorOf(r).code)).toEqual([
      'STAFF_CODE_INVALID',
      'STAFF_CODE_INVALID',
      'STAFF_CODE_INVALID',
    ]);
    const limited = await staffCode(DEMO_STAFF_CODE, cookies);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('LOGIN_RATE_LIMITED');
  });
});
