import { acceptNecessaryCookies } from '../support/people.js';
import { expect, test } from '@playwright/test';

test('an unknown route answers 404 and shows the 404 page with a working link home', async ({ page }) => {
  // HTTP 404, not a soft 404: crawlers and link checkers see the page is missing.
  const response = await page.goto('/finns-inte/alls');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sidan hittades inte' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Din cykel. Ditt ägarskap. Bevisat.' }),
  ).toBeVisible();
});

for (const path of ['/my-bikes', '/store-dashboard', '/admin-dashboard', '/settings']) {
  test(`a visitor on the guarded route ${path} is sent to /auth with the origin remembered`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirect') === path,
    );
  });
}

test('public routes load directly as deep links', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
});

test('the page scrolls to the top on a route change', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await acceptNecessaryCookies(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Integritetspolicy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the API answers unknown paths with a coded 404, not the app', async ({ request }) => {
  const response = await request.get('/api/finns-inte');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND' } });
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
});
