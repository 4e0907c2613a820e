import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema/messaging.js';
import { callApi, emailOf, newCustomer, registeredBike, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { decodeQuotedPrintable, startSmtpServer } from '../../smtp-helpers.js';

/*
 * Spec section 7 (send-bike-message-email, failure only logged) over a real SMTP server: the
 * owner's mail leaves through the outbox; when the server is gone the message is still stored
 * and the mail waits for a retry.
 */
let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let owner: TestCustomer;
let sender: TestCustomer;
let bikeId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({ config: { smtpUrl: smtp.url, devMailbox: false } });
  owner = await newCustomer(context, 100);
  sender = await newCustomer(context);
  bikeId = await registeredBike(context, owner);
});

afterAll(async () => {
  await context.close();
  await smtp.close();
});

function send(text: string) {
  return callApi(context, sender.cookies, 'POST', `/api/bikes/${bikeId}/messages`, {
    messageType: 'stolen_report',
    text,
  });
}

describe('message e-mail over SMTP', () => {
  it("delivers the owner's mail with the message, never the sender's identity", async () => {
    const response = await send('Jag såg din cykel vid stationen i dag.');
    expect(response.statusCode, response.body).toBe(201);
    await context.app.mail.flushOutbox();

    const ownerEmail = await emailOf(context, owner);
    const body = smtp.received
      .filter((received) => received.to.includes(ownerEmail))
      .map((received) => decodeQuotedPrintable(received.raw))
      .find((text) => text.includes('Jag såg din cykel vid stationen i dag.'));
    expect(body).toBeDefined();
    expect(body).toContain('/messages');
    for (const secret of [await emailOf(context, sender), sender.personalNumber ?? '-']) {
      expect(body).not.toContain(secret);
    }
    const pending = await context.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, ownerEmail), isNull(outbox.sentAt)));
    expect(pending).toEqual([]);
  });

  it('still stores the message when the mail server is down; the mail waits with its error', async () => {
    await smtp.close();
    const before = smtp.received.length;
    const response = await send('Ring mig om cykeln, tack.');
    expect(response.statusCode, response.body).toBe(201);
    await context.app.mail.flushOutbox();
    expect(smtp.received).toHaveLength(before);
    const [waiting] = await context.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, await emailOf(context, owner)), isNull(outbox.sentAt)));
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.lastError).toBeTruthy();
  });
});
