import { randomUUID } from 'node:crypto';
import { roles, type Role } from '@ramkoll/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/app.js';
import { profiles, users } from '../../src/db/schema/accounts.js';
import { outbox } from '../../src/db/schema/messaging.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { hashPassword } from '../../src/lib/crypto/password-hash.js';
import { accessOnly, errorOf, sessionUserOf, signedIn, uniqueEmail, type Cookies } from '../auth-helpers.js';
import { uniqueFrameNumber } from '../bike-helpers.js';
import { createTestContext, type TestContext } from '../helper.js';
import { adultPersonalNumber, confirmStaffCode, demoStoreSession } from '../store-counter-helpers.js';
import { credentialsOf, decide, latestMailTo, pendingApplication } from '../store-request-helpers.js';

/*
 * Issue 50, item 8: an account with a temporary password (made at a store's counter, or an
 * approved store's) could use the whole API without ever changing it. Decision 091: until it is
 * changed, every signed-in route but the change answers 403 PASSWORD_CHANGE_REQUIRED.
 */

let context: TestContext;
let admin: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
});

afterAll(() => context.close());

function call(cookies: Cookies, method: RouteTableEntry['method'], url: string, payload?: object) {
  return context.app.inject({
    method: method as 'GET',
    url,
    cookies: accessOnly(cookies),
    ...(payload ? { payload } : {}),
  });
}

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(403);
  expect(errorOf(response)).toEqual({ code: 'PASSWORD_CHANGE_REQUIRED' });
}

async function changePassword(cookies: Cookies, currentPassword: string, newPassword: string) {
  const changed = await call(cookies, 'PUT', '/api/me/password', { currentPassword, newPassword });
  expect(changed.statusCode, changed.body).toBe(204);
}

/** A customer the demo store creates at its counter; the password from the welcome mail. */
async function customerFromTheCounter(): Promise<{ email: string; password: string }> {
  const store = await demoStoreSession(context);
  const email = uniqueEmail('disk');
  const created = await call(store, 'POST', '/api/store/customers', {
    fullName: 'Tina Tillfällig',
    personalNumber: adultPersonalNumber(),
    email,
  });
  expect(created.statusCode, created.body).toBe(201);
  const [mail] = await context.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.template, 'welcome')));
  return { email, password: (mail?.payload as { temporaryPassword: string }).temporaryPassword };
}

/** A store an admin approves; its password and first staff code from the approval mail. */
async function approvedStore(): Promise<{ email: string; password: string; staffCode: string }> {
  const { id, body } = await pendingApplication(context.app, context.db);
  const email = String(body.contactEmail);
  expect((await decide(context.app, admin, id, 'approve', { name: 'Temporär Cykel' })).statusCode).toBe(200);
  await context.app.mail.flushOutbox();
  const mail = await latestMailTo(context.db, email);
  return { email, ...credentialsOf(mail?.textBody ?? '') };
}

describe('a temporary password opens nothing but its change', () => {
  it("a customer made at a store's counter signs in with the mailed password: bikes, registration and search refused until the password is changed", async () => {
    const { email, password } = await customerFromTheCounter();
    const cookies = await signedIn(context.app, email, password);
    expect(await sessionUserOf(context.app, cookies)).toMatchObject({ mustChangePassword: true });

    expectRefused(await call(cookies, 'GET', '/api/me/bikes'));
    expectRefused(await call(cookies, 'GET', '/api/bikes/search?q=Crescent'));
    expectRefused(await call(cookies, 'POST', '/api/me/bikes', { frameNumber: uniqueFrameNumber('TP') }));
    expectRefused(await call(cookies, 'GET', '/api/me/balance'));
    expectRefused(await call(cookies, 'GET', `/api/files/${randomUUID()}`));
    // What the change needs still answers: the session, and signing out.
    expect((await call(cookies, 'GET', '/api/auth/session')).statusCode).toBe(200);

    await changePassword(cookies, password, 'mitt-eget-lösen-1');
    expect(await sessionUserOf(context.app, cookies)).toMatchObject({ mustChangePassword: false });
    expect((await call(cookies, 'GET', '/api/me/bikes')).statusCode).toBe(200);
    expect((await call(cookies, 'GET', '/api/me/balance')).statusCode).toBe(200);
  });

  it('an approved store signs in with the mailed password and confirms its staff code: the store area refused until the password is changed', async () => {
    const { email, password, staffCode } = await approvedStore();
    const cookies = await signedIn(context.app, email, password);
    expectRefused(await call(cookies, 'GET', '/api/store/me'));
    // The staff code is part of signing in, and is confirmed as before.
    await confirmStaffCode(context, cookies, staffCode);
    expectRefused(await call(cookies, 'GET', '/api/store/me'));
    expectRefused(await call(cookies, 'GET', '/api/store/bikes'));
    expectRefused(await call(cookies, 'POST', '/api/store/customers/lookup', { query: 'anna@ramkoll.se' }));
    expectRefused(await call(cookies, 'GET', '/api/me/balance'));

    await changePassword(cookies, password, 'butikens-eget-1');
    expect((await call(cookies, 'GET', '/api/store/me')).statusCode).toBe(200);
    expect((await call(cookies, 'GET', '/api/store/bikes')).statusCode).toBe(200);
  });

  it('walks every signed-in route of the route table with a temporary password of each role: all refused but the change itself', async () => {
    const allowList = context.app.routeTable
      .filter((route) => route.allowsTemporaryPassword)
      .map((route) => `${route.method} ${route.url}`);
    // Widening the list is a decision (091), not an accident.
    expect(allowList).toEqual(['PUT /api/me/password']);

    const counterCustomer = await customerFromTheCounter();
    const sessions: Record<Role, Cookies> = {
      customer: await signedIn(context.app, counterCustomer.email, counterCustomer.password),
      store: await temporaryStoreSession(),
      admin: await signedIn(context.app, await accountWithTemporaryPassword('admin'), DEMO_PASSWORD),
    };
    const wrong: string[] = [];
    let refused = 0;
    for (const route of context.app.routeTable) {
      const { access, method, url } = route;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs') || method === 'HEAD') continue;
      if (access === undefined || access === 'public') continue;
      const admitted = access === 'signed-in' ? roles : access;
      for (const role of admitted) {
        const response = await context.app.inject({
          method: method as 'GET',
          url: url.replace(/:\w+/g, () => randomUUID()),
          ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
          cookies: accessOnly(sessions[role]),
        });
        const code = response.statusCode === 403 ? errorOf(response).code : null;
        if (route.allowsTemporaryPassword === (code === 'PASSWORD_CHANGE_REQUIRED')) {
          wrong.push(`${method} ${url} as ${role}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        if (code === 'PASSWORD_CHANGE_REQUIRED') refused += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThanOrEqual(70);
  });
});

/** An approved store signed in with its mailed password, its staff code confirmed. */
async function temporaryStoreSession(): Promise<Cookies> {
  const { email, password, staffCode } = await approvedStore();
  const cookies = await signedIn(context.app, email, password);
  await confirmStaffCode(context, cookies, staffCode);
  return cookies;
}

/** An account of `role` whose password (the demo one) is marked temporary: no flow makes an admin's. */
async function accountWithTemporaryPassword(role: Role): Promise<string> {
  const email = uniqueEmail(role);
  const [user] = await context.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(DEMO_PASSWORD), mustChangePassword: true })
    .returning({ id: users.id });
  await context.db.insert(profiles).values({ userId: user?.id ?? '', role, fullName: 'Tora Temporär' });
  return email;
}
