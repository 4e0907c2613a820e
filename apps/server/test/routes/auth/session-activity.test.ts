import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema/auth.js';
import {
  accessOnly,
  cookiesFrom,
  createTestClock,
  errorOf,
  refreshOnly,
  sessionUserOf,
  signedIn,
  type Cookies,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

/*
 * Decision 021: the idle limit counts from the last use, not from the last token refresh. Every
 * authenticated request is activity, written at most once a minute. The clock is moved by hand.
 */

const MINUTE = 60_000;
const SECOND = 1000;

describe('the 20-minute idle limit counts from the last request', () => {
  let context: TestContext;
  const clock = createTestClock();

  beforeAll(async () => {
    context = await createTestContext({ seed: true, deps: { clock } });
  });

  afterAll(() => context.close());

  function bikes(cookies: Cookies) {
    return context.app.inject({ method: 'GET', url: '/api/me/bikes', cookies: accessOnly(cookies) });
  }

  function refresh(cookies: Cookies) {
    return context.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: refreshOnly(cookies) });
  }

  async function lastUsedAt(cookies: Cookies): Promise<number | undefined> {
    const userId = (await sessionUserOf(context.app, cookies)).id;
    const [row] = await context.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row?.lastUsedAt?.getTime();
  }

  it('keeps a session whose last request was at minute 10: the browser refreshes at minute 15 and 25', async () => {
    const cookies = await signedIn(context.app, 'anna@ramkoll.se');
    clock.advance(10 * MINUTE);
    expect((await bikes(cookies)).statusCode).toBe(200);

    // The access token ends at 15 minutes; the refresh then still finds an active session…
    clock.advance(5 * MINUTE);
    const first = await refresh(cookies);
    expect(first.statusCode, first.body).toBe(200);
    // …and so does one at minute 25, more than 20 minutes after sign-in and the first refresh's
    // predecessor: what counts is the last use.
    clock.advance(10 * MINUTE);
    const second = await refresh(cookiesFrom(first));
    expect(second.statusCode, second.body).toBe(200);
    expect((await bikes(cookiesFrom(second))).statusCode).toBe(200);
  });

  it('refuses the refresh after 20 minutes without any request (SESSION_EXPIRED)', async () => {
    const cookies = await signedIn(context.app, 'erik@ramkoll.se');
    clock.advance(10 * MINUTE);
    expect((await bikes(cookies)).statusCode).toBe(200);
    clock.advance(20 * MINUTE);
    const response = await refresh(cookies);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'SESSION_EXPIRED' });
  });

  it('writes the activity at most once a minute', async () => {
    const cookies = await signedIn(context.app, 'anna@ramkoll.se');
    const signedInAt = clock.now().getTime();
    expect(await lastUsedAt(cookies)).toBe(signedInAt);
    // sessionUserOf (GET /session) is a request too: these all fall within the first minute.
    for (const step of [10, 20, 29]) {
      clock.advance(step * SECOND);
      expect((await bikes(cookies)).statusCode).toBe(200);
      expect(await lastUsedAt(cookies)).toBe(signedInAt);
    }
    clock.advance(2 * SECOND);
    const oneMinuteOn = clock.now().getTime();
    await Promise.all([bikes(cookies), bikes(cookies), bikes(cookies)]);
    expect(await lastUsedAt(cookies)).toBe(oneMinuteOn);
    clock.advance(30 * SECOND);
    expect((await bikes(cookies)).statusCode).toBe(200);
    expect(await lastUsedAt(cookies)).toBe(oneMinuteOn);
  });

  it('tells the browser how long the session has left, counted from the last recorded activity', async () => {
    const cookies = await signedIn(context.app, 'erik@ramkoll.se');
    const read = async () =>
      ZSessionResponse.parse(
        (
          await context.app.inject({
            method: 'GET',
            url: '/api/auth/session',
            cookies: accessOnly(cookies),
          })
        ).json(),
      ).idleExpiresInSeconds;
    expect(await read()).toBe(20 * 60);
    clock.advance(30 * SECOND);
    expect(await read()).toBe(20 * 60 - 30);
    clock.advance(5 * MINUTE);
    expect(await read()).toBe(20 * 60);
  });
});

describe('an idle limit shorter than the access token', () => {
  let context: TestContext;
  const clock = createTestClock();

  beforeAll(async () => {
    context = await createTestContext({
      seed: true,
      deps: { clock },
      config: { sessionIdleMinutes: 10, sessionWarningMinutes: 2 },
    });
  });

  afterAll(() => context.close());

  function bikes(cookies: Cookies) {
    return context.app.inject({ method: 'GET', url: '/api/me/bikes', cookies: accessOnly(cookies) });
  }

  it('ends the session at once when idle, although its access token has not expired', async () => {
    const cookies = await signedIn(context.app, 'anna@ramkoll.se');
    clock.advance(10 * MINUTE);
    const response = await bikes(cookies);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('keeps it while requests come: activity at minute 9 carries the same token to minute 14', async () => {
    const cookies = await signedIn(context.app, 'erik@ramkoll.se');
    clock.advance(9 * MINUTE);
    expect((await bikes(cookies)).statusCode).toBe(200);
    clock.advance(5 * MINUTE);
    expect((await bikes(cookies)).statusCode).toBe(200);
    clock.advance(10 * MINUTE);
    expect((await bikes(cookies)).statusCode).toBe(401);
  });
});
