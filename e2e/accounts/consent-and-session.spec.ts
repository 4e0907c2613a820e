import { expect, test } from '@playwright/test';
import { scriptsRequested } from '../support/scripts.js';
import { signIn } from '../support/people.js';
import { shortSessionURL } from '../support/servers.js';

test('the cookie banner choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page
    .getByRole('region', { name: 'Vi använder cookies' })
    .or(page.getByText('Vi använder cookies'));
  await expect(banner.first()).toBeVisible();
  // The banner says what the app really sets, as /privacy does: necessary cookies and storage only.
  await expect(page.getByText('Vi sätter inga cookies för statistik eller marknadsföring.')).toBeVisible();
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(page.getByText('Vi använder cookies')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Vi använder cookies')).toHaveCount(0);
});

test('the customise dialog saves a choice per category', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/');
  const customise = page.getByRole('button', { name: 'Anpassa' });
  // The app runs at the visitor's first touch (decision 083); the banner then works without the
  // dialog's code: that loads when the pointer or focus reaches 'Anpassa'.
  await page.mouse.move(1, 1);
  // The visitor's home is a chunk of its own, which a customer's home never loads (search.spec.ts).
  await expect.poll(() => scripts.some((url) => url.includes('/visitor-home-'))).toBe(true);
  await expect(customise).not.toHaveAttribute('inert');
  expect(scripts.filter((url) => url.includes('cookie-settings-dialog'))).toEqual([]);
  await customise.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-inställningar' });
  await expect(dialog.getByText('Alltid på')).toBeVisible();
  expect(scripts.some((url) => url.includes('/cookie-settings-dialog-'))).toBe(true);
  await dialog.getByRole('switch', { name: /Statistik/ }).click();
  await dialog.getByRole('button', { name: 'Spara val' }).click();
  await expect(page.getByText('Vi använder cookies')).toHaveCount(0);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('cookie-consent') || key.startsWith('ramkoll.cookie-consent'))
      .map((key) => localStorage.getItem(key))
      .join(''),
  );
  expect(stored).toContain('"analytics":true');
  expect(stored).toContain('"marketing":false');
});

test('signing out clears the session and all storage but the cookie choice', async ({ page }) => {
  await signIn(page, 'anna@ramkoll.se');
  await expect(page).toHaveURL(/\/my-bikes$/);
  // Only cookies the privacy page lists, nothing for statistics or marketing: the two sign-in
  // cookies (httpOnly) and the page cookie saying a cookie choice is stored (decision 063).
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
    'ramkoll_access',
    'ramkoll_consent',
    'ramkoll_refresh',
  ]);
  expect(
    cookies.filter((cookie) => cookie.name !== 'ramkoll_consent').every((cookie) => cookie.httpOnly),
  ).toBe(true);
  expect(cookies.find((cookie) => cookie.name === 'ramkoll_consent')?.value).toBe('1');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: null });
  // Spec section 4: only the cookie-consent entries stay (not the language, not the device log).
  const kept = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(
    kept.filter((key) => !key.startsWith('cookie-consent') && !key.startsWith('ramkoll.cookie-consent')),
  ).toEqual([]);
  // The sign-in cookies and the language's are gone; the cookie choice stays, as its storage does.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(['ramkoll_consent']);
  await page.reload();
  await expect(page.getByText('Vi använder cookies')).toHaveCount(0);
});

test.describe('inactivity', () => {
  test.use({ baseURL: shortSessionURL });
  test.setTimeout(120_000);

  test('the warning with a countdown appears when the timeout is shortened, and log out ends the session', async ({
    page,
  }) => {
    await signIn(page, 'erik@ramkoll.se');
    await expect(page).toHaveURL(/\/my-bikes$/);
    const warning = page
      .getByRole('alertdialog', { name: 'Är du kvar?' })
      .or(page.getByRole('dialog', { name: 'Är du kvar?' }));
    await expect(warning).toBeVisible({ timeout: 45_000 });
    await expect(warning.getByText(/loggas du ut om/)).toBeVisible();
    // The safe choice has the focus, so Enter keeps the session.
    await expect(warning.getByRole('button', { name: 'Fortsätt vara inloggad' })).toBeFocused();
    await warning.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: null });
  });
});
