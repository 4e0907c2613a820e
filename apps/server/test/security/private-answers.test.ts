import { randomUUID } from 'node:crypto';
import { roles, type Role } from '@ramkoll/shared/roles';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/app.js';
import { PRIVATE_NO_STORE } from '../../src/plugins/private-answers.js';
import { accessOnly, signedIn, type Cookies } from '../auth-helpers.js';
import { newCustomer, registeredBike, type TestCustomer } from '../bike-helpers.js';
import { listenLocally, openEventStream } from '../event-stream-client.js';
import { createTestContext, type TestContext } from '../helper.js';
import { storeSignedIn } from '../store-area-helpers.js';

/**
 * Issue 50, item 2: private answers went out without Cache-Control (every admin GET, the admin's
 * bike detail with the owner's personnummer, /api/store/me), so a proxy or the browser's disk could
 * keep them. The rule is one hook (plugins/private-answers.ts, decision 093): this file walks the
 * whole route table as every identity, allowed or not, and as nobody, and reads every answer's
 * Cache-Control.
 */

/** Public answers that may be kept, with the Cache-Control each declares: the same for everyone. */
const publicCacheable = new Map([
  ['GET /api/partners', 'public, max-age=300'],
  ['GET /api/points/packages', 'public, max-age=300'],
  // Swagger UI's own files (@fastify/swagger-ui), when API_DOCS serves them.
  ['GET /api/docs/static/*', 'public, max-age=0'],
]);

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

let context: TestContext;
let routes: RouteTableEntry[];
let owner: TestCustomer;
let bikeId: string;
let signedInAs: Record<Role, Cookies>;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  // Fastify's HEAD twins run the same handler and hooks as their GET.
  routes = context.app.routeTable.filter(({ method }) => method !== 'HEAD');
  owner = await newCustomer(context, 1_000);
  bikeId = await registeredBike(context, owner);
  const [store, admin] = await Promise.all([
    storeSignedIn(context),
    signedIn(context.app, 'admin@ramkoll.se'),
  ]);
  signedInAs = { customer: owner.cookies, store, admin };
});

afterAll(() => context.close());

const nameOf = ({ method, url }: RouteTableEntry) => `${method} ${url}`;

/** Real objects where a path names one, so these answers are the private ones themselves. */
const realParams: Record<string, () => string> = {
  'GET /api/admin/bikes/:id': () => bikeId,
  'GET /api/bikes/:id/history': () => bikeId,
};

/** Asks a route as `cookies` would (anonymous without): `{}` as body, a random uuid for an unknown param. */
function ask(route: RouteTableEntry, cookies: Cookies | null): Promise<LightMyRequestResponse> {
  const param = realParams[nameOf(route)] ?? randomUUID;
  return context.app.inject({
    method: route.method,
    url: route.url.replace(/:\w+/g, () => param()).replace('*', 'index.css'),
    ...(bodyMethods.has(route.method) ? { payload: {} } : {}),
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

function allowed(route: RouteTableEntry): readonly Role[] {
  if (route.access === 'signed-in') return roles;
  return Array.isArray(route.access) ? route.access : [];
}

/** Routes behind an area's guard; the event stream has its own test, inject waits for its end. */
function signedInRoutes(): RouteTableEntry[] {
  return routes.filter(
    (route) => route.access !== undefined && route.access !== 'public' && nameOf(route) !== 'GET /api/events',
  );
}

describe('answers of signed-in routes', () => {
  it('are private, no-store to every role a route lets in, whatever the outcome', async () => {
    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of signedInRoutes()) {
      for (const role of allowed(route)) {
        const response = await ask(route, signedInAs[role]);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        // An identity the route refused would prove nothing about the answers it gives.
        if (response.statusCode === 401 || response.statusCode === 403) {
          wrong.push(`${nameOf(route)} as ${role}: ${response.statusCode} ${response.body}`);
        }
        const cacheControl = response.headers['cache-control'];
        if (cacheControl !== PRIVATE_NO_STORE) {
          wrong.push(
            `${nameOf(route)} as ${role}: ${response.statusCode} Cache-Control ${String(cacheControl)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    const asked = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    expect(asked).toBeGreaterThan(150);
    // Successes and refusals both: the rule holds for either.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  });

  it('are private, no-store when refused to a caller without a session or outside the roles', async () => {
    const wrong: string[] = [];
    for (const route of [...signedInRoutes(), ...routes.filter((r) => nameOf(r) === 'GET /api/events')]) {
      const refused = roles.filter((role) => !allowed(route).includes(role));
      for (const [who, cookies] of [
        ['nobody', null],
        ...refused.map((role) => [role, signedInAs[role]] as const),
      ] as const) {
        const response = await ask(route, cookies);
        if (response.headers['cache-control'] !== PRIVATE_NO_STORE) {
          wrong.push(
            `${nameOf(route)} as ${who}: ${response.statusCode} ${String(response.headers['cache-control'])}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("include the admin's bike detail with the owner's personnummer, and the store's profile", async () => {
    const detail = await context.app.inject({
      method: 'GET',
      url: `/api/admin/bikes/${bikeId}`,
      cookies: accessOnly(signedInAs.admin),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain(owner.personalNumber);
    expect(detail.headers['cache-control']).toBe(PRIVATE_NO_STORE);

    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/store/me',
      cookies: accessOnly(signedInAs.store),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('include the event stream, which writes its headers itself', async () => {
    const baseUrl = await listenLocally(context.app);
    const stream = await openEventStream(baseUrl, signedInAs.customer);
    try {
      expect(stream.status).toBe(200);
      expect(stream.cacheControl).toBe(PRIVATE_NO_STORE);
    } finally {
      stream.close();
    }
  });
});

describe('answers of public routes to a signed-in caller', () => {
  it('are never stored unless the route declares them the same for everyone', async () => {
    // A session of its own: signing out, last, ends it.
    const cookies = await signedIn(context.app, 'anna@ramkoll.se');
    const publicRoutes = routes
      .filter((route) => route.access === undefined || route.access === 'public')
      .sort(
        (a, b) =>
          Number(nameOf(a) === 'POST /api/auth/sign-out') - Number(nameOf(b) === 'POST /api/auth/sign-out'),
      );
    expect(publicRoutes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of publicRoutes) {
      const response = await ask(route, cookies);
      const cacheControl = String(response.headers['cache-control']);
      const declared = publicCacheable.get(nameOf(route));
      const ok = declared ? cacheControl === declared : /\bno-store\b/.test(cacheControl);
      if (!ok) wrong.push(`${nameOf(route)}: ${response.statusCode} Cache-Control ${cacheControl}`);
    }
    expect(wrong).toEqual([]);
  });
});
