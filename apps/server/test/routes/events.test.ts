import { ZNotification, type Notification } from '@ramkoll/shared/schemas/notifications';
import { ZReceiptResponse } from '@ramkoll/shared/schemas/ownership';
import { todayIn } from '@ramkoll/shared/rules/stolen-report';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { notifications } from '../../src/db/schema/messaging.js';
import { errorOf } from '../auth-helpers.js';
import {
  callApi,
  callBikes,
  emailOf,
  newCustomer,
  registerBike,
  registeredBike,
  type TestCustomer,
  uniqueFrameNumber,
  verifiedReceipt,
} from '../bike-helpers.js';
import { listenLocally, openEventStream, type OpenStream, type StreamEvent } from '../event-stream-client.js';
import { grantPoints } from '../factories.js';
import { createTestContext, testAppConfig, testDatabaseKind, type TestContext } from '../helper.js';

let context: TestContext;
let baseUrl: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  context = await createTestContext({ deps: { eventsHeartbeatMs: 300 } });
  baseUrl = await listenLocally(context.app);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await context.close();
});

async function stream(customer: TestCustomer, options: Parameters<typeof openEventStream>[2] = {}) {
  const opened = await openEventStream(baseUrl, customer.cookies, options);
  streams.push(opened);
  expect(opened.status).toBe(200);
  await opened.next((event) => event.event === 'ready');
  return opened;
}

const isNotification = (type: Notification['type']) => (event: StreamEvent) =>
  event.event === 'notification' && (event.data as Notification).type === type;

async function sendMessage(from: TestCustomer, bikeId: string, text = 'Hej! Är cykeln kvar?') {
  const response = await callApi(context, from.cookies, 'POST', `/api/bikes/${bikeId}/messages`, {
    messageType: 'general',
    text,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('GET /api/events', () => {
  it('refuses visitors with 401 and opens a text/event-stream for any signed-in user', async () => {
    const anonymous = await callApi(context, null, 'GET', '/api/events');
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');

    const customer = await newCustomer(context);
    const opened = await stream(customer);
    expect(opened.contentType).toBe('text/event-stream; charset=utf-8');
    expect(opened.events[0]).toEqual({ id: null, event: 'ready', data: { replayed: 0 } });
  });

  it('sends a heartbeat, and ends the stream once the session is signed out', async () => {
    const customer = await newCustomer(context);
    const opened = await stream(customer);
    await opened.next((event) => event.event === 'ping');
    const out = await callApi(context, customer.cookies, 'POST', '/api/auth/sign-out');
    expect(out.statusCode).toBeLessThan(300);
    await opened.ended;
    const pings = opened.events.filter((event) => event.event === 'ping').length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(opened.events.filter((event) => event.event === 'ping')).toHaveLength(pings);
  });

  it("carries each event type of spec section 7 to the right person, and nobody else's", async () => {
    const owner = await newCustomer(context, 200);
    const other = await newCustomer(context, 100);
    const ownerStream = await stream(owner);
    const otherStream = await stream(other);

    // My bike registered, and my balance after the 100-point debit.
    const frameNumber = uniqueFrameNumber();
    const receiptFileId = await verifiedReceipt(context, owner, frameNumber);
    const registered = await registerBike(context, owner, { frameNumber, receiptFileId });
    expect(registered.statusCode, registered.body).toBe(201);
    const bikeId = registered.json<{ bike: { id: string } }>().bike.id;
    const bikeEvent = await ownerStream.next(isNotification('bike_registered'));
    expect(ZNotification.parse(bikeEvent.data).bike).toEqual({
      id: bikeId,
      frameNumber,
      label: 'Crescent Alvar',
    });
    expect(bikeEvent.id).toBe((bikeEvent.data as Notification).id);
    await ownerStream.next((event) => event.event === 'balance' && equalsBalance(event, 100));

    // A new message to me.
    await sendMessage(other, bikeId);
    const messageEvent = await ownerStream.next(isNotification('message_received'));
    expect((messageEvent.data as Notification).bike?.id).toBe(bikeId);

    // Receipts where I am buyer or seller, transfers where I am a party.
    const started = await callBikes(context, owner.cookies, 'POST', `/${bikeId}/transfer`, {
      purchaseDate: todayIn(new Date()),
      buyer: await emailOf(context, other),
      price: 3000,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { receipt } = ZReceiptResponse.parse(started.json());
    const created = await otherStream.next(isNotification('receipt_created'));
    expect((created.data as Notification).receiptId).toBe(receipt.id);
    const accepted = await callApi(context, other.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await ownerStream.next(isNotification('transfer_completed'));
    await otherStream.next(isNotification('transfer_completed'));
    await otherStream.next((event) => event.event === 'balance' && equalsBalance(event, 0));

    // The other customer never heard about the owner's registration or message.
    expect(otherStream.events.some(isNotification('bike_registered'))).toBe(false);
    expect(otherStream.events.some(isNotification('message_received'))).toBe(false);
    expect(ownerStream.events.some(isNotification('receipt_created'))).toBe(false);
  });

  it('replays what a reconnecting client missed after Last-Event-ID (header or query), in order, once', async () => {
    const owner = await newCustomer(context, 100);
    const sender = await newCustomer(context);
    const bikeId = await registeredBike(context, owner);
    const first = await stream(owner);
    await sendMessage(sender, bikeId, 'Första');
    const seen = await first.next(isNotification('message_received'));
    first.close();

    await sendMessage(sender, bikeId, 'Andra');
    await sendMessage(sender, bikeId, 'Tredje');
    const missed = await context.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, owner.userId));
    expect(missed).toHaveLength(4); // registration + three messages

    for (const viaQuery of [false, true]) {
      const resumed = await stream(owner, { lastEventId: seen.id ?? '', viaQuery });
      const replayed = resumed.events.filter((event) => event.event === 'notification');
      expect(replayed.map((event) => (event.data as Notification).type)).toEqual([
        'message_received',
        'message_received',
      ]);
      expect(new Set(replayed.map((event) => event.id)).size).toBe(2);
      expect(replayed.map((event) => event.id)).not.toContain(seen.id);
      expect(resumed.events.find((event) => event.event === 'ready')?.data).toEqual({ replayed: 2 });
      resumed.close();
    }
  });

  it("replays nothing for another user's or an unknown event id", async () => {
    const owner = await newCustomer(context, 100);
    const stranger = await newCustomer(context, 100);
    await registeredBike(context, owner);
    const [ownersRow] = await context.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, owner.userId));
    for (const lastEventId of [ownersRow?.id ?? '', '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const opened = await stream(stranger, { lastEventId });
      expect(opened.events.filter((event) => event.event === 'notification')).toEqual([]);
      opened.close();
    }
  });

  it('keeps at most five streams per user: a sixth closes the oldest', async () => {
    const customer = await newCustomer(context);
    const opened: OpenStream[] = [];
    for (let index = 0; index < 6; index += 1) opened.push(await stream(customer));
    await opened[0]?.ended;
    await grantPoints(context.db, customer.userId, 50);
    for (const later of opened.slice(1)) {
      await later.next((event) => event.event === 'balance' && equalsBalance(event, 50));
    }
    expect(opened[0]?.events.some((event) => event.event === 'balance')).toBe(false);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two server instances on one PostgreSQL', () => {
  let second: { app: FastifyInstance; database: Database; url: string } | null = null;

  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it('delivers an event caused through one instance to a stream on the other', async () => {
    const database = await openDatabase({ databaseUrl: context.databaseUrl ?? '', poolSize: 2 });
    const app = await buildApp(testAppConfig({ dataEncryptionKey: context.dataEncryptionKey }), {
      db: database.db,
      listen: database.listen,
    });
    second = { app, database, url: await listenLocally(app) };

    const owner = await newCustomer(context, 100);
    const sender = await newCustomer(context);
    const bikeId = await registeredBike(context, owner);
    const onSecond = await openEventStream(second.url, owner.cookies);
    streams.push(onSecond);
    await onSecond.next((event) => event.event === 'ready');
    await sendMessage(sender, bikeId); // through the first instance
    const event = await onSecond.next(isNotification('message_received'));
    expect((event.data as Notification).bike?.id).toBe(bikeId);
    await grantPoints(context.db, owner.userId, 25);
    await onSecond.next((balance) => balance.event === 'balance' && equalsBalance(balance, 25));
  });
});

function equalsBalance(event: StreamEvent, points: number): boolean {
  return (event.data as { pointsBalance: number }).pointsBalance === points;
}
