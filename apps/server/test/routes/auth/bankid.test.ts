import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { profiles, users } from '../../../src/db/schema/accounts.js';
import { mailbox, outbox } from '../../../src/db/schema/messaging.js';
import { demoAccounts } from '../../../src/db/seed/demo-accounts.js';
import {
  cookiesFrom,
  errorOf,
  personalNumberBornIn,
  randomIp,
  signIn,
  uniqueEmail,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import type { BankIdProvider } from '../../../src/providers/bankid/bankid-provider.js';
import { createSimulatedBankIdProvider } from '../../../src/providers/bankid/simulated-bankid-provider.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
});

afterAll(() => context.close());

function register(body: Record<string, unknown> = {}) {
  const email = uniqueEmail('bankid');
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/bankid/register',
    remoteAddress: randomIp(),
    payload: {
      fullName: 'Britt Bankid',
      email,
      emailConfirmation: email,
      countryCode: '+46',
      phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      personalNumber: personalNumberBornIn(1980),
      ...body,
    },
  });
}

async function accountCount(): Promise<number> {
  const [row] = await context.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe('POST /api/auth/bankid/register', () => {
  it('creates a BankID-verified account, signs in, and mails an 8-character password that works', async () => {
    const email = uniqueEmail('britt');
    const response = await register({
      email: ` ${email} `,
      emailConfirmation: email.toUpperCase(),
      phone: '070 555 12 34',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = ZSessionResponse.parse(response.json());
    expect(body.user).toMatchObject({ email, role: 'customer', fullName: 'Britt Bankid' });
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: cookiesFrom(response),
    });
    expect(session.json()).toMatchObject({ user: { email } });

    const [profile] = await context.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, body.user?.id ?? ''));
    expect(profile).toMatchObject({ identityVerificationMethod: 'bankid', phone: '+46705551234' });
    expect(profile?.identityVerifiedAt).not.toBeNull();

    await context.app.mail.flushOutbox();
    const [mail] = await context.db.select().from(mailbox).where(eq(mailbox.to, email));
    expect(mail?.subject).toBe('Välkommen till Ramkoll');
    const password = /Tillfälligt lösenord: (\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await signIn(context.app, email, password)).statusCode).toBe(200);

    const audits = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, body.user?.id ?? ''));
    expect(audits.map((row) => row.action)).toContain('auth.bankid_register');
    expect(JSON.stringify(audits)).not.toContain(password);
  });

  it.each([
    [{ emailConfirmation: 'annan@example.se' }, 'emailConfirmation', 'emails_do_not_match'],
    [{ email: 'utan-snabel-a', emailConfirmation: 'utan-snabel-a' }, 'email', 'invalid_email'],
    [{ phone: '12345' }, 'phone', 'invalid_phone'],
    [{ phone: '070-12a4567' }, 'phone', 'invalid_phone'],
    [{ personalNumber: '' }, 'personalNumber', 'personal_number_missing'],
    [{ personalNumber: '12345' }, 'personalNumber', 'personal_number_format'],
    [{ personalNumber: '198001011234' }, 'personalNumber', 'personal_number_luhn'],
    [{ fullName: 'B' }, 'fullName', 'name_too_short'],
  ])('refuses %j with VALIDATION_FAILED %s/%s', async (body, field, problem) => {
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
  });

  it('refuses an under-18 and writes nothing', async () => {
    const before = await accountCount();
    const [outboxBefore] = await context.db.select({ n: count() }).from(outbox);
    const response = await register({ personalNumber: personalNumberBornIn(new Date().getFullYear() - 17) });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ code: 'UNDER_AGE', details: { age: 17 } });
    expect(await accountCount()).toBe(before);
    const [outboxAfter] = await context.db.select({ n: count() }).from(outbox);
    expect(outboxAfter?.n).toBe(outboxBefore?.n);
  });

  it('refuses a duplicate personnummer, e-mail or phone and writes nothing', async () => {
    const existing = demoAccounts.find((account) => account.key === 'anna');
    const before = await accountCount();
    const number = await register({ personalNumber: existing?.personalNumber });
    expect(number.statusCode).toBe(409);
    expect(errorOf(number).code).toBe('PERSONAL_NUMBER_TAKEN');
    const email = await register({ email: 'anna@ramkoll.se', emailConfirmation: 'anna@ramkoll.se' });
    expect(errorOf(email).code).toBe('EMAIL_TAKEN');
    const phone = await register({ phone: '0701234567' });
    expect(errorOf(phone).code).toBe('PHONE_TAKEN');
    expect(await accountCount()).toBe(before);
  });
});

describe('POST /api/auth/bankid/register: a taken personnummer is told only after the identification', () => {
  const delayMs = 300;
  let slow: TestContext;
  const identified: string[] = [];

  beforeAll(async () => {
    const provider = createSimulatedBankIdProvider({ delayMs });
    // The simulated provider as configured, noting whom it identified.
    const bankId: BankIdProvider = {
      async authenticate(personalNumber) {
        const identity = await provider.authenticate(personalNumber);
        identified.push(identity.personalNumber);
        return identity;
      },
    };
    slow = await createTestContext({ seed: true, config: { bankIdDelayMs: delayMs }, deps: { bankId } });
  });

  afterAll(() => slow.close());

  async function timedRegister(personalNumber: string) {
    const email = uniqueEmail('probe');
    const started = performance.now();
    const response = await slow.app.inject({
      method: 'POST',
      url: '/api/auth/bankid/register',
      remoteAddress: randomIp(),
      payload: {
        fullName: 'Petra Prövare',
        email,
        emailConfirmation: email,
        countryCode: '+46',
        phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        personalNumber,
      },
    });
    return { response, elapsedMs: performance.now() - started };
  }

  it('takes the identification time before answering PERSONAL_NUMBER_TAKEN, like a free number', async () => {
    const anna = demoAccounts.find((account) => account.key === 'anna');
    const taken = await timedRegister(anna?.personalNumber ?? '');
    expect(taken.response.statusCode).toBe(409);
    expect(errorOf(taken.response).code).toBe('PERSONAL_NUMBER_TAKEN');
    expect(taken.elapsedMs).toBeGreaterThanOrEqual(delayMs);
    expect(identified).toContain(anna?.personalNumber);

    const free = await timedRegister(personalNumberBornIn(1979));
    expect(free.response.statusCode, free.response.body).toBe(201);
    expect(free.elapsedMs).toBeGreaterThanOrEqual(delayMs);
  });

  it('answers EMAIL_TAKEN only after the identification as well', async () => {
    const before = identified.length;
    const email = 'anna@ramkoll.se';
    const started = performance.now();
    const response = await slow.app.inject({
      method: 'POST',
      url: '/api/auth/bankid/register',
      remoteAddress: randomIp(),
      payload: {
        fullName: 'Petra Prövare',
        email,
        emailConfirmation: email,
        countryCode: '+46',
        phone: '0709876543',
        personalNumber: personalNumberBornIn(1978),
      },
    });
    expect(errorOf(response).code).toBe('EMAIL_TAKEN');
    expect(performance.now() - started).toBeGreaterThanOrEqual(delayMs);
    expect(identified.length).toBe(before + 1);
  });
});

describe('POST /api/auth/bankid/sign-in', () => {
  it('signs in the account holding the personnummer (10 or 12 digits)', async () => {
    const anna = demoAccounts.find((account) => account.key === 'anna');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/bankid/sign-in',
      payload: { personalNumber: `${anna?.personalNumber.slice(2, 8)}-${anna?.personalNumber.slice(8)}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'anna@ramkoll.se' } });
  });

  it('answers BANKID_NO_ACCOUNT for a valid number without an account', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/bankid/sign-in',
      payload: { personalNumber: personalNumberBornIn(1970) },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'BANKID_NO_ACCOUNT' });
  });

  it('refuses an invalid number with VALIDATION_FAILED', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/bankid/sign-in',
      payload: { personalNumber: '197001011234' },
    });
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'personalNumber', problem: 'personal_number_luhn' },
    });
  });
});
