import { expect, test } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { acceptNecessaryCookies } from '../support/people.js';

const benefits = {
  sv: [
    'Trygghet mot stöld',
    'En engångsavgift',
    'Verifiering med BankID',
    'QR-dekal ingår',
    'Ägarhistorik',
    'Vårt uppdrag',
  ],
  en: [
    'Protection against theft',
    'A one-time fee',
    'BankID verification',
    'QR sticker included',
    'Ownership history',
    'Our mission',
  ],
};

test('the visitor home is Swedish by default with both buttons and six benefit cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Din cykel. Ditt ägarskap. Bevisat.' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Logga in', exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Skapa konto', exact: true }).first(),
  ).toBeVisible();
  for (const title of benefits.sv) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});

test('switching to English translates the home and is remembered after a reload', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /English|EN/ })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your bike. Your ownership. Proven.' }),
  ).toBeVisible();
  for (const title of benefits.en) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your bike. Your ownership. Proven.' }),
  ).toBeVisible();
});

test('a visitor finds why Ramkoll, how it works, partner stores and points in the footer', async ({
  page,
}) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto('/');
  await acceptNecessaryCookies(page);
  const footer = page.getByRole('contentinfo');
  for (const [name, path, heading] of [
    ['Därför Ramkoll', '/why-bike-owners', 'Därför väljer cykelägare Ramkoll'],
    ['Så fungerar det', '/how-to-use', 'Så använder du Ramkoll'],
    ['Partnerbutiker', '/partners', 'Våra partners'],
    ['Poäng och dekaler', '/order', 'Köp poäng och QR-dekaler'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // No library advert in the console (i18next prints one unless told not to).
  expect(consoleLines.filter((line) => /i18next|locize/i.test(line))).toEqual([]);
});

test('the login and register buttons lead to their pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Skapa konto', exact: true }).first().click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the visitor home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
