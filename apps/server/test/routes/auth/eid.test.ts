import { ZEidOrderResponse } from '@ramkoll/shared/schemas/eid';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../../src/db/schema/accounts.js';
import { auditLog } from '../../../src/db/schema/audit.js';
import { eidOrders } from '../../../src/db/schema/auth.js';
import { mailbox, outbox } from '../../../src/db/schema/messaging.js';
import { userBalances } from '../../../src/db/schema/points.js';
import { demoAccounts } from '../../../src/db/seed/demo-accounts.js';
import { createSimulatedEidProvider } from '../../../src/providers/eid/simulated-eid-provider.js';
import {
  cookiesFrom,
  errorOf,
  identifyWithEid,
  personalNumberBornIn,
  randomIp,
  registerWithEid,
  signIn,
  signInWithEid,
  signUp,
  uniqueEmail,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
});

afterAll(() => context.close());

const anna = demoAccounts.find((account) => account.key === 'anna');

async function accountCount(): Promise<number> {
  const [row] = await context.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

async function mailsTo(email: string) {
  await context.app.mail.flushOutbox();
  return context.db.select().from(mailbox).where(eq(mailbox.to, email));
}

describe('GET /api/auth/eid', () => {
  it('names the configured provider', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/eid' });
    expect(response.json()).toEqual({ provider: 'simulated', kind: 'app' });
  });
});

describe('POST /api/auth/eid/register', () => {
  it('creates an account bound to the identified personnummer, signs in, and mails a password that works', async () => {
    const email = uniqueEmail('britt');
    const response = await registerWithEid(context.app, personalNumberBornIn(1980), {
      email: ` ${email} `,
      emailConfirmation: email.toUpperCase(),
      phone: '070 555 12 34',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = ZSessionResponse.parse(response.json());
    expect(body.user).toMatchObject({ email, role: 'customer', fullName: 'Britt Bankid' });
    const [profile] = await context.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, body.user?.id ?? ''));
    expect(profile).toMatchObject({ identityVerificationMethod: 'bankid', phone: '+46705551234' });
    expect(profile?.personalNumberBoundAt).not.toBeNull();

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Välkommen till Ramkoll');
    const password = /Tillfälligt lösenord: (\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await signIn(context.app, email, password)).statusCode).toBe(200);
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, body.user?.id ?? ''));
    expect(audits.map((row) => row.action)).toContain('auth.bankid_register');
  });

  it.each([
    [{ emailConfirmation: 'annan@example.se' }, 'emailConfirmation', 'emails_do_not_match'],
    [{ email: 'utan-snabel-a', emailConfirmation: 'utan-snabel-a' }, 'email', 'invalid_email'],
    [{ phone: '12345' }, 'phone', 'invalid_phone'],
    [{ fullName: 'B' }, 'fullName', 'name_too_short'],
  ])(
    'refuses %j with VALIDATION_FAILED %s/%s and keeps the identification for a corrected form',
    async (form, field, problem) => {
      const { orderId, cookies, remoteAddress } = await identifyWithEid(
        context.app,
        personalNumberBornIn(1981),
      );
      const email = uniqueEmail('fix');
      const valid = {
        orderId,
        fullName: 'Rätt Namn',
        email,
        emailConfirmation: email,
        countryCode: '+46',
        phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      };
      const before = await accountCount();
      const refused = await context.app.inject({
        method: 'POST',
        url: '/api/auth/eid/register',
        cookies,
        remoteAddress,
        payload: { ...valid, ...form },
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
      expect(await accountCount()).toBe(before);
      const corrected = await context.app.inject({
        method: 'POST',
        url: '/api/auth/eid/register',
        cookies,
        remoteAddress,
        payload: valid,
      });
      expect(corrected.statusCode, corrected.body).toBe(201);
    },
  );

  it('refuses an under-18 after the identification and writes nothing', async () => {
    const before = await accountCount();
    const [outboxBefore] = await context.db.select({ n: count() }).from(outbox);
    const response = await registerWithEid(context.app, personalNumberBornIn(new Date().getFullYear() - 17));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ code: 'UNDER_AGE', details: { age: 17 } });
    expect(await accountCount()).toBe(before);
    const [outboxAfter] = await context.db.select({ n: count() }).from(outbox);
    expect(outboxAfter?.n).toBe(outboxBefore?.n);
  });

  it('refuses a personnummer bound by e-ID, a taken e-mail or phone, and writes nothing', async () => {
    const before = await accountCount();
    const number = await registerWithEid(context.app, anna?.personalNumber ?? '');
    expect(number.statusCode).toBe(409);
    expect(errorOf(number).code).toBe('PERSONAL_NUMBER_TAKEN');
    const email = await registerWithEid(context.app, personalNumberBornIn(1982), {
      email: 'anna@ramkoll.se',
      emailConfirmation: 'anna@ramkoll.se',
    });
    expect(errorOf(email).code).toBe('EMAIL_TAKEN');
    const phone = await registerWithEid(context.app, personalNumberBornIn(1982), { phone: '0701234567' });
    expect(errorOf(phone).code).toBe('PHONE_TAKEN');
    expect(await accountCount()).toBe(before);
  });
});

describe('an e-ID order belongs to its browser and is used once', () => {
  it('cannot be followed, used or cancelled without the cookie of the browser that started it', async () => {
    const mine = await identifyWithEid(context.app, personalNumberBornIn(1983), { purpose: 'sign_in' });
    const other = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/orders',
      payload: { purpose: 'sign_in', personalNumber: personalNumberBornIn(1984) },
    });
    const strangerCookies = cookiesFrom(other);
    for (const cookies of [{}, strangerCookies]) {
      const followed = await context.app.inject({
        method: 'GET',
        url: `/api/auth/eid/orders/${mine.orderId}`,
        cookies,
      });
      expect(followed.statusCode).toBe(404);
      expect(errorOf(followed).code).toBe('EID_ORDER_NOT_FOUND');
      const used = await context.app.inject({
        method: 'POST',
        url: '/api/auth/eid/sign-in',
        cookies,
        payload: { orderId: mine.orderId },
      });
      expect(errorOf(used).code).toBe('EID_ORDER_NOT_FOUND');
      const cancelled = await context.app.inject({
        method: 'POST',
        url: `/api/auth/eid/orders/${mine.orderId}/cancel`,
        cookies,
      });
      expect(cancelled.statusCode).toBe(404);
    }
  });

  it('opens one session, once', async () => {
    const { orderId, cookies } = await identifyWithEid(context.app, anna?.personalNumber ?? '', {
      purpose: 'sign_in',
    });
    const first = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/sign-in',
      cookies,
      payload: { orderId },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ user: { email: 'anna@ramkoll.se' } });
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/sign-in',
      cookies,
      payload: { orderId },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('EID_NOT_COMPLETE');
  });

  it('answers a sign-in with no account bound to the number with BANKID_NO_ACCOUNT, leaving the identification for a registration', async () => {
    const number = personalNumberBornIn(1971);
    const { orderId, cookies, remoteAddress } = await identifyWithEid(context.app, number, {
      purpose: 'sign_in',
    });
    const signedIn = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/sign-in',
      cookies,
      remoteAddress,
      payload: { orderId },
    });
    expect(signedIn.statusCode).toBe(404);
    expect(errorOf(signedIn)).toEqual({ code: 'BANKID_NO_ACCOUNT' });
    const email = uniqueEmail('then');
    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/register',
      cookies,
      remoteAddress,
      payload: {
        orderId,
        fullName: 'Sedan Registrerad',
        email,
        emailConfirmation: email,
        countryCode: '+46',
        phone: '0703339911',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });
});

describe('a pending order', () => {
  let slow: TestContext;
  beforeAll(async () => {
    slow = await createTestContext({ deps: { eid: createSimulatedEidProvider({ delayMs: 60_000 }) } });
  });
  afterAll(() => slow.close());

  async function start(sameDevice: boolean) {
    const response = await slow.app.inject({
      method: 'POST',
      url: '/api/auth/eid/orders',
      remoteAddress: randomIp(),
      payload: { purpose: 'sign_in', sameDevice, personalNumber: personalNumberBornIn(1985) },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['set-cookie']).toMatch(
      /ramkoll_eid=[\w-]{43}; Max-Age=1200; Path=\/api\/auth\/eid; HttpOnly; SameSite=Lax/,
    );
    return { order: ZEidOrderResponse.parse(response.json()), cookies: cookiesFrom(response) };
  }

  it('shows an animated QR code on another device, and the autostart link on this one', async () => {
    const other = await start(false);
    expect(other.order).toMatchObject({ status: 'pending', autoStartUrl: null, redirectUrl: null });
    expect(other.order.qrData).toMatch(/^bankid\.[\w-]+\.0\.[0-9a-f]{64}$/);
    const same = await start(true);
    expect(same.order).toMatchObject({ status: 'pending', qrData: null });
    expect(same.order.autoStartUrl).toMatch(/^bankid:\/\/\/\?autostarttoken=[\w-]+&redirect=null$/);
  });

  it('cannot sign anyone in, and ends when cancelled', async () => {
    const { order, cookies } = await start(false);
    const early = await slow.app.inject({
      method: 'POST',
      url: '/api/auth/eid/sign-in',
      cookies,
      payload: { orderId: order.id },
    });
    expect(errorOf(early).code).toBe('EID_NOT_COMPLETE');
    const cancelled = await slow.app.inject({
      method: 'POST',
      url: `/api/auth/eid/orders/${order.id}/cancel`,
      cookies,
    });
    expect(cancelled.statusCode).toBe(204);
    const followed = await slow.app.inject({
      method: 'GET',
      url: `/api/auth/eid/orders/${order.id}`,
      cookies,
    });
    expect(followed.json()).toMatchObject({ status: 'failed', hintCode: 'cancelled', qrData: null });
  });

  it('expires after five minutes', async () => {
    const { order, cookies } = await start(false);
    await slow.db
      .update(eidOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(eidOrders.id, order.id));
    const followed = await slow.app.inject({
      method: 'GET',
      url: `/api/auth/eid/orders/${order.id}`,
      cookies,
    });
    expect(followed.json()).toMatchObject({ status: 'failed', hintCode: 'expiredTransaction' });
  });
});

describe('guessing personnummer on the identity routes', () => {
  it('limits orders per address (20 in 10 minutes)', async () => {
    const remoteAddress = randomIp();
    const answers: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/eid/orders',
        remoteAddress,
        payload: { purpose: 'sign_in', personalNumber: personalNumberBornIn(1950 + index) },
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('limits the simulator per personnummer (5 in 10 minutes) from any number of addresses', async () => {
    const number = personalNumberBornIn(1966);
    const answers: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/eid/orders',
        remoteAddress: randomIp(),
        payload: { purpose: 'sign_in', personalNumber: number },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    const [limited] = await context.db.select({ n: count() }).from(eidOrders);
    expect(limited?.n).toBeGreaterThan(0);
  });

  it('has no route left that signs in or registers on a typed personnummer', async () => {
    for (const url of ['/api/auth/bankid/sign-in', '/api/auth/bankid/register']) {
      const response = await context.app.inject({
        method: 'POST',
        url,
        payload: { personalNumber: anna?.personalNumber },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('a personnummer typed without e-ID is a claim, and its real holder takes the account over', () => {
  it('lets an e-mail sign-up type a number that is bound elsewhere, answering as for any number', async () => {
    const email = uniqueEmail('squat');
    const response = await signUp(context.app, { email, personalNumber: anna?.personalNumber ?? '' });
    expect(response.statusCode, response.body).toBe(201);
    // Anna's BankID still opens Anna's account, never the one that typed her number.
    const annaSignIn = await signInWithEid(context.app, anna?.personalNumber ?? '');
    expect(annaSignIn.json()).toMatchObject({ user: { email: 'anna@ramkoll.se' } });
  });

  it('never signs in to an account on the strength of a typed number', async () => {
    const number = personalNumberBornIn(1972);
    const squatter = await signUp(context.app, { email: uniqueEmail('squat'), personalNumber: number });
    expect(squatter.statusCode, squatter.body).toBe(201);
    const response = await signInWithEid(context.app, number);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('BANKID_NO_ACCOUNT');
  });

  it('hands the squatted account to the real person: old password and sessions stop, its address is told, the rest stays', async () => {
    const number = personalNumberBornIn(1973);
    const squatterEmail = uniqueEmail('squatter');
    const squatted = await signUp(context.app, {
      email: squatterEmail,
      personalNumber: number,
      password: 'Squatter2026!',
    });
    expect(squatted.statusCode, squatted.body).toBe(201);
    const squatterId = ZSessionResponse.parse(squatted.json()).user?.id ?? '';
    const squatterCookies = cookiesFrom(squatted);
    await context.db
      .update(userBalances)
      .set({ pointsBalance: 300 })
      .where(eq(userBalances.userId, squatterId));
    const later = await signUp(context.app, { email: uniqueEmail('second-claim'), personalNumber: number });
    const laterId = ZSessionResponse.parse(later.json()).user?.id ?? '';

    const realEmail = uniqueEmail('real');
    const taken = await registerWithEid(context.app, number, {
      fullName: 'Riktig Person',
      email: realEmail,
      emailConfirmation: realEmail,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const session = ZSessionResponse.parse(taken.json());
    expect(session.user).toMatchObject({ id: squatterId, email: realEmail, fullName: 'Riktig Person' });

    expect((await signIn(context.app, squatterEmail, 'Squatter2026!')).statusCode).toBe(401);
    const oldSession = await context.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: squatterCookies,
    });
    expect(oldSession.json()).toMatchObject({ user: null });
    const [balance] = await context.db.select().from(userBalances).where(eq(userBalances.userId, squatterId));
    expect(balance?.pointsBalance).toBe(300);
    const [profile] = await context.db.select().from(profiles).where(eq(profiles.userId, squatterId));
    expect(profile?.personalNumberBoundAt).not.toBeNull();
    expect((await mailsTo(squatterEmail)).map((mail) => mail.subject)).toContain(
      'Ditt Ramkoll-konto har tagits över av personnummerets innehavare',
    );
    // The other claim on the number is removed; that account stays.
    const [other] = await context.db.select().from(profiles).where(eq(profiles.userId, laterId));
    expect(other).toMatchObject({ personalNumberHash: null, personalNumberEncrypted: null });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.eid_takeover'), eq(auditLog.targetId, squatterId)));
    expect(audit).toBeDefined();
    // From now on the number opens this account with e-ID.
    const eidSignIn = await signInWithEid(context.app, number);
    expect(eidSignIn.json()).toMatchObject({ user: { id: squatterId } });
  });
});
