import { ZAccountExport } from '@ramkoll/shared/schemas/settings';
import { ZUploadedFile } from '@ramkoll/shared/schemas/upload';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/db/seed/demo-accounts.js';
import { profiles, users } from '../../../src/db/schema/accounts.js';
import { sessions } from '../../../src/db/schema/auth.js';
import { contactMessages } from '../../../src/db/schema/contact.js';
import { files } from '../../../src/db/schema/files.js';
import { mailbox, outbox } from '../../../src/db/schema/messaging.js';
import { ownershipEvents } from '../../../src/db/schema/ownership.js';
import { hashPassword } from '../../../src/lib/crypto/password-hash.js';
import {
  accessOnly,
  cookiesFrom,
  errorOf,
  sessionUserOf,
  signIn,
  signedIn,
  uniqueEmail,
  signUp,
  type Cookies,
} from '../../auth-helpers.js';
import {
  newCustomer,
  registeredBike,
  uniqueFrameNumber,
  verifiedReceipt,
  registerBike,
  callBikes,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { testImage, uploadFile } from '../../upload-helpers.js';

const PASSWORD = 'hemligt123';

let context: TestContext;
let store: Cookies;
let admin: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  store = await signedIn(context.app, 'butik@ramkoll.se');
  admin = await signedIn(context.app, 'admin@ramkoll.se');
});

afterAll(() => context.close());

type Method = 'GET' | 'PUT' | 'POST';

function call(method: Method, url: string, cookies: Cookies | null, payload?: unknown) {
  return context.app.inject({
    method,
    url,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A customer who signed up by e-mail with PASSWORD. */
async function customer(): Promise<{ email: string; userId: string; cookies: Cookies }> {
  const email = uniqueEmail('settings');
  const response = await signUp(context.app, { email, password: PASSWORD, fullName: 'Stina Svensson' });
  expect(response.statusCode, response.body).toBe(201);
  const cookies = cookiesFrom(response);
  const user = await sessionUserOf(context.app, cookies);
  return { email, userId: user.id, cookies };
}

/** A BankID customer (who can own bikes) whose password is set to PASSWORD. */
async function owner(points = 0): Promise<TestCustomer> {
  const person = await newCustomer(context, points);
  await context.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, person.userId));
  return person;
}

async function profileOf(userId: string) {
  const [row] = await context.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

function expectValidation(response: LightMyRequestResponse, field: string, problem: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
}

describe('refusals shared by every settings call', () => {
  const calls: [Method, string, unknown][] = [
    ['PUT', '/api/me/language', { language: 'en' }],
    [
      'PUT',
      '/api/me/notification-settings',
      { browserNotificationsEnabled: true, bikeRegistrationNotifications: true, messageNotifications: true },
    ],
    ['PUT', '/api/me/profile', { fullName: 'Ny Namn' }],
    ['PUT', '/api/me/avatar', { fileId: null }],
    ['PUT', '/api/me/password', { currentPassword: PASSWORD, newPassword: 'nyttlosen1' }],
    ['GET', '/api/me/export', undefined],
    ['POST', '/api/me/delete-account', { password: PASSWORD }],
  ];

  it.each(calls)('%s %s answers 401 when signed out', async (method, url, payload) => {
    const response = await call(method, url, null, payload);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it.each(calls.filter(([, url]) => !['/api/me/language', '/api/me/password'].includes(url)))(
    '%s %s answers 403 to a store account',
    async (method, url, payload) => {
      const response = await call(method, url, store, payload);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    },
  );
});

describe('session user', () => {
  it('carries the three notification flags with their defaults', async () => {
    const { cookies } = await customer();
    expect(await sessionUserOf(context.app, cookies)).toMatchObject({
      browserNotificationsEnabled: false,
      bikeRegistrationNotifications: true,
      messageNotifications: true,
    });
  });
});

describe('PUT /api/me/language', () => {
  it('remembers the language in the session, for every role', async () => {
    const { cookies } = await customer();
    const response = await call('PUT', '/api/me/language', cookies, { language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ language: 'en' });
    expect((await sessionUserOf(context.app, cookies)).language).toBe('en');
    const forStore = await call('PUT', '/api/me/language', store, { language: 'sv' });
    expect(forStore.statusCode).toBe(200);
  });

  it('refuses an unknown language and keeps the old one', async () => {
    const { cookies, userId } = await customer();
    const response = await call('PUT', '/api/me/language', cookies, { language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect((await profileOf(userId))?.language).toBe('sv');
  });
});

describe('PUT /api/me/notification-settings', () => {
  it('saves the three flags and shows them in the session', async () => {
    const { cookies } = await customer();
    const settings = {
      browserNotificationsEnabled: true,
      bikeRegistrationNotifications: false,
      messageNotifications: true,
    };
    const response = await call('PUT', '/api/me/notification-settings', cookies, settings);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(settings);
    expect(await sessionUserOf(context.app, cookies)).toMatchObject(settings);
    const forAdmin = await call('PUT', '/api/me/notification-settings', admin, settings);
    expect(forAdmin.statusCode).toBe(200);
  });

  it('refuses a missing flag and changes nothing', async () => {
    const { cookies, userId } = await customer();
    const response = await call('PUT', '/api/me/notification-settings', cookies, {
      browserNotificationsEnabled: 'yes',
      bikeRegistrationNotifications: false,
    });
    expect(response.statusCode).toBe(400);
    expect(await profileOf(userId)).toMatchObject({
      browserNotificationsEnabled: false,
      bikeRegistrationNotifications: true,
    });
  });
});

describe('PUT /api/me/profile', () => {
  it('saves the trimmed name', async () => {
    const { cookies } = await customer();
    const response = await call('PUT', '/api/me/profile', cookies, { fullName: '  Stina   Berg ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ fullName: 'Stina Berg', avatarUrl: null });
    expect((await sessionUserOf(context.app, cookies)).fullName).toBe('Stina Berg');
  });

  it.each([' A ', '', '   '])('refuses %j and keeps the old name', async (fullName) => {
    const { cookies, userId } = await customer();
    expectValidation(
      await call('PUT', '/api/me/profile', cookies, { fullName }),
      'fullName',
      'name_too_short',
    );
    expect((await profileOf(userId))?.fullName).toBe('Stina Svensson');
  });
});

describe('PUT /api/me/avatar', () => {
  async function uploadAvatar(cookies: Cookies) {
    const response = await uploadFile(context.app, cookies, 'avatars', { bytes: await testImage('png') });
    expect(response.statusCode, response.body).toBe(201);
    return ZUploadedFile.parse(response.json());
  }

  it('sets an uploaded avatar, readable by the person and admins only, and replaces the old one', async () => {
    const anna = await customer();
    const other = await customer();
    const first = await uploadAvatar(anna.cookies);
    const set = await call('PUT', '/api/me/avatar', anna.cookies, { fileId: first.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ fullName: 'Stina Svensson', avatarUrl: `/api/files/${first.id}` });
    expect((await sessionUserOf(context.app, anna.cookies)).avatarUrl).toBe(`/api/files/${first.id}`);

    expect((await call('GET', first.url, anna.cookies)).statusCode).toBe(200);
    expect((await call('GET', first.url, admin)).statusCode).toBe(200);
    expect((await call('GET', first.url, other.cookies)).statusCode).toBe(404);
    expect((await call('GET', first.url, store)).statusCode).toBe(404);
    // The small copy for the account menu: as private as the avatar, and removed with it.
    const small = await call('GET', `${first.url}?width=160`, anna.cookies);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await call('GET', `${first.url}?width=160`, other.cookies)).statusCode).toBe(404);
    const smallKey = `avatars/${anna.userId}/${first.id}.png.w160.webp`;
    expect(await context.storage.get(smallKey)).not.toBeNull();

    const second = await uploadAvatar(anna.cookies);
    await call('PUT', '/api/me/avatar', anna.cookies, { fileId: second.id });
    expect(await context.storage.get(smallKey)).toBeNull();
    const rows = await context.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.ownerUserId, anna.userId));
    expect(rows).toEqual([{ id: second.id }]);

    const removed = await call('PUT', '/api/me/avatar', anna.cookies, { fileId: null });
    expect(removed.json()).toMatchObject({ avatarUrl: null });
  });

  it('lets an admin upload an avatar', async () => {
    const response = await uploadFile(context.app, admin, 'avatars', { bytes: await testImage('jpeg') });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses someone else's file and a file of another bucket", async () => {
    const anna = await customer();
    const other = await customer();
    const theirs = await uploadAvatar(other.cookies);
    const notMine = await call('PUT', '/api/me/avatar', anna.cookies, { fileId: theirs.id });
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(notMine).code).toBe('FILE_NOT_FOUND');
    const photo = await uploadFile(context.app, anna.cookies, 'bike-photos', {
      bytes: await testImage('png'),
    });
    const wrongBucket = await call('PUT', '/api/me/avatar', anna.cookies, {
      fileId: ZUploadedFile.parse(photo.json()).id,
    });
    expect(wrongBucket.statusCode).toBe(404);
    expect((await profileOf(anna.userId))?.avatarUrl).toBeNull();
  });

  it('refuses a body without fileId', async () => {
    const anna = await customer();
    expect((await call('PUT', '/api/me/avatar', anna.cookies, {})).statusCode).toBe(400);
  });
});

describe('PUT /api/me/password', () => {
  it('changes the password and ends every other session, not this one', async () => {
    const anna = await customer();
    const otherDevice = await signedIn(context.app, anna.email, PASSWORD);
    const response = await call('PUT', '/api/me/password', anna.cookies, {
      currentPassword: PASSWORD,
      newPassword: 'nyttlosen1',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect((await call('GET', '/api/me/balance', anna.cookies)).statusCode).toBe(200);
    expect((await call('GET', '/api/me/balance', otherDevice)).statusCode).toBe(401);
    expect((await signIn(context.app, anna.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(context.app, anna.email, 'nyttlosen1')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a code and changes nothing', async () => {
    const anna = await customer();
    const response = await call('PUT', '/api/me/password', anna.cookies, {
      currentPassword: 'fel-losenord',
      newPassword: 'nyttlosen1',
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('CURRENT_PASSWORD_INVALID');
    expect((await signIn(context.app, anna.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password under 8 characters and changes nothing', async () => {
    const anna = await customer();
    expectValidation(
      await call('PUT', '/api/me/password', anna.cookies, { currentPassword: PASSWORD, newPassword: 'kort' }),
      'newPassword',
      'password_too_short',
    );
    expect((await signIn(context.app, anna.email, PASSWORD)).statusCode).toBe(200);
  });

  it('stops guessing after 5 attempts a minute', async () => {
    const anna = await customer();
    const attempt = () =>
      call('PUT', '/api/me/password', anna.cookies, {
        currentPassword: 'gissning1',
        newPassword: 'nyttlosen1',
      });
    for (let index = 0; index < 5; index += 1) expect((await attempt()).statusCode).toBe(403);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('PASSWORD_RATE_LIMITED');
  });
});

describe('GET /api/me/export', () => {
  it("answers the owner's data as a JSON attachment, the personnummer in clear", async () => {
    const person = await owner(100);
    const bikeId = await registeredBike(context, person);
    const response = await call('GET', '/api/me/export', person.cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ramkoll-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = ZAccountExport.parse(response.json());
    expect(data.profile).toMatchObject({ personalNumber: person.personalNumber, fullName: 'Olle Ägare' });
    expect(data.profile).not.toHaveProperty('personalNumberHash');
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.bikes.map((bike) => bike['id'])).toEqual([bikeId]);
    expect(data.ownershipHistory).toHaveLength(1);
    expect(data.pointsLedger.length).toBeGreaterThan(0);
    expect(data.files.length).toBeGreaterThan(0);
    expect(data.files[0]).not.toHaveProperty('storageKey');
    expect(response.body).not.toContain('password_hash');
  });

  it('answers an admin their own data', async () => {
    const response = await call('GET', '/api/me/export', admin);
    expect(response.statusCode).toBe(200);
    expect(ZAccountExport.parse(response.json()).account).toMatchObject({ email: 'admin@ramkoll.se' });
  });
});

describe('POST /api/me/delete-account', () => {
  it('refuses without the right password and keeps the account', async () => {
    const anna = await customer();
    expectValidation(
      await call('POST', '/api/me/delete-account', anna.cookies, { password: '' }),
      'password',
      'password_required',
    );
    const wrong = await call('POST', '/api/me/delete-account', anna.cookies, { password: 'fel-losenord' });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).code).toBe('CURRENT_PASSWORD_INVALID');
    expect((await signIn(context.app, anna.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses while the person owns a live bike', async () => {
    const person = await owner(100);
    await registeredBike(context, person);
    const response = await call('POST', '/api/me/delete-account', person.cookies, { password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'ACCOUNT_HAS_BIKES', details: { count: 1 } });
    expect((await call('GET', '/api/me/balance', person.cookies)).statusCode).toBe(200);
  });

  it('refuses while a transfer to the person is pending', async () => {
    const seller = await owner(100);
    const buyer = await owner(0);
    const bikeId = await registeredBike(context, seller);
    const [buyerRow] = await context.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, buyer.userId));
    const started = await callBikes(context, seller.cookies, 'POST', `/${bikeId}/transfer`, {
      purchaseDate: new Date().toISOString().slice(0, 10),
      buyer: buyerRow?.email,
      price: 1000,
    });
    expect(started.statusCode, started.body).toBe(201);
    const response = await call('POST', '/api/me/delete-account', buyer.cookies, { password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('ACCOUNT_HAS_PENDING_TRANSFERS');
  });

  it('refuses to delete the last admin', async () => {
    const response = await call('POST', '/api/me/delete-account', admin, { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('LAST_ADMIN');
    expect((await call('GET', '/api/me/balance', admin)).statusCode).toBe(200);
  });

  it('anonymises the account: no sign-in, no sessions, masked name left in bike histories', async () => {
    const seller = await owner(100);
    const frameNumber = uniqueFrameNumber();
    const receiptFileId = await verifiedReceipt(context, seller, frameNumber);
    const registered = await registerBike(context, seller, { frameNumber, receiptFileId });
    expect(registered.statusCode, registered.body).toBe(201);
    const bikeId = registered.json<{ bike: { id: string } }>().bike.id;
    // The owner deletes the bike first (soft delete), as the refusal asks.
    const deleted = await callBikes(context, seller.cookies, 'DELETE', `/${bikeId}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const [sellerRow] = await context.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, seller.userId));

    // What they wrote to support and mail to their address; someone else's stays.
    const email = sellerRow?.email ?? '';
    const bystander = 'someone-else@example.se';
    for (const [userId, address] of [
      [seller.userId, email],
      [null, bystander],
    ] as const) {
      await context.db.insert(contactMessages).values({
        userId,
        name: 'Olle Ägare',
        email: address,
        topic: 'account',
        message: 'Hur byter jag e-postadress?',
      });
      await context.db.insert(outbox).values({ to: address, template: 'welcome', payload: { name: 'Olle' } });
      await context.db
        .insert(mailbox)
        .values({ to: address, from: 'no-reply@ramkoll.se', subject: 'Välkommen', textBody: 'Hej Olle' });
    }

    const response = await call('POST', '/api/me/delete-account', seller.cookies, { password: PASSWORD });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.cookies.map((cookie) => cookie.name)).toContain('ramkoll_access');

    for (const address of [email, bystander]) {
      const left = address === bystander ? 1 : 0;
      expect(
        await context.db.select().from(contactMessages).where(eq(contactMessages.email, address)),
      ).toHaveLength(left);
      expect(await context.db.select().from(outbox).where(eq(outbox.to, address))).toHaveLength(left);
      expect(await context.db.select().from(mailbox).where(eq(mailbox.to, address))).toHaveLength(left);
    }

    expect((await call('GET', '/api/me/balance', seller.cookies)).statusCode).toBe(401);
    expect((await signIn(context.app, sellerRow?.email ?? '', PASSWORD)).statusCode).toBe(401);
    const live = await context.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, seller.userId), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const profile = await profileOf(seller.userId);
    expect(profile).toMatchObject({
      fullName: 'Ol** Ä****',
      personalNumberEncrypted: null,
      personalNumberHash: null,
      phone: null,
      avatarUrl: null,
    });
    const events = await context.db
      .select({ ownerName: ownershipEvents.ownerName })
      .from(ownershipEvents)
      .where(eq(ownershipEvents.ownerUserId, seller.userId));
    expect(events).toEqual([{ ownerName: 'Ol** Ä****' }]);
  });
});
