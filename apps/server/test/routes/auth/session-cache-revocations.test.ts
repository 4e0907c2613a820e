import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../../src/app.js';
import type { Listen } from '../../../src/db/client.js';
import { sessions } from '../../../src/db/schema/auth.js';
import { mailbox } from '../../../src/db/schema/messaging.js';
import { SESSION_CHANGES_CHANNEL } from '../../../src/services/auth/session-cache.js';
import { revokeAllSessions } from '../../../src/services/auth/session-store.js';
import { accessOnly, myBikes, signedIn, type Cookies } from '../../auth-helpers.js';
import { emailOf, newCustomer } from '../../bike-helpers.js';
import { createTestContext, testAppConfig, type TestContext } from '../../helper.js';
import { createOtherStore, storeSignedIn } from '../../store-area-helpers.js';

/**
 * Decision 036: a request that ends someone else's sessions makes this instance forget that
 * person before it answers, whichever route it is, without waiting for the database's
 * announcement. The instance under test never hears the announcements of session changes (on
 * PGlite they would arrive with the query's own answer, on PostgreSQL a few milliseconds later),
 * so only the request itself can have made it forget.
 */
let context: TestContext;
/** A second instance on the same database, deaf to the announcements of session changes. */
let deaf: FastifyInstance;
let admin: Cookies;

const END_SESSIONS_URL = '/api/test/end-sessions';

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  const listen: Listen = (channel, handler, onReconnect, onLost) =>
    context.database.listen(
      channel,
      channel === SESSION_CHANGES_CHANNEL ? () => undefined : handler,
      onReconnect,
      onLost,
    );
  deaf = await buildApp(testAppConfig({ dataEncryptionKey: context.dataEncryptionKey }), {
    db: context.db,
    listen,
  });
  // Any route that ends someone's sessions, as one yet to be written would: nothing in it knows
  // about the session cache.
  deaf.post(END_SESSIONS_URL, async (request, reply) => {
    const { userId } = z.object({ userId: z.string() }).parse(request.body);
    await context.db.transaction((tx) => revokeAllSessions({ db: tx, userId, now: new Date() }));
    return reply.code(204).send(null);
  });
  await deaf.ready();
  admin = await signedIn(context.app, 'admin@ramkoll.se');
});

afterAll(async () => {
  await deaf.close();
  await context.close();
});

describe('a request that ends someone else’s sessions', () => {
  it('the instance under test is deaf: a revocation outside a request is not seen from memory', async () => {
    const customer = await newCustomer(context);
    expect(await myBikes(deaf, customer.cookies)).toBe(200);
    await context.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, customer.userId));
    // Without the announcement the cached session still answers: the tests below prove something.
    expect(await myBikes(deaf, customer.cookies)).toBe(200);
  });

  it('any route: the person’s next request through this instance is refused at once', async () => {
    const customer = await newCustomer(context);
    const bystander = await newCustomer(context);
    expect(await myBikes(deaf, customer.cookies)).toBe(200);
    expect(await myBikes(deaf, bystander.cookies)).toBe(200);
    const ended = await deaf.inject({
      method: 'POST',
      url: END_SESSIONS_URL,
      payload: { userId: customer.userId },
    });
    expect(ended.statusCode, ended.body).toBe(204);
    expect(await myBikes(deaf, customer.cookies)).toBe(401);
    // No one else is forgotten.
    expect(await myBikes(deaf, bystander.cookies)).toBe(200);
  });

  it('an admin suspending a store: the store’s next request is refused at once', async () => {
    const other = await createOtherStore(context);
    const session = await storeSignedIn(context, other.email, other.code);
    const storeMe = async () =>
      (await deaf.inject({ method: 'GET', url: '/api/store/me', cookies: accessOnly(session) })).statusCode;
    expect(await storeMe()).toBe(200);
    const suspended = await deaf.inject({
      method: 'POST',
      url: `/api/admin/partners/${other.storeId}/suspend`,
      payload: { reason: 'Obetalda fakturor' },
      cookies: accessOnly(admin),
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    // Refused as suspended (issue 51), not just signed out.
    expect(await storeMe()).toBe(403);
  });

  it('a password reset by e-mail link: the person’s next request is refused at once', async () => {
    const customer = await newCustomer(context);
    const email = await emailOf(context, customer);
    expect(await myBikes(deaf, customer.cookies)).toBe(200);
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
    });
    expect(asked.statusCode).toBe(202);
    await context.app.mail.flushOutbox();
    const [mail] = await context.db
      .select({ textBody: mailbox.textBody })
      .from(mailbox)
      .where(eq(mailbox.to, email))
      .orderBy(desc(mailbox.createdAt))
      .limit(1);
    const token = /reset=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1];
    expect(token).toBeDefined();
    const confirmed = await deaf.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'nytt-lösen-9' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect(await myBikes(deaf, customer.cookies)).toBe(401);
  });
});
