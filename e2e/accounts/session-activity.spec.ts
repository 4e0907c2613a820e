import { expect, test } from '@playwright/test';
import { demoPassword, shortSessionURL } from '../support/servers.js';

// Decision 021 on the server with a one-minute inactivity limit: any signed-in request is
// activity, so the session lives on past a minute from sign-in while requests come, and ends a
// minute after the last one. Requests only, no page: the browser's own timer has its unit tests.
test.use({ baseURL: shortSessionURL });
test.setTimeout(180_000);

test('a session lives while requests come and ends one idle minute after the last', async ({ request }) => {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: 'anna@ramkoll.se', password: demoPassword },
  });
  expect(signIn.status()).toBe(200);

  const bikes = () => request.get('/api/me/bikes');
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  expect((await bikes()).status()).toBe(200);
  // 65 s after sign-in, 35 s after the last request: the same access token still works.
  await new Promise((resolve) => setTimeout(resolve, 35_000));
  expect((await bikes()).status()).toBe(200);

  await new Promise((resolve) => setTimeout(resolve, 61_000));
  const idle = await bikes();
  expect(idle.status()).toBe(401);
  const refresh = await request.post('/api/auth/refresh');
  expect(refresh.status()).toBe(401);
  expect(await refresh.json()).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
});
