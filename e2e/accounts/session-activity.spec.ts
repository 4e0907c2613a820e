import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoPassword, shortSessionURL } from '../support/servers.js';

// Decision 021 on the server with a one-minute inactivity limit: any signed-in request is
// activity, so the session lives on past a minute from sign-in while requests come, and ends a
// minute after the last one. Requests only, no page: the browser's own timer has its unit tests.
// Two sessions of the same customer side by side, so the two minutes of waiting take one.
test.use({ baseURL: shortSessionURL });
test.setTimeout(150_000);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedIn(request: APIRequestContext, email: string): Promise<() => Promise<number>> {
  const signIn = await request.post('/api/auth/sign-in', { data: { email, password: demoPassword } });
  expect(signIn.status()).toBe(200);
  return async () => (await request.get('/api/me/bikes')).status();
}

test('a session lives while requests come and ends one idle minute after the last', async ({
  playwright,
}) => {
  const [busy, idle] = await Promise.all([
    playwright.request.newContext({ baseURL: shortSessionURL }),
    playwright.request.newContext({ baseURL: shortSessionURL }),
  ]);
  try {
    const busyBikes = await signedIn(busy, 'anna@ramkoll.se');
    const idleBikes = await signedIn(idle, 'anna@ramkoll.se');

    await Promise.all([
      (async () => {
        await wait(30_000);
        expect(await busyBikes()).toBe(200);
        // 65 s after sign-in, 35 s after the last request: the same access token still works.
        await wait(35_000);
        expect(await busyBikes()).toBe(200);
      })(),
      (async () => {
        // A request a few seconds in (activity is written at most once every 3 s on a one-minute
        // limit), then a minute and a second without one.
        await wait(4_000);
        expect(await idleBikes()).toBe(200);
        await wait(61_000);
        expect(await idleBikes()).toBe(401);
        const refresh = await idle.post('/api/auth/refresh');
        expect(refresh.status()).toBe(401);
        expect(await refresh.json()).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
      })(),
    ]);
  } finally {
    await Promise.all([busy.dispose(), idle.dispose()]);
  }
});
