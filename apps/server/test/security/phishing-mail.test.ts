import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../src/db/schema/accounts.js';
import { notifications } from '../../src/db/schema/messaging.js';
import { errorOf, registerWithEid, signedIn, signUp } from '../auth-helpers.js';
import { callApi, emailOf, newCustomer, registeredBike, type TestCustomer } from '../bike-helpers.js';
import { createTestContext, type TestContext } from '../helper.js';
import { mailPart, startSmtpServer } from '../smtp-helpers.js';
import { adultPersonalNumber, newStore } from '../store-counter-helpers.js';
import { demoStore } from '../store-area-helpers.js';
import { decide, pendingApplication } from '../store-request-helpers.js';

/*
 * Issue 50 item 7, phishing under our name (decision 095): a customer wrote to an owner with a link
 * to anywhere, the message mail made it a clickable link, and the customer could call themselves
 * "Ramkoll Kundtjänst". Repeated here through the API and a real SMTP server: the mail that
 * arrives links only to our own pages, and such names are refused wherever a name is set.
 */
const PUBLIC_URL = 'http://localhost:3000';
const HOSTILE = [
  'Hej! Ditt konto är spärrat. Logga in här: https://evil.example/login?next=/messages',
  '<a href="https://evil.example/steal">Ramkoll – logga in</a>',
  'Eller www.evil.example, evil.example/x eller mejla kundtjanst@evil.example.',
].join('\n');

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let context: TestContext;
let owner: TestCustomer;
let bikeId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({ seed: true, config: { smtpUrl: smtp.url, devMailbox: false } });
  owner = await newCustomer(context, 100);
  bikeId = await registeredBike(context, owner);
});

afterAll(async () => {
  await context.close();
  await smtp.close();
});

/** The owner's newest mail containing `marker`, as its HTML and text parts. */
async function ownerMail(marker: string) {
  await context.app.mail.flushOutbox();
  const to = await emailOf(context, owner);
  const raw = smtp.received
    .filter((received) => received.to.includes(to))
    .map((received) => received.raw)
    .reverse()
    .find((text) => (mailPart(text, 'text/plain') ?? '').includes(marker));
  if (!raw) throw new Error(`no mail with ${marker}`);
  return { html: mailPart(raw, 'text/html') ?? '', text: mailPart(raw, 'text/plain') ?? '', raw };
}

function send(sender: TestCustomer, text: string) {
  return callApi(context, sender.cookies, 'POST', `/api/bikes/${bikeId}/messages`, {
    messageType: 'general',
    text,
  });
}

const decodeEntities = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#8288;', '\u2060')
    .replaceAll('&amp;', '&');

describe('the message mail', () => {
  it("links only to our own pages; the sender's URLs are quoted, escaped and broken", async () => {
    const sender = await newCustomer(context);
    const response = await send(sender, HOSTILE);
    expect(response.statusCode, response.body).toBe(201);
    const { html, text } = await ownerMail('Ditt konto är spärrat');

    // Every anchor (and every href at all) points under PUBLIC_URL, and the reply link is one.
    const hrefs = [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map((match) => match[1]);
    expect(hrefs).toEqual([`${PUBLIC_URL}/messages`]);
    expect(html.match(/<a\b/gi)).toHaveLength(1);
    // The sender's own anchor arrived as text.
    expect(html).toContain('&lt;a href=&quot;https:');
    // No text node holds a foreign host or a scheme a client could link, and even the text as a
    // whole reads "evil⁠.example" with a word joiner, which no URL may contain.
    const nodes = html.split(/<[^>]+>/).map(decodeEntities);
    for (const node of nodes) expect(node).not.toMatch(/evil\.example|https?:\/\/(?!localhost:3000)/);
    const content = nodes.join('');
    expect(content).not.toContain('evil.example');
    // The reader still sees the sender's words, in a quote, after our warning.
    expect(content.replaceAll('\u2060', '')).toContain(
      'Logga in här: https://evil.example/login?next=/messages',
    );
    expect(html).toMatch(/<blockquote[^>]*>.*Ditt konto är spärrat/s);
    expect(content).toContain('Meddelandet nedan är skrivet av avsändaren, inte av Ramkoll.');

    // The text part quotes the sender's words line by line, with the same breaks.
    expect(text).not.toMatch(/evil\.example|https:\/\/evil/);
    expect(text).toContain(
      '> Hej! Ditt konto är spärrat. Logga in här: https:\u2060//evil\u2060.example/login',
    );
    expect(text).toContain(`> <a href="https:\u2060//evil\u2060.example/steal">Ramkoll – logga in</a>`);
    expect(text).toContain(`Läs och svara här: ${PUBLIC_URL}/messages`);
  });

  it('names an account that passes for the service "En Ramkoll-användare", in the mail and the bell', async () => {
    // An account from before the rule: the name was never checked.
    const sender = await newCustomer(context);
    await context.db
      .update(profiles)
      .set({ fullName: 'Ramkoll Kundtjänst' })
      .where(eq(profiles.userId, sender.userId));
    const response = await send(sender, 'Vi behöver verifiera ditt konto.');
    expect(response.statusCode, response.body).toBe(201);
    const { html, text } = await ownerMail('Vi behöver verifiera ditt konto.');

    expect(text).toContain('En Ramkoll-användare har skickat ett meddelande via Ramkoll.');
    expect(text).not.toMatch(/Ramkoll Kundtjänst|^Ramkoll har skickat/m);
    expect(html).not.toContain('Ramkoll Kundtjänst');
    const [bell] = await context.db
      .select({ payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.userId, owner.userId), eq(notifications.type, 'message_received')))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(bell?.payload).not.toHaveProperty('senderName');
  });
});

const VARIANTS = [
  'Ramkoll Kundtjänst',
  'Ramkoll Support',
  'Kundtjänst',
  'Support',
  'Admin',
  'Polisen',
  'RAMKOLL',
  'Rаmkоll', // Cyrillic а and о
  'Ram\u200Bkoll', // a zero-width space
  'Ramko11',
  'Supp0rt',
];

describe('names that pass for the service', () => {
  it.each(VARIANTS)('sign-up refuses %j and creates nothing', async (fullName) => {
    const email = `imposter-${Math.random().toString(36).slice(2)}@example.se`;
    const response = await signUp(context.app, { fullName, email });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'fullName', problem: 'name_impersonates' },
    });
    expect(await context.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('the settings refuse them and keep the name', async () => {
    const customer = await newCustomer(context);
    for (const fullName of VARIANTS) {
      const response = await callApi(context, customer.cookies, 'PUT', '/api/me/profile', { fullName });
      expect(response.statusCode, `${fullName}: ${response.body}`).toBe(400);
      expect(errorOf(response).details).toEqual({ field: 'fullName', problem: 'name_impersonates' });
    }
    const [row] = await context.db
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.userId, customer.userId));
    expect(row?.fullName).toBe('Olle Ägare');
  });

  it('registration with the BankID simulator refuses a typed name that passes for the service', async () => {
    const response = await registerWithEid(context.app, adultPersonalNumber(), {
      fullName: 'Ramkoll Support',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).details).toEqual({ field: 'fullName', problem: 'name_impersonates' });
  });

  it('a store cannot create a customer account under such a name', async () => {
    const store = await newStore(context);
    const response = await callApi(context, store.cookies, 'POST', '/api/store/customers', {
      fullName: 'Kundtjänst Ramkoll',
      personalNumber: adultPersonalNumber(),
      email: `kund-${Math.random().toString(36).slice(2)}@example.se`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).details).toEqual({ field: 'fullName', problem: 'name_impersonates' });
  });

  it("an admin cannot give a store the service's or the police's name", async () => {
    const admin = await signedIn(context.app, 'admin@ramkoll.se');
    const { id } = await pendingApplication(context.app, context.db);
    const approve = await decide(context.app, admin, id, 'approve', { name: 'Ramkoll Cykelverkstad' });
    expect(approve.statusCode, approve.body).toBe(400);
    expect(errorOf(approve).details).toEqual({ field: 'name', problem: 'name_impersonates' });

    const { storeId } = await demoStore(context);
    const edit = await callApi(context, admin, 'PATCH', `/api/admin/partners/${storeId}`, {
      name: 'Polisen Cykelauktion',
      chain: null,
      address: null,
      postalCode: null,
      city: null,
      phone: null,
      contactInfo: null,
    });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(errorOf(edit).details).toEqual({ field: 'name', problem: 'name_impersonates' });
  });
});
