import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { openDatabase, type Database } from '../../../src/db/client.js';
import { profiles } from '../../../src/db/schema/accounts.js';
import { sessions } from '../../../src/db/schema/auth.js';
import { accessOnly, myBikes, settlesTo } from '../../auth-helpers.js';
import { newCustomer } from '../../bike-helpers.js';
import { createTestContext, testAppConfig, testDatabaseKind, type TestContext } from '../../helper.js';

// Decision 036: the session check is answered from memory, and a change anywhere ends it at once.
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(() => context.close());

describe('the session check from memory', () => {
  it('keeps a signed-in session in memory after its first request', async () => {
    const customer = await newCustomer(context);
    expect(await myBikes(context.app, customer.cookies)).toBe(200);
    expect(await myBikes(context.app, customer.cookies)).toBe(200);
    expect(context.app.auth.sessionCache.size).toBeGreaterThan(0);
  });

  it('refuses the access token at once after signing out through this instance', async () => {
    const customer = await newCustomer(context);
    expect(await myBikes(context.app, customer.cookies)).toBe(200);
    const signOut = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: accessOnly(customer.cookies),
    });
    expect(signOut.statusCode).toBe(204);
    // No wait: the instance forgot the session before its answer to the sign-out left.
    expect(await myBikes(context.app, customer.cookies)).toBe(401);
  });

  it('ends a session revoked in the database by anyone (another instance, an admin tool)', async () => {
    const customer = await newCustomer(context);
    expect(await myBikes(context.app, customer.cookies)).toBe(200);
    await context.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, customer.userId));
    expect(await settlesTo(context.app, customer.cookies, 401)).toBe(401);
  });

  it('applies a role changed in the database to the next requests', async () => {
    const customer = await newCustomer(context);
    expect(await myBikes(context.app, customer.cookies)).toBe(200);
    await context.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, customer.userId));
    expect(await settlesTo(context.app, customer.cookies, 403)).toBe(403);
    await context.db.update(profiles).set({ role: 'customer' }).where(eq(profiles.userId, customer.userId));
    expect(await settlesTo(context.app, customer.cookies, 200)).toBe(200);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two server instances on one PostgreSQL', () => {
  let second: { app: FastifyInstance; database: Database } | null = null;

  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it('a sign-out through one instance ends the session on the other', async () => {
    const database = await openDatabase({ databaseUrl: context.databaseUrl ?? '', poolSize: 2 });
    const app = await buildApp(testAppConfig({ dataEncryptionKey: context.dataEncryptionKey }), {
      db: database.db,
      listen: database.listen,
    });
    second = { app, database };
    const customer = await newCustomer(context);
    expect(await myBikes(app, customer.cookies)).toBe(200);
    expect(app.auth.sessionCache.size).toBe(1);
    const signOut = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: accessOnly(customer.cookies),
    });
    expect(signOut.statusCode).toBe(204);
    expect(await settlesTo(app, customer.cookies, 401)).toBe(401);
  });
});
