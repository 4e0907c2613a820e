import { ZContactResponse } from '@ramkoll/shared/schemas/public-pages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/accounts.js';
import { contactMessages } from '../../../src/db/schema/contact.js';
import { mailbox, outbox } from '../../../src/db/schema/messaging.js';
import {
  accessOnly,
  createTestClock,
  errorOf,
  randomIp,
  signedIn,
  uniqueEmail,
  type Cookies,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

const supportEmail = 'kundtjanst@example.se';
const clock = createTestClock();
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ seed: true, config: { supportEmail }, deps: { clock } });
});

afterAll(() => context.close());

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Karin Karlsson',
    email: uniqueEmail('karin'),
    topic: 'bike',
    message: 'Hur flyttar jag min cykel till en ny ägare?',
    ...overrides,
  };
}

function post(payload: Record<string, unknown>, options: { ip?: string; cookies?: Cookies } = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: options.ip ?? randomIp(),
    payload,
    ...(options.cookies ? { cookies: accessOnly(options.cookies) } : {}),
  });
}

async function stored(): Promise<{ messages: number; mails: number }> {
  const [messages] = await context.db.select({ n: count() }).from(contactMessages);
  const [mails] = await context.db.select({ n: count() }).from(outbox).where(eq(outbox.to, supportEmail));
  return { messages: messages?.n ?? 0, mails: mails?.n ?? 0 };
}

describe('POST /api/contact', () => {
  it('stores a visitor message and e-mails it to support', async () => {
    const email = uniqueEmail('besok');
    const response = await post(
      message({
        name: '  Karin   Karlsson ',
        email: ` ${email.toUpperCase()} `,
        topic: 'privacy',
        message: 'Jag vill ha ut mina uppgifter.\n\nTack! <script>steal()</script>',
        language: 'en',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { id } = ZContactResponse.parse(response.json());

    const [row] = await context.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      userId: null,
      name: 'Karin Karlsson',
      email,
      topic: 'privacy',
      message: 'Jag vill ha ut mina uppgifter.\n\nTack!',
      language: 'en',
      handledAt: null,
    });

    expect(await context.app.mail.flushOutbox()).toBeGreaterThanOrEqual(1);
    const [mail] = await context.db.select().from(mailbox).where(eq(mailbox.to, supportEmail));
    expect(mail?.subject).toBe('Kontaktformulär: Integritet och personuppgifter – Karin Karlsson');
    expect(mail?.textBody).toContain(`Från: Karin Karlsson <${email}>`);
    expect(mail?.textBody).toContain('Svara på: engelska');
    expect(mail?.textBody).toContain('Avsändaren var inte inloggad.');
    expect(mail?.textBody).toContain(`Meddelande-id: ${id}`);
    // The sender's words, quoted as theirs (decision 095).
    expect(mail?.textBody).toContain('> Jag vill ha ut mina uppgifter.\n> Tack!');
    expect(mail?.htmlBody).toContain(`Karin Karlsson &lt;${email}&gt;`);
    expect(mail?.htmlBody).not.toContain('<script>');
  });

  it('records a signed-in sender and answers in their language when none is sent', async () => {
    const cookies = await signedIn(context.app, 'anna@ramkoll.se');
    const [anna] = await context.db.select().from(users).where(eq(users.email, 'anna@ramkoll.se'));
    const response = await post(message({ email: 'anna@ramkoll.se', topic: 'account' }), { cookies });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = ZContactResponse.parse(response.json());
    const [row] = await context.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ userId: anna?.id, language: 'sv', topic: 'account' });

    await context.app.mail.flushOutbox();
    const mails = await context.db.select().from(mailbox).where(eq(mailbox.to, supportEmail));
    const mail = mails.find((candidate) => candidate.textBody.includes(id));
    expect(mail?.textBody).toContain(`Inloggad användare: ${anna?.id}`);
    expect(mail?.textBody).toContain('Svara på: svenska');
  });

  it.each([
    [{ name: ' ' }, 'name', 'name_required'],
    [{ name: 'K' }, 'name', 'name_too_short'],
    [{ email: '' }, 'email', 'email_required'],
    [{ email: 'karin@example' }, 'email', 'invalid_email'],
    [{ message: '   ' }, 'message', 'message_required'],
    [{ message: '<script>alert(1)</script>' }, 'message', 'message_required'],
    [{ message: 'x'.repeat(1001) }, 'message', 'message_too_long'],
  ])('refuses %j with 400 %s %s and stores nothing', async (change, field, problem) => {
    const before = await stored();
    const response = await post(message(change));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
    expect(await stored()).toEqual(before);
  });

  it.each([
    [{ topic: 'billing' }],
    [{ topic: undefined }],
    [{ message: 'x'.repeat(5001) }],
    [{ language: 'de' }],
  ])('refuses a body outside the contract (%j) with 400 and stores nothing', async (change) => {
    const before = await stored();
    const response = await post(message(change));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(await stored()).toEqual(before);
  });

  it('allows 5 messages an hour per IP, then 429 without storing; invalid ones do not count', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await post(message({ email: 'fel' }), { ip })).statusCode).toBe(400);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(message(), { ip });
      expect(response.statusCode, `message ${attempt + 1}`).toBe(201);
    }
    const before = await stored();
    const refused = await post(message(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED' });
    expect(await stored()).toEqual(before);

    // Another address is not affected, and the same one may write again an hour later.
    expect((await post(message())).statusCode).toBe(201);
    clock.advance(60 * 60_000 + 1000);
    expect((await post(message(), { ip })).statusCode).toBe(201);
  });
});
