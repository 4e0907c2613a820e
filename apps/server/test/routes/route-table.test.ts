import { randomUUID } from 'node:crypto';
import { roles } from '@ramkoll/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/app.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../auth-helpers.js';
import { createTestContext, type TestContext } from '../helper.js';

/** POST routes whose handlers read no JSON body (uploads read a multipart stream instead). */
/** Routes whose success is a redirect: an e-ID broker returns the browser there (decision 087). */
const redirects = new Set(['GET /api/auth/eid/callback']);

const postsWithoutBody = new Set([
  'POST /api/auth/refresh',
  'POST /api/auth/eid/orders/:id/cancel',
  'POST /api/auth/sign-out',
  'POST /api/me/uploads/:bucket',
  'POST /api/store/uploads/:bucket',
  'POST /api/me/bikes/:id/recovered',
  'POST /api/me/payments/:id/confirm',
  'POST /api/me/receipts/:id/accept',
  'POST /api/me/receipts/:id/decline',
  'POST /api/me/receipts/:id/cancel',
  'POST /api/me/recovery-reports/:id/confirm',
  'POST /api/me/recovery-reports/:id/dismiss',
  'POST /api/admin/id-verifications/:id/approve',
  'POST /api/admin/qr-print/orders/:id/printed',
  'POST /api/admin/qr-print/orders/:id/sent',
  'POST /api/admin/campaigns/:id/pause',
  'POST /api/admin/campaigns/:id/resume',
  'POST /api/admin/campaigns/:id/end',
]);

/** Public routes that answer 401 to a caller without cookies by design. */
const publicButAnswers401 = new Set([
  // No refresh cookie: there is no session to renew.
  'POST /api/auth/refresh',
]);

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

let context: TestContext;
let routes: RouteTableEntry[];
let signedInAs: Record<(typeof roles)[number], Cookies>;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  // Swagger UI's own pages and the HEAD twins Fastify adds to every GET are not ours to check.
  routes = context.app.routeTable.filter(
    ({ method, url }) => url.startsWith('/api/') && !url.startsWith('/api/docs') && method !== 'HEAD',
  );
  const [customer, store, admin] = await Promise.all([
    signedIn(context.app, 'anna@ramkoll.se'),
    signedIn(context.app, 'butik@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
  ]);
  signedInAs = { customer, store, admin };
});

afterAll(() => context.close());

const nameOf = ({ method, url }: RouteTableEntry) => `${method} ${url}`;

/** Asks a route as `cookies` would (anonymous without): a random uuid for each param, `{}` as body. */
function ask(route: RouteTableEntry, cookies?: Cookies) {
  return context.app.inject({
    method: route.method,
    url: route.url.replace(/:\w+/g, () => randomUUID()),
    ...(bodyMethods.has(route.method) ? { payload: {} } : {}),
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

describe('the route table', () => {
  it('holds every /api route', () => {
    // An empty or half-collected table must not pass the checks below.
    expect(routes.length).toBeGreaterThanOrEqual(70);
    expect(routes.map(nameOf)).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/me/bikes',
        'POST /api/admin/id-verifications/:id/reject',
      ]),
    );
  });

  it('gives every /api route a contract: its access, its success answer, its params and body', () => {
    const missing: string[] = [];
    for (const route of routes) {
      const { schema, access } = route;
      const name = nameOf(route);
      if (access === undefined) missing.push(`${name}: no access`);
      if (!schema) {
        missing.push(`${name}: no schema`);
        continue;
      }
      const succeeds = (status: number) =>
        (status >= 200 && status < 300) || (redirects.has(name) && status >= 300 && status < 400);
      if (!schema.responses.some(succeeds)) {
        missing.push(`${name}: no success response`);
      }
      if (access !== undefined && access !== 'public' && !schema.responses.includes(401)) {
        missing.push(`${name}: no 401 response`);
      }
      if (route.url.includes(':') && !schema.params) missing.push(`${name}: no params schema`);
      if (bodyMethods.has(route.method) && !schema.body && !postsWithoutBody.has(name)) {
        missing.push(`${name}: no body schema`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers 401 UNAUTHENTICATED to an anonymous caller on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await ask(route);
      const name = nameOf(route);
      if (route.access === 'public') {
        if (response.statusCode === 401 && !publicButAnswers401.has(name)) wrong.push(`${name}: 401`);
      } else if (response.statusCode !== 401 || errorOf(response).code !== 'UNAUTHENTICATED') {
        wrong.push(`${name}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 FORBIDDEN to a signed-in role outside the roles a route declares', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const { access } = route;
      if (!Array.isArray(access)) continue;
      for (const role of roles.filter((candidate) => !access.includes(candidate))) {
        checked += 1;
        const response = await ask(route, signedInAs[role]);
        if (response.statusCode !== 403 || errorOf(response).code !== 'FORBIDDEN') {
          wrong.push(`${nameOf(route)} as ${role}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
