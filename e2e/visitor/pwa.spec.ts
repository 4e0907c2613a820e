import { expect, test } from '@playwright/test';

// Home-screen icons: 192 and 512 pixels, and one with room to be masked into a circle (Android).
const icons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

test('the app links a Swedish web app manifest with installable icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(await response.json()).toMatchObject({
    name: 'Ramkoll',
    short_name: 'Ramkoll',
    description: 'Registrera din cykel, bevisa ägarskapet och få tillbaka den om den blir stulen.',
    lang: 'sv',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0e4d64',
    background_color: '#f6f8f9',
    icons,
  });
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker takes over and serves the app shell, never the API', async ({ page }) => {
  await page.goto('/');
  // A visitor's page runs the app, and with it the service worker's registration, at the first
  // touch (decision 083).
  await page.mouse.move(1, 1);
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/sw\.js$/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A deep link now loads from the precached index.html, while the session check goes to the server.
  const session = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  const navigation = await page.goto('/privacy');
  expect(navigation?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
  const api = await session;
  expect(api.fromServiceWorker()).toBe(false);
  expect(api.headers()['cache-control']).toBe('no-store');

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const entry of await cache.keys()) urls.push(new URL(entry.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/receipt-template.html');
  expect(cached.filter((path) => path.startsWith('/api') || path.startsWith('/dev'))).toEqual([]);

  // A path that is no page is left to the server, so it stays a 404 under the worker too.
  const missing = await page.goto('/finns-inte');
  expect(missing?.fromServiceWorker()).toBe(false);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sidan hittades inte' })).toBeVisible();
});
