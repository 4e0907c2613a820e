import { expect, test } from '@playwright/test';
import { newBankIdCustomer } from '../support/bankid.js';

/*
 * A new customer (so no demo account's language changes for the other specs) chooses English in
 * /settings. The choice is saved to the account: with this device's own memory of the language
 * wiped, a reload still comes up in English, as it would on a new device after signing in.
 */
test('a language chosen in settings persists on the account', async ({ page }) => {
  test.setTimeout(60_000);
  await newBankIdCustomer(page, 'Sara Språk');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();

  const language = page.getByRole('region', { name: 'Språk' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/language') && response.request().method() === 'PUT',
  );
  await language.getByRole('button', { name: 'English' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Language' }).getByRole('button', { name: 'English' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.evaluate(() => localStorage.removeItem('ramkoll.lang'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Top menu' })).toBeVisible();

  // And back to Swedish, saved the same way.
  await page.getByRole('region', { name: 'Language' }).getByRole('button', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('ramkoll.lang'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
});
