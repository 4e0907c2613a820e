import { ZBikeMessageSent, ZMyConversationsResponse } from '@ramkoll/shared/schemas/messages';
import { ZNotificationsPage } from '@ramkoll/shared/schemas/notifications';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../../src/db/schema/accounts.js';
import { bikeMessages, bikes } from '../../../src/db/schema/bikes.js';
import { mailbox, notifications } from '../../../src/db/schema/messaging.js';
import { bikeMessageRateLimit } from '../../../src/services/messages/deliver-message.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { newCustomer, uniqueFrameNumber, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
let owner: TestCustomer;
let sender: TestCustomer;
let ownerEmail: string;
let senderEmail: string;

async function emailOf(userId: string): Promise<string> {
  const [row] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  owner = await newCustomer(context);
  sender = await newCustomer(context);
  await context.db
    .update(profiles)
    .set({ fullName: 'Ingrid Ägarsson', language: 'en' })
    .where(eq(profiles.userId, owner.userId));
  await context.db
    .update(profiles)
    .set({ fullName: 'Sven Skrivare' })
    .where(eq(profiles.userId, sender.userId));
  ownerEmail = await emailOf(owner.userId);
  senderEmail = await emailOf(sender.userId);
});

afterAll(() => context.close());

async function insertBike(values: Partial<typeof bikes.$inferInsert> = {}) {
  const frameNumber = uniqueFrameNumber('MS');
  const [row] = await context.db
    .insert(bikes)
    .values({ ownerId: owner.userId, frameNumber, bikeName: 'Blå Crescent', ...values })
    .returning({ id: bikes.id, frameNumber: bikes.frameNumber });
  if (!row) throw new Error('no bike');
  return row;
}

function send(
  bikeId: string,
  cookies: Cookies | null,
  payload: Record<string, unknown> = { messageType: 'ownership_inquiry', text: 'Hej! Är cykeln till salu?' },
): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method: 'POST',
    url: `/api/bikes/${bikeId}/messages`,
    payload,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

function conversations(cookies: Cookies) {
  return context.app.inject({ method: 'GET', url: '/api/me/messages', cookies: accessOnly(cookies) });
}

function post(url: string, cookies: Cookies, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url, payload, cookies: accessOnly(cookies) });
}

/** My message notifications about one bike, oldest first, as the bell gets them. */
async function notificationsFor(cookies: Cookies, bikeId: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/me/notifications',
    cookies: accessOnly(cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZNotificationsPage.parse(response.json())
    .items.filter((item) => item.type === 'message_received' && item.bike?.id === bikeId)
    .reverse();
}

async function messagesOn(bikeId: string): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(bikeMessages)
    .where(eq(bikeMessages.bikeId, bikeId));
  return row?.n ?? 0;
}

describe('POST /api/bikes/:id/messages', () => {
  it('stores the message for the owner with the frame-number line, notifies and mails them', async () => {
    const bike = await insertBike();
    const response = await send(bike.id, sender.cookies, {
      messageType: 'ownership_inquiry',
      text: '  Hej! Är cykeln till salu? <script>steal()</script> ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const sent = ZBikeMessageSent.parse(response.json());
    expect(response.body).not.toContain(owner.userId);

    const [row] = await context.db.select().from(bikeMessages).where(eq(bikeMessages.id, sent.id));
    expect(row).toMatchObject({
      bikeId: bike.id,
      fromUserId: sender.userId,
      toUserId: owner.userId,
      messageType: 'ownership_inquiry',
      message: `Ramnummer / Frame number: ${bike.frameNumber}\nHej! Är cykeln till salu?`,
      readAt: null,
    });
    const [notice] = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.userId), eq(notifications.type, 'message_received')));
    expect(notice?.payload).toMatchObject({ bikeId: bike.id, messageId: sent.id });

    await context.app.mail.flushOutbox();
    const mails = await context.db.select().from(mailbox).where(eq(mailbox.to, ownerEmail));
    const mail = mails.find((candidate) => candidate.textBody.includes(bike.frameNumber));
    // The owner's language (English), the sender's first name only, never their e-mail.
    expect(mail?.subject).toBe('New message about your bike Blå Crescent');
    expect(mail?.textBody).toContain('Sven sent you a message on Ramkoll.');
    expect(mail?.textBody).toContain('Type: Ownership inquiry');
    expect(mail?.textBody).toContain('Hej! Är cykeln till salu?');
    expect(mail?.textBody).toContain('http://localhost:3000/messages');
    for (const secret of ['Skrivare', senderEmail, sender.personalNumber ?? '-']) {
      expect(mail?.textBody).not.toContain(secret);
      expect(mail?.htmlBody).not.toContain(secret);
    }
  });

  it("shows the owner the sender's first name only, and the sender only a masked owner", async () => {
    const bike = await insertBike();
    expect((await send(bike.id, sender.cookies)).statusCode).toBe(201);

    const mineResponse = await conversations(owner.cookies);
    const mine = ZMyConversationsResponse.parse(mineResponse.json());
    const atOwner = mine.conversations.find((item) => item.bikeId === bike.id);
    // The contact dialog promises "Ägaren ser bara ditt förnamn".
    expect(atOwner).toMatchObject({
      isMyBike: true,
      counterpartId: sender.userId,
      counterpartName: 'Sven',
      unreadCount: 1,
      frameNumber: bike.frameNumber,
    });
    expect(atOwner?.messages[0]?.text.startsWith(`Ramnummer / Frame number: ${bike.frameNumber}\n`)).toBe(
      true,
    );
    for (const secret of ['Skrivare', 'Sv** S', senderEmail, sender.personalNumber ?? '-']) {
      expect(mineResponse.body).not.toContain(secret);
    }

    const theirsResponse = await conversations(sender.cookies);
    const theirs = ZMyConversationsResponse.parse(theirsResponse.json());
    const atSender = theirs.conversations.find((item) => item.bikeId === bike.id);
    expect(atSender).toMatchObject({ isMyBike: false, counterpartName: 'In**** Ä*******', unreadCount: 0 });
    expect(atSender?.messages.map((message) => message.fromMe)).toEqual([true]);
    for (const secret of ['Ingrid', 'Ägarsson', ownerEmail, owner.personalNumber ?? '-']) {
      expect(theirsResponse.body).not.toContain(secret);
    }
  });

  it('refuses visitors, the owner, stores and admins, deleted and unknown bikes', async () => {
    const bike = await insertBike();
    expect((await send(bike.id, null)).statusCode).toBe(401);
    const own = await send(bike.id, owner.cookies);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).code).toBe('OWN_BIKE');
    for (const email of ['butik@ramkoll.se', 'admin@ramkoll.se']) {
      const refused = await send(bike.id, await signedIn(context.app, email));
      expect(refused.statusCode, email).toBe(403);
      expect(errorOf(refused).code).toBe('FORBIDDEN');
    }
    const deleted = await insertBike({ deletedAt: new Date() });
    const gone = await send(deleted.id, sender.cookies);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).code).toBe('BIKE_NOT_FOUND');
    expect((await send('00000000-0000-4000-8000-000000000000', sender.cookies)).statusCode).toBe(404);
    expect(await messagesOn(bike.id)).toBe(0);
    expect(await messagesOn(deleted.id)).toBe(0);
  });

  it('refuses an empty or script-only text and an unknown type, storing nothing', async () => {
    const bike = await insertBike();
    for (const [payload, field, problem] of [
      [{ messageType: 'general', text: '   ' }, 'text', 'message_required'],
      [{ messageType: 'general', text: '<script>alert(1)</script>' }, 'text', 'message_required'],
      [{ messageType: 'general', text: 'a'.repeat(1001) }, 'text', 'message_too_long'],
      [{ messageType: 'spam', text: 'Hej' }, 'messageType', 'message_type_invalid'],
    ] as const) {
      const response = await send(bike.id, sender.cookies, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', details: { field, problem } });
    }
    expect(await messagesOn(bike.id)).toBe(0);
  });

  it('limits how many messages one sender sends in an hour', async () => {
    const chatty = await newCustomer(context);
    const bike = await insertBike();
    for (let sent = 0; sent < bikeMessageRateLimit.max; sent += 1) {
      expect((await send(bike.id, chatty.cookies)).statusCode).toBe(201);
    }
    const limited = await send(bike.id, chatty.cookies);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(await messagesOn(bike.id)).toBe(bikeMessageRateLimit.max);
  });
});

describe('/api/me/messages', () => {
  it('lets either party reply within the conversation, marks read, newest conversation first', async () => {
    const older = await insertBike();
    const bike = await insertBike();
    expect((await send(older.id, sender.cookies)).statusCode).toBe(201);
    expect((await send(bike.id, sender.cookies)).statusCode).toBe(201);

    const answer = await post('/api/me/messages/reply', owner.cookies, {
      bikeId: bike.id,
      counterpartId: sender.userId,
      text: ' Ja, 4 000 kr. ',
    });
    expect(answer.statusCode, answer.body).toBe(201);

    const theirs = ZMyConversationsResponse.parse((await conversations(sender.cookies)).json());
    const first = theirs.conversations[0];
    expect(first?.bikeId).toBe(bike.id);
    expect(first?.unreadCount).toBe(1);
    expect(first?.messages.map((message) => [message.fromMe, message.messageType])).toEqual([
      [true, 'ownership_inquiry'],
      [false, 'ownership_inquiry'],
    ]);
    expect(first?.messages[1]?.text).toBe('Ja, 4 000 kr.');
    expect(theirs.conversations.map((item) => item.bikeId).indexOf(older.id)).toBeGreaterThan(0);

    const read = await post('/api/me/messages/read', sender.cookies, {
      bikeId: bike.id,
      counterpartId: owner.userId,
    });
    expect(read.json()).toEqual({ marked: 1 });
    const after = ZMyConversationsResponse.parse((await conversations(sender.cookies)).json());
    expect(after.conversations.find((item) => item.bikeId === bike.id)?.unreadCount).toBe(0);
    // Marking is only for messages to me: the owner's unread message stays unread for them.
    const atOwner = ZMyConversationsResponse.parse((await conversations(owner.cookies)).json());
    expect(atOwner.conversations.find((item) => item.bikeId === bike.id)?.unreadCount).toBe(1);

    await context.app.mail.flushOutbox();
    const mails = await context.db.select().from(mailbox).where(eq(mailbox.to, senderEmail));
    const reply = mails.find((mail) => mail.textBody.includes('Ja, 4 000 kr.'));
    expect(reply?.subject).toBe('Nytt svar om cykeln Blå Crescent');
    // The owner stays masked to the person who wrote to them, in the e-mail as in /messages.
    expect(reply?.textBody).toContain('In**** Ä******* har skickat ett meddelande via Ramkoll.');
    for (const secret of ['Ingrid', 'Ägarsson', ownerEmail]) expect(reply?.textBody).not.toContain(secret);
  });

  it('names the sender in the bell as in /messages and the e-mail: first name to the owner, masked owner back', async () => {
    const bike = await insertBike();
    const first = ZBikeMessageSent.parse((await send(bike.id, sender.cookies)).json());
    const answer = await post('/api/me/messages/reply', owner.cookies, {
      bikeId: bike.id,
      counterpartId: sender.userId,
      text: 'Ja, den finns kvar.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const followUp = await post('/api/me/messages/reply', sender.cookies, {
      bikeId: bike.id,
      counterpartId: owner.userId,
      text: 'Tack! Kan jag provcykla?',
    });
    expect(followUp.statusCode, followUp.body).toBe(201);

    const atOwner = await notificationsFor(owner.cookies, bike.id);
    expect(atOwner.map((item) => item.senderName)).toEqual(['Sven', 'Sven']);
    const atSender = await notificationsFor(sender.cookies, bike.id);
    expect(atSender.map((item) => item.senderName)).toEqual(['In**** Ä*******']);

    // The name lives as long as the message: gone (the sender deleted their account), no name.
    await context.db.delete(bikeMessages).where(eq(bikeMessages.id, first.id));
    const afterDelete = await notificationsFor(owner.cookies, bike.id);
    expect(afterDelete.map((item) => item.senderName).sort()).toEqual(['Sven', null].sort());
  });

  it('refuses a reply outside a conversation, and a blank reply, storing nothing', async () => {
    const bike = await insertBike();
    const stranger = await newCustomer(context);
    const outside = await post('/api/me/messages/reply', stranger.cookies, {
      bikeId: bike.id,
      counterpartId: owner.userId,
      text: 'Hej!',
    });
    expect(outside.statusCode).toBe(404);
    expect(errorOf(outside).code).toBe('CONVERSATION_NOT_FOUND');
    const ownerToStranger = await post('/api/me/messages/reply', owner.cookies, {
      bikeId: bike.id,
      counterpartId: stranger.userId,
      text: 'Hej!',
    });
    expect(errorOf(ownerToStranger).code).toBe('CONVERSATION_NOT_FOUND');

    expect((await send(bike.id, sender.cookies)).statusCode).toBe(201);
    const blank = await post('/api/me/messages/reply', owner.cookies, {
      bikeId: bike.id,
      counterpartId: sender.userId,
      text: '<script>x</script>',
    });
    expect(errorOf(blank)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'text', problem: 'message_required' },
    });
    expect(await messagesOn(bike.id)).toBe(1);
  });

  it('never shows a conversation to a third person, and is for customers only', async () => {
    const bike = await insertBike();
    expect((await send(bike.id, sender.cookies)).statusCode).toBe(201);
    const third = await newCustomer(context);
    const listed = ZMyConversationsResponse.parse((await conversations(third.cookies)).json());
    expect(listed.conversations).toEqual([]);
    const marked = await post('/api/me/messages/read', third.cookies, {
      bikeId: bike.id,
      counterpartId: sender.userId,
    });
    expect(marked.json()).toEqual({ marked: 0 });
    const atOwner = ZMyConversationsResponse.parse((await conversations(owner.cookies)).json());
    expect(atOwner.conversations.find((item) => item.bikeId === bike.id)?.unreadCount).toBe(1);

    expect((await context.app.inject({ method: 'GET', url: '/api/me/messages' })).statusCode).toBe(401);
    for (const email of ['butik@ramkoll.se', 'admin@ramkoll.se']) {
      const response = await conversations(await signedIn(context.app, email));
      expect(response.statusCode, email).toBe(403);
    }
  });
});
