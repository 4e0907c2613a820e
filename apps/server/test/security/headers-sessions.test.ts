import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { REFRESH_RACE_GRACE_MS } from '../../src/services/auth/session-store.js';
import {
  accessOnly,
  cookiesFrom,
  createTestClock,
  errorOf,
  myBikes,
  randomIp,
  refreshOnly,
  settlesTo,
  signIn,
  uniqueEmail,
} from '../auth-helpers.js';
import { createTestContext, testAppConfig, type TestContext } from '../helper.js';

/**
 * Headers and sessions across the whole app (issue "Reliability and security suites"): the same
 * database served by the test app on http://localhost and by a second instance whose public URL
 * is https, as production runs behind its proxy. Each rule is checked on both where it differs.
 */

/** Both instances read this clock, so a test can step past the refresh grace window. */
const clock = createTestClock();
let context: TestContext;
/** A second instance on the same database, its public URL https. */
let secure: FastifyInstance;
let secureDatabase: Database | null = null;

beforeAll(async () => {
  context = await createTestContext({ seed: true, deps: { clock } });
  // PostgreSQL: a second pool, as a second server would have; PGlite is one process, shared.
  secureDatabase = context.databaseUrl
    ? await openDatabase({ databaseUrl: context.databaseUrl, poolSize: 2 })
    : null;
  secure = await buildApp(
    testAppConfig({ publicUrl: 'https://ramkoll.se', dataEncryptionKey: context.dataEncryptionKey }),
    {
      db: secureDatabase?.db ?? context.db,
      listen: secureDatabase?.listen ?? context.database.listen,
      clock,
    },
  );
  await secure.ready();
});

afterAll(async () => {
  await secure.close();
  await secureDatabase?.close();
  await context.close();
});

/** A directive of a Content-Security-Policy header, as its list of sources. */
function directive(policy: string, name: string): string[] | null {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : null;
}

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : [header].flat();
}

const apps = () =>
  [
    ['http', context.app],
    ['https', secure],
  ] as const;

describe('headers', () => {
  it.each(['/api/health', '/api/auth/session', '/api/no-such-route'])(
    'sends a CSP on %s that runs no inline or evaluated script and cannot be framed',
    async (url) => {
      for (const [, app] of apps()) {
        const response = await app.inject({ method: 'GET', url });
        const policy = String(response.headers['content-security-policy'] ?? '');
        expect(directive(policy, 'script-src')).toEqual(["'self'"]);
        expect(directive(policy, 'script-src-attr')).toEqual(["'none'"]);
        expect(directive(policy, 'object-src')).toEqual(["'none'"]);
        expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
        expect(policy).not.toContain('unsafe-eval');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        // helmet's other headers, worked out once at start (plugins/security-headers.ts).
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
      }
    },
  );

  it('sends HSTS only when the public URL is https, and then upgrades insecure requests', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await secure.inject({ method: 'GET', url: '/api/health' });
    const hsts = String(overHttps.headers['strict-transport-security'] ?? '');
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
    expect(hsts).toContain('includeSubDomains');
    expect(
      directive(String(overHttps.headers['content-security-policy']), 'upgrade-insecure-requests'),
    ).toEqual([]);
  });
});

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax, Secure on https, and the refresh cookie travels to /api/auth only', async () => {
    for (const [scheme, app] of apps()) {
      const response = await signIn(app, scheme === 'https' ? 'erik@ramkoll.se' : 'anna@ramkoll.se');
      expect(response.statusCode, response.body).toBe(200);
      const cookies = setCookies(response);
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
        if (scheme === 'https') expect(cookie).toMatch(/; Secure/i);
        else expect(cookie).not.toMatch(/; Secure/i);
      }
      expect(cookies.find((cookie) => cookie.startsWith('ramkoll_refresh='))).toMatch(/; Path=\/api\/auth/);
    }
  });
});

describe('sessions across two instances', () => {
  async function newAccount(): Promise<{ email: string; password: string }> {
    const email = uniqueEmail('sessions');
    const password = 'hemligt-lösen-1';
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password, fullName: 'Sara Sessionsson' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { email, password };
  }

  it('a reused refresh token ends its whole session on both instances', async () => {
    const { email, password } = await newAccount();
    const first = cookiesFrom(await signIn(context.app, email, password));
    const rotated = await secure.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: refreshOnly(first),
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const current = cookiesFrom(rotated);
    expect(await myBikes(context.app, current)).toBe(200);
    // The old refresh token again after the grace for two tabs refreshing at once, as a thief who
    // copied it would send it.
    clock.advance(REFRESH_RACE_GRACE_MS + 1_000);
    const reused = await context.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: refreshOnly(first),
    });
    expect(reused.statusCode).toBe(401);
    expect(errorOf(reused).code).toBe('SESSION_REVOKED');
    expect(await settlesTo(context.app, current, 401)).toBe(401);
    expect(await settlesTo(secure, current, 401)).toBe(401);
  });

  it('signing out ends every session of the account, whichever instance served it', async () => {
    const { email, password } = await newAccount();
    const phone = cookiesFrom(await signIn(context.app, email, password));
    const laptop = cookiesFrom(await signIn(secure, email, password));
    expect(await myBikes(secure, phone)).toBe(200);
    expect(await myBikes(context.app, laptop)).toBe(200);
    const signOut = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: accessOnly(phone),
    });
    expect(signOut.statusCode).toBe(204);
    expect(await settlesTo(secure, laptop, 401)).toBe(401);
    expect(await settlesTo(context.app, laptop, 401)).toBe(401);
    const refreshed = await secure.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: refreshOnly(laptop),
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('counts sign-in attempts together: five from one address spread over both instances, the sixth from it refused on either', async () => {
    const { email, password } = await newAccount();
    const instances = [context.app, secure];
    const stranger = randomIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signIn(instances[attempt % 2] ?? secure, email, 'fel-lösenord-1', stranger);
      expect(response.statusCode, response.body).toBe(401);
    }
    for (const app of instances) {
      const refused = await signIn(app, email, password, stranger);
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).code).toBe('LOGIN_RATE_LIMITED');
    }
    // Decision 091: the stranger's failures do not lock the owner out from an address of their own.
    const owner = randomIp();
    for (const app of instances) expect((await signIn(app, email, password, owner)).statusCode).toBe(200);
  });
});
