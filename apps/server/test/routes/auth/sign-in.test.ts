import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { profiles, users } from '../../../src/db/schema/accounts.js';
import { loginAttempts } from '../../../src/db/schema/auth.js';
import { demoAccounts, DEMO_PASSWORD } from '../../../src/db/seed/demo-accounts.js';
import { hashPassword } from '../../../src/lib/crypto/password-hash.js';
import { createTestClock, errorOf, signIn, signUp, uniqueEmail } from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
const clock = createTestClock();

beforeAll(async () => {
  context = await createTestContext({ seed: true, deps: { clock } });
});

afterAll(() => context.close());

describe('POST /api/auth/sign-in', () => {
  it.each(demoAccounts.map((account) => [account.email, account.role] as const))(
    'signs in the demo account %s (%s)',
    async (email, role) => {
      const response = await signIn(context.app, email, DEMO_PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      const body = ZSessionResponse.parse(response.json());
      expect(body.user).toMatchObject({ email, role });
      if (role === 'store') {
        expect(body.user?.store).toMatchObject({ name: 'Cykelhörnan Södermalm', staffCodeVerified: false });
      }
    },
  );

  it('normalises the e-mail (spaces, capitals)', async () => {
    const response = await signIn(context.app, '  ANNA@Ramkoll.se ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['', 'hemligt123', 'email', 'email_and_password_required'],
    ['a@b.se', '', 'password', 'email_and_password_required'],
    ['a@b.se', 'kort', 'password', 'password_too_short'],
  ])('refuses email %j password %j with VALIDATION_FAILED', async (email, password, field, problem) => {
    const response = await signIn(context.app, email, password);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
  });

  it('answers INVALID_CREDENTIALS for a wrong password and for an unknown e-mail, and audits both', async () => {
    const wrong = await signIn(context.app, 'erik@ramkoll.se', 'fel-lösenord');
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({ code: 'INVALID_CREDENTIALS' });
    const unknown = await signIn(context.app, uniqueEmail('okand'), 'fel-lösenord');
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(unknown)).toEqual({ code: 'INVALID_CREDENTIALS' });
    const failed = await context.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_failed'));
    expect(failed.map((row) => row.details)).toEqual(
      expect.arrayContaining([{ reason: 'wrong_password' }, { reason: 'unknown_email' }]),
    );
    expect(JSON.stringify(failed)).not.toContain('fel-lösenord');
  });

  it('refuses the 6th attempt from one address within 60 s even with the right password, and allows it after the window', async () => {
    const email = uniqueEmail('spärr');
    expect((await signUp(context.app, { email, password: 'rätt-lösen-1' })).statusCode).toBe(201);
    for (let index = 0; index < 4; index++) {
      expect((await signIn(context.app, email, 'fel-lösen-1')).statusCode).toBe(401);
    }
    expect((await signIn(context.app, email, 'rätt-lösen-1')).statusCode).toBe(200);
    const sixth = await signIn(context.app, email, 'rätt-lösen-1');
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth)).toEqual({ code: 'LOGIN_RATE_LIMITED', details: { retryAfterSeconds: 60 } });
    // Another e-mail is not affected.
    expect((await signIn(context.app, 'erik@ramkoll.se', DEMO_PASSWORD)).statusCode).toBe(200);

    clock.advance(61_000);
    expect((await signIn(context.app, email, 'rätt-lösen-1')).statusCode).toBe(200);
    const attempts = await context.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `login:${email}|127.0.0.1`));
    expect(attempts).toHaveLength(6);
    expect(attempts.filter((row) => row.succeeded)).toHaveLength(2);
  });

  it('creates a missing profile on sign-in: role customer, name from the e-mail', async () => {
    const email = uniqueEmail('utanprofil');
    const [user] = await context.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword('hemligt123') })
      .returning();
    const response = await signIn(context.app, email, 'hemligt123');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { role: 'customer', fullName: email.split('@')[0] } });
    const [profile] = await context.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.userId, user?.id ?? '')));
    expect(profile).toMatchObject({ role: 'customer', fullName: email.split('@')[0] });
  });
});

describe('the database-backed limiter', () => {
  it('lets exactly 5 of 8 concurrent attempts through', async () => {
    const { consumeAttempt, signInRateLimit } = await import('../../../src/services/auth/rate-limit.js');
    const key = `login:${uniqueEmail('parallell')}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        consumeAttempt({ db: context.db, key, rule: signInRateLimit, now: clock.now(), ipAddress: null }),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});
