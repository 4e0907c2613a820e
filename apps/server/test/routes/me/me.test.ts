import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userConsent } from '../../../src/db/schema/accounts.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
let anna: Cookies;
let admin: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  anna = await signedIn(context.app, 'anna@ramkoll.se');
  admin = await signedIn(context.app, 'admin@ramkoll.se');
});

afterAll(() => context.close());

function call(method: 'GET' | 'PUT', url: string, cookies: Cookies, payload?: unknown) {
  return context.app.inject({
    method,
    url,
    cookies: accessOnly(cookies),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('/api/me', () => {
  it('answers the points balance from user_balances', async () => {
    const response = await call('GET', '/api/me/balance', anna);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pointsBalance: 500 });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('counts receipts waiting for my acceptance', async () => {
    const response = await call('GET', '/api/me/receipts/pending-count', anna);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: expect.any(Number) as number });
  });

  it('keeps one consent row per type across saves', async () => {
    const empty = await call('GET', '/api/me/consent', anna);
    expect(empty.json()).toEqual({
      choices: { necessary: true, analytics: false, marketing: false, functional: false },
      updatedAt: null,
    });
    const first = await call('PUT', '/api/me/consent', anna, {
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', '/api/me/consent', anna, {
      necessary: true,
      analytics: false,
      marketing: true,
      functional: true,
    });
    expect(second.json()).toMatchObject({
      choices: { necessary: true, analytics: false, marketing: true, functional: true },
    });
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: accessOnly(anna),
    });
    const userId = session.json<{ user: { id: string } }>().user.id;
    const rows = await context.db.select().from(userConsent).where(eq(userConsent.userId, userId));
    expect(rows).toHaveLength(4);
    const [analytics] = await context.db
      .select()
      .from(userConsent)
      .where(and(eq(userConsent.userId, userId), eq(userConsent.consentType, 'analytics')));
    expect(analytics).toMatchObject({ consentGiven: false, ipAddress: '127.0.0.1' });
  });

  it('refuses necessary=false (schema)', async () => {
    const response = await call('PUT', '/api/me/consent', anna, {
      necessary: false,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(response.statusCode).toBe(400);
  });

  it('saves valid menus and shows them in the session', async () => {
    const menus = {
      menuPreferences: ['my-bikes', 'search', 'messages', 'receipts'],
      topMenuPreferences: ['order', 'settings'],
    };
    const response = await call('PUT', '/api/me/menus', anna, menus);
    expect(response.statusCode, response.body).toBe(200);
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: accessOnly(anna),
    });
    expect(session.json()).toMatchObject({ user: menus });
  });

  it.each([
    [
      { menuPreferences: ['bike', 'search', 'order'], topMenuPreferences: ['settings', 'messages'] },
      'menuPreferences',
      'menu_too_few_items',
    ],
    [
      {
        menuPreferences: ['bike', 'search', 'order', 'admin-dashboard'],
        topMenuPreferences: ['settings', 'messages'],
      },
      'menuPreferences',
      'menu_item_invalid',
    ],
    [
      {
        menuPreferences: ['bike', 'search', 'order', 'receipts'],
        topMenuPreferences: ['settings', 'settings'],
      },
      'topMenuPreferences',
      'menu_item_invalid',
    ],
    [
      { menuPreferences: ['bike', 'search', 'order', 'receipts'], topMenuPreferences: ['settings'] },
      'topMenuPreferences',
      'menu_too_few_items',
    ],
  ])('refuses menus %j', async (menus, field, problem) => {
    const response = await call('PUT', '/api/me/menus', anna, menus);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
  });

  it('refuses menu changes for fixed (admin) menus', async () => {
    const response = await call('PUT', '/api/me/menus', admin, {
      menuPreferences: ['bike', 'search', 'order', 'receipts'],
      topMenuPreferences: ['settings', 'messages'],
    });
    expect(errorOf(response).code).toBe('FORBIDDEN');
  });
});
