import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { profiles, users } from '../../../src/db/schema/accounts.js';
import { userBalances } from '../../../src/db/schema/points.js';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../../src/plugins/auth.js';
import {
  cookiesFrom,
  errorOf,
  personalNumberBornIn,
  randomIp,
  signUp,
  uniqueEmail,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(() => context.close());

async function userCount(): Promise<number> {
  const [row] = await context.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe('POST /api/auth/sign-up', () => {
  it('creates user, customer profile, zero balance and audit row, and signs in with both cookies', async () => {
    const email = uniqueEmail('ny');
    const personalNumber = personalNumberBornIn(1990);
    const response = await signUp(context.app, {
      email: `  ${email.toUpperCase()} `,
      fullName: '  Nora Nilsson ',
      personalNumber,
      phone: '070-123 45 99',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = ZSessionResponse.parse(response.json());
    expect(body.user).toMatchObject({
      email,
      role: 'customer',
      fullName: 'Nora Nilsson',
      personalNumberMasked: `${personalNumber.slice(0, 8)}-****`,
      language: 'sv',
      store: null,
    });
    expect(body.idleTimeoutSeconds).toBe(1200);

    const access = response.cookies.find((cookie) => cookie.name === ACCESS_TOKEN_COOKIE);
    const refresh = response.cookies.find((cookie) => cookie.name === REFRESH_TOKEN_COOKIE);
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(refresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const userId = body.user?.id ?? '';
    const [profile] = await context.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ role: 'customer', phone: '+46701234599' });
    expect(profile?.personalNumberEncrypted).not.toContain(personalNumber);
    const [balance] = await context.db.select().from(userBalances).where(eq(userBalances.userId, userId));
    expect(balance?.pointsBalance).toBe(0);
    const audits = await context.db.select().from(auditLog).where(eq(auditLog.actorUserId, userId));
    expect(audits.map((row) => row.action)).toContain('auth.sign_up');
    expect(JSON.stringify(audits)).not.toContain(personalNumber);

    // The new session works.
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: cookiesFrom(response),
    });
    expect(session.json()).toMatchObject({ user: { id: userId } });
  });

  it.each([
    [{ email: '' }, 'email', 'all_fields_required'],
    [{ password: '' }, 'password', 'all_fields_required'],
    [{ fullName: ' ' }, 'fullName', 'all_fields_required'],
    [{ email: 'inte-en-adress' }, 'email', 'invalid_email'],
    [{ password: 'kort123' }, 'password', 'password_too_short'],
    [{ fullName: 'A' }, 'fullName', 'name_too_short'],
    [{ personalNumber: '199001011235' }, 'personalNumber', 'personal_number_luhn'],
    [{ personalNumber: '19901301-1234' }, 'personalNumber', 'personal_number_format'],
    [{ phone: '12ab' }, 'phone', 'invalid_phone'],
  ])('refuses %j with VALIDATION_FAILED %s/%s', async (body, field, problem) => {
    const before = await userCount();
    const response = await signUp(context.app, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
    expect(await userCount()).toBe(before);
  });

  it('refuses an under-18 personnummer with UNDER_AGE and the age', async () => {
    const year = new Date().getFullYear() - 16;
    const response = await signUp(context.app, { personalNumber: personalNumberBornIn(year) });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ code: 'UNDER_AGE', details: { age: 16 } });
  });

  it('answers EMAIL_TAKEN and PHONE_TAKEN without writing anything', async () => {
    const email = uniqueEmail('dublett');
    const personalNumber = personalNumberBornIn(1985);
    const first = await signUp(context.app, { email, personalNumber, phone: '0731112233' });
    expect(first.statusCode).toBe(201);
    const before = await userCount();

    const sameEmail = await signUp(context.app, { email: ` ${email.toUpperCase()}` });
    expect(sameEmail.statusCode).toBe(409);
    expect(errorOf(sameEmail).code).toBe('EMAIL_TAKEN');

    const samePhone = await signUp(context.app, { phone: '+46731112233' });
    expect(samePhone.statusCode).toBe(409);
    expect(errorOf(samePhone).code).toBe('PHONE_TAKEN');
    expect(await userCount()).toBe(before);
  });

  it('takes a typed personnummer as a claim that tells nothing: a number someone else typed is accepted too (decision 087)', async () => {
    const personalNumber = personalNumberBornIn(1986);
    const first = await signUp(context.app, { personalNumber });
    expect(first.statusCode, first.body).toBe(201);
    // The same number again, and its 10-digit form: accepted, as for a number nobody has typed.
    const again = await signUp(context.app, { personalNumber });
    expect(again.statusCode, again.body).toBe(201);
    const tenDigits = await signUp(context.app, { personalNumber: personalNumber.slice(2) });
    expect(tenDigits.statusCode, tenDigits.body).toBe(201);
    const [profile] = await context.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, ZSessionResponse.parse(again.json()).user?.id ?? ''));
    expect(profile?.personalNumberBoundAt).toBeNull();
    expect(profile?.personalNumberHash).not.toBeNull();
  });

  it('answers SIGNUP_RATE_LIMITED after 5 sign-ups per hour from one IP', async () => {
    const ip = randomIp();
    for (let index = 0; index < 5; index++) {
      expect((await signUp(context.app, {}, ip)).statusCode).toBe(201);
    }
    const sixth = await signUp(context.app, {}, ip);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).code).toBe('SIGNUP_RATE_LIMITED');
    expect((await signUp(context.app, {}, randomIp())).statusCode).toBe(201);
  });

  it('gives exactly one account to five concurrent sign-ups with the same e-mail', async () => {
    const email = uniqueEmail('samtidig');
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        signUp(context.app, { email, phone: `07011100${index}0` }, randomIp()),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(response).code).toBe('EMAIL_TAKEN');
    }
    const rows = await context.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/auth/sign-up when sign-up is disabled', () => {
  let closed: TestContext;
  beforeAll(async () => {
    closed = await createTestContext({ config: { signupEnabled: false } });
  });
  afterAll(() => closed.close());

  it('answers SIGNUP_DISABLED', async () => {
    const response = await signUp(closed.app);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('SIGNUP_DISABLED');
  });
});
