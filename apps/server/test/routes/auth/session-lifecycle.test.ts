import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { sessions } from '../../../src/db/schema/auth.js';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../../src/plugins/auth.js';
import { REFRESH_RACE_GRACE_MS } from '../../../src/services/auth/session-store.js';
import {
  accessOnly,
  cookiesFrom,
  createTestClock,
  errorOf,
  refreshOnly,
  signedIn,
  type Cookies,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
const clock = createTestClock();
const MINUTE = 60_000;

beforeAll(async () => {
  context = await createTestContext({ seed: true, deps: { clock }, config: { sessionAbsoluteHours: 1 } });
});

afterAll(() => context.close());

function session(cookies: Cookies) {
  return context.app.inject({ method: 'GET', url: '/api/auth/session', cookies: accessOnly(cookies) });
}

function refresh(cookies: Cookies) {
  return context.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: refreshOnly(cookies) });
}

describe('refresh, expiry and sign-out', () => {
  it('rotates the refresh token; the old one is marked rotated', async () => {
    const cookies = await signedIn(context.app, 'anna@ramkoll.se');
    clock.advance(MINUTE);
    const response = await refresh(cookies);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSessionResponse.parse(response.json());
    expect(body.user?.email).toBe('anna@ramkoll.se');
    const next = cookiesFrom(response);
    expect(next[REFRESH_TOKEN_COOKIE]).toBeTruthy();
    expect(next[REFRESH_TOKEN_COOKIE]).not.toBe(cookies[REFRESH_TOKEN_COOKIE]);
    expect((await session(next)).json()).toMatchObject({ user: { email: 'anna@ramkoll.se' } });
    const rows = await context.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, body.user?.id ?? ''));
    expect(rows.some((row) => row.rotatedAt !== null)).toBe(true);
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const first = await signedIn(context.app, 'erik@ramkoll.se');
    const second = cookiesFrom(await refresh(first));
    const third = cookiesFrom(await refresh(second));

    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay)).toEqual({ code: 'SESSION_REVOKED' });
    // The clearing cookies are sent back.
    expect(cookiesFrom(replay)[ACCESS_TOKEN_COOKIE]).toBe('');

    // The legitimate latest token and its access token are dead too.
    expect(errorOf(await refresh(third))).toEqual({ code: 'SESSION_REVOKED' });
    expect((await session(third)).json()).toMatchObject({ user: null });
  });

  it('lets two tabs refresh with the same token at once, but not a replay after the grace window', async () => {
    const first = await signedIn(context.app, 'anna@ramkoll.se');
    clock.advance(MINUTE);
    const [a, b] = await Promise.all([refresh(first), refresh(first)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const winner = [a, b].find((response) => cookiesFrom(response)[REFRESH_TOKEN_COOKIE]);
    expect(winner).toBeDefined();
    const loser = [a, b].find((response) => response !== winner);
    // The loser keeps the winner's refresh cookie and gets a working access token.
    expect(cookiesFrom(loser!)[REFRESH_TOKEN_COOKIE]).toBeUndefined();
    expect((await session(cookiesFrom(loser!))).json()).toMatchObject({ user: { email: 'anna@ramkoll.se' } });
    const latest = cookiesFrom(winner!);

    clock.advance(REFRESH_RACE_GRACE_MS + 1_000);
    const replay = await refresh(first);
    expect(errorOf(replay)).toEqual({ code: 'SESSION_REVOKED' });
    expect(errorOf(await refresh(latest))).toEqual({ code: 'SESSION_REVOKED' });
  });

  it('answers UNAUTHENTICATED without a refresh cookie or with an unknown one', async () => {
    const none = await context.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).code).toBe('UNAUTHENTICATED');
    const unknown = await refresh({ [REFRESH_TOKEN_COOKIE]: 'made-up' });
    expect(errorOf(unknown).code).toBe('UNAUTHENTICATED');
  });

  it('signs out globally: another device loses its access and its refresh token', async () => {
    const phone = await signedIn(context.app, 'anna@ramkoll.se');
    const laptop = await signedIn(context.app, 'anna@ramkoll.se');
    expect((await session(laptop)).json()).toMatchObject({ user: { email: 'anna@ramkoll.se' } });

    const out = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: accessOnly(phone),
    });
    expect(out.statusCode).toBe(204);
    expect(cookiesFrom(out)).toMatchObject({ [ACCESS_TOKEN_COOKIE]: '', [REFRESH_TOKEN_COOKIE]: '' });

    expect((await session(laptop)).json()).toMatchObject({ user: null });
    expect(errorOf(await refresh(laptop))).toEqual({ code: 'SESSION_REVOKED' });
    expect(errorOf(await refresh(phone))).toEqual({ code: 'SESSION_REVOKED' });
    const [audit] = await context.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_out'));
    expect(audit?.details).toEqual({ scope: 'global' });
  });

  it('sign-out without any session still answers 204', async () => {
    const out = await context.app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(out.statusCode).toBe(204);
  });

  it('expires the access token after 15 minutes', async () => {
    const cookies = await signedIn(context.app, 'erik@ramkoll.se');
    clock.advance(14 * MINUTE);
    expect((await session(cookies)).json()).toMatchObject({ user: { email: 'erik@ramkoll.se' } });
    clock.advance(2 * MINUTE);
    expect((await session(cookies)).json()).toMatchObject({ user: null });
    // Still within the idle limit: the refresh token brings it back.
    expect((await refresh(cookies)).statusCode).toBe(200);
  });

  it('kills a refresh token left unused longer than the idle limit (SESSION_EXPIRED)', async () => {
    const cookies = await signedIn(context.app, 'erik@ramkoll.se');
    clock.advance(21 * MINUTE);
    const response = await refresh(cookies);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'SESSION_EXPIRED' });
  });

  it('ends even an active session at the absolute limit', async () => {
    let cookies = await signedIn(context.app, 'erik@ramkoll.se');
    // Refresh every 10 minutes: never idle, but the absolute limit (1 h in this file) still holds.
    for (let index = 0; index < 5; index++) {
      clock.advance(10 * MINUTE);
      const response = await refresh(cookies);
      expect(response.statusCode, response.body).toBe(200);
      cookies = cookiesFrom(response);
    }
    clock.advance(10 * MINUTE);
    const response = await refresh(cookies);
    expect(errorOf(response)).toEqual({ code: 'SESSION_EXPIRED' });
    expect((await session(cookies)).json()).toMatchObject({ user: null });
  });
});
