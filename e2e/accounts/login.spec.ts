import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from '../support/people.js';

test('a wrong password shows Felaktiga inloggningsuppgifter', async ({ page }) => {
  await signIn(page, 'erik@ramkoll.se', 'fel-losenord');
  await expect(page.getByText('Felaktiga inloggningsuppgifter').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  // Spec section 8: the auth error is a destructive toast, not one that looks like a success.
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toContainText('Felaktiga inloggningsuppgifter');
  await expect(toast).toHaveCSS('background-color', 'rgb(254, 242, 242)');
  await expect(toast).toHaveCSS('color', 'rgb(153, 27, 27)');
});

test('the password field has a show/hide toggle', async ({ page }) => {
  await page.goto('/auth');
  await acceptNecessaryCookies(page);
  const password = page.getByLabel('Lösenord', { exact: true });
  await password.fill('hemligt123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Visa lösenord' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('a customer lands on /my-bikes, and is sent back there from an admin page', async ({ page }) => {
  await signIn(page, 'anna@ramkoll.se');
  await expect(page).toHaveURL(/\/my-bikes$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/my-bikes$/);
  await page.goto('/store-dashboard');
  await expect(page).toHaveURL(/\/my-bikes$/);
  // Signed in, the login and register forms are not shown again.
  for (const path of ['/auth', '/register']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/my-bikes$/);
    await expect(page.getByLabel('Lösenord', { exact: true })).toHaveCount(0);
  }
});

test('an admin lands on /admin-dashboard and is confined to admin pages', async ({ page }) => {
  await signIn(page, 'admin@ramkoll.se');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // Spec section 6: customer pages, public pages, sticker links and unknown paths all lead back.
  for (const path of ['/my-bikes', '/privacy', '/q/DEMOSTULEN1', '/finns-inte']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin-dashboard$/);
  }
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
});

test('a store signs in with its staff code, lands on /store-dashboard and is kept to store pages', async ({
  page,
}) => {
  await page.goto('/store-login');
  await acceptNecessaryCookies(page);
  await page.getByLabel('E-postadress').fill('butik@ramkoll.se');
  await page.getByLabel('Lösenord', { exact: true }).fill('Ramkoll2026!');
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await page.getByLabel('Personalkod').fill('FEL12345');
  await page.getByRole('button', { name: 'Bekräfta personalkod' }).click();
  await expect(
    page
      .getByText(/personalkod/i)
      .filter({ hasNotText: 'Bekräfta' })
      .first(),
  ).toBeVisible();
  await page.getByLabel('Personalkod').fill('BUTIK2024');
  await page.getByRole('button', { name: 'Bekräfta personalkod' }).click();
  await expect(page).toHaveURL(/\/store-dashboard$/);
  await page.goto('/my-bikes');
  await expect(page).toHaveURL(/\/store-dashboard$/);
});

test('a visitor sent to /auth from a guarded page returns there after login', async ({ page }) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fmessages$/);
  await acceptNecessaryCookies(page);
  await page.getByLabel('E-postadress').fill('erik@ramkoll.se');
  await page.getByLabel('Lösenord', { exact: true }).fill('Ramkoll2026!');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/messages$/);
});
