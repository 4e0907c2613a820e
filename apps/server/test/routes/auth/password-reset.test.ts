import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../../src/db/schema/auth.js';
import { mailbox, outbox } from '../../../src/db/schema/messaging.js';
import { DEMO_PASSWORD } from '../../../src/db/seed/demo-accounts.js';
import { hashOpaqueToken } from '../../../src/services/auth/opaque-token.js';
import { accessOnly, createTestClock, errorOf, signIn, signedIn, uniqueEmail } from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { startSmtpServer } from '../../smtp-helpers.js';

/**
 * The reset token from a mail body, decoded or still quoted-printable (soft breaks removed, `=`
 * written `=3D`). A decoded token may itself begin with "3D", so the 43 characters decide, not a
 * blind replacement of `=3D`.
 */
function tokenFrom(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const match = /\/auth\?reset=(?:3D)?([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(unfolded);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}

describe('password reset over real SMTP', () => {
  let context: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    context = await createTestContext({ seed: true, config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await context.close();
    await smtp.close();
  });

  it('always answers 202, mails a link for a known address only, and the link works once', async () => {
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: uniqueEmail('ingen') },
    });
    expect(unknown.statusCode).toBe(202);

    const otherDevice = await signedIn(context.app, 'erik@ramkoll.se');
    const known = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: ' ERIK@ramkoll.se ', language: 'en' },
    });
    expect(known.statusCode).toBe(202);
    expect(await context.app.mail.flushOutbox()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual(['erik@ramkoll.se']);
    // The profile's language (Swedish) wins over the request's.
    expect(mail?.raw).toContain('V=C3=A4lj ett nytt l=C3=B6senord');
    expect(mail?.raw).not.toContain('Choose a new password');
    const token = tokenFrom(mail?.raw ?? '');

    const confirm = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'nytt-lösen-9' },
    });
    expect(confirm.statusCode, confirm.body).toBe(204);
    expect((await signIn(context.app, 'erik@ramkoll.se', 'nytt-lösen-9')).statusCode).toBe(200);
    expect((await signIn(context.app, 'erik@ramkoll.se', DEMO_PASSWORD)).statusCode).toBe(401);
    // Every session of the account ended.
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: accessOnly(otherDevice),
    });
    expect(session.json()).toMatchObject({ user: null });

    const again = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'ett-till-lösen' },
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toEqual({ code: 'RESET_TOKEN_INVALID' });

    // The sent row keeps no secret.
    const [sent] = await context.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(sent?.sentAt).not.toBeNull();
    expect(JSON.stringify(sent?.payload)).not.toContain(token);
  });

  it('validates the e-mail and the new password', async () => {
    const empty = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: ' ' },
    });
    expect(errorOf(empty)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'email', problem: 'email_required' },
    });
    const short = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: 'x', password: 'kort' },
    });
    expect(errorOf(short)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'password', problem: 'password_too_short' },
    });
  });
});

describe('password reset through the dev mailbox', () => {
  let context: TestContext;
  const clock = createTestClock();

  beforeAll(async () => {
    context = await createTestContext({ seed: true, deps: { clock } });
  });
  afterAll(() => context.close());

  it('delivers to /dev/mailbox, where the link can be clicked; an unknown token is refused', async () => {
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'anna@ramkoll.se' },
    });
    await context.app.mail.flushOutbox();
    const [mail] = await context.db.select().from(mailbox).where(eq(mailbox.to, 'anna@ramkoll.se'));
    expect(mail?.subject).toBe('Återställ ditt lösenord på Ramkoll');

    const page = await context.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const token = tokenFrom(page.body);
    expect(page.body).toContain(`<a href="http://localhost:3000/auth?reset=${token}"`);

    const bogus = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: 'A'.repeat(43), password: 'nytt-lösen-9' },
    });
    expect(errorOf(bogus).code).toBe('RESET_TOKEN_INVALID');
    const ok = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'nytt-lösen-9' },
    });
    expect(ok.statusCode).toBe(204);
  });

  it('refuses a token after its hour', async () => {
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'erik@ramkoll.se' },
    });
    await context.app.mail.flushOutbox();
    const [mail] = await context.db
      .select()
      .from(mailbox)
      .where(eq(mailbox.to, 'erik@ramkoll.se'))
      .orderBy(desc(mailbox.createdAt))
      .limit(1);
    const token = tokenFrom(mail?.textBody ?? '');
    clock.advance(61 * 60_000);
    const late = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'nytt-lösen-9' },
    });
    expect(errorOf(late)).toEqual({ code: 'RESET_TOKEN_INVALID' });
  });
});

describe('a reset link whose first delivery fails', () => {
  let context: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;
  const clock = createTestClock();
  let port = 0;

  beforeAll(async () => {
    // A port where nothing listens yet: the first delivery fails, as with an SMTP server down.
    const probe = await startSmtpServer();
    port = Number(new URL(probe.url).port);
    await probe.close();
    context = await createTestContext({
      seed: true,
      config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` },
      deps: { clock },
    });
  });
  afterAll(async () => {
    await context.close();
    await smtp?.close();
  });

  it('is retried with the same link: one token, one mail (decision 092)', async () => {
    const requested = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'anna@ramkoll.se' },
    });
    expect(requested.statusCode).toBe(202);
    expect(await context.app.mail.flushOutbox()).toBe(0);
    const [failed] = await context.db.select().from(outbox).where(eq(outbox.to, 'anna@ramkoll.se'));
    expect(failed).toMatchObject({ template: 'password-reset', attempts: 1, sentAt: null });

    smtp = await startSmtpServer(port);
    clock.advance(31_000);
    expect(await context.app.mail.flushOutbox()).toBe(1);
    const token = tokenFrom(smtp.received[0]?.raw ?? '');
    const tokens = await context.db.select().from(passwordResetTokens);
    expect(tokens.map((row) => row.tokenHash)).toEqual([hashOpaqueToken(token)]);
  });
});
