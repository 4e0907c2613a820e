import { expect, test } from '@playwright/test';
import {
  acceptNecessaryCookies,
  personalNumber,
  uniqueEmail,
  uniqueIpAddress,
  uniquePhone,
} from '../support/people.js';
import { registerThroughSimulatedEid } from '../support/bankid.js';

test('a new customer registers with BankID and lands on /my-bikes signed in', async ({ page }) => {
  const email = uniqueEmail('ny');
  await page.goto('/register');
  await acceptNecessaryCookies(page);
  await page.getByRole('button', { name: 'Registrera med BankID' }).click();

  const dialog = page.getByRole('dialog', { name: 'Registrera med BankID' });
  await dialog.getByLabel('För- och efternamn').fill('Nora Nyström');
  await dialog.getByLabel('E-postadress', { exact: true }).fill(email);
  await dialog.getByLabel('Upprepa e-postadress').fill(email);
  await dialog.getByLabel('Mobilnummer').fill(uniquePhone());
  await dialog.getByLabel('Personnummer').fill(personalNumber('19850612').replace('-', ''));
  await expect(dialog.getByLabel('Personnummer')).toHaveValue(/^19850612-\d{4}$/);
  await dialog.getByRole('button', { name: 'Fortsätt med BankID' }).click();

  await expect(page.getByText('Verifierar med BankID…')).toBeVisible();
  await expect(page.getByText('Välkommen!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/my-bikes$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Mina cyklar' })).toBeVisible();

  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ user: { email, role: 'customer', fullName: 'Nora Nyström' } });
});

test('mismatched e-mails are refused before BankID starts', async ({ page }) => {
  await page.goto('/register');
  await acceptNecessaryCookies(page);
  await page.getByRole('button', { name: 'Registrera med BankID' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrera med BankID' });
  await dialog.getByLabel('För- och efternamn').fill('Nora Nyström');
  await dialog.getByLabel('E-postadress', { exact: true }).fill('nora@example.se');
  await dialog.getByLabel('Upprepa e-postadress').fill('nora@exempel.se');
  await dialog.getByLabel('Mobilnummer').fill(uniquePhone());
  await dialog.getByLabel('Personnummer').fill(personalNumber('19850612'));
  await dialog.getByRole('button', { name: 'Fortsätt med BankID' }).click();
  await expect(dialog.getByText('E-postadresser matchar inte')).toBeVisible();
  await expect(page.getByText('Verifierar med BankID…')).toHaveCount(0);
});

test('an under-18 gets the notice with reasons and alternatives, and no account', async ({ page }) => {
  const email = uniqueEmail('ung');
  await page.goto('/register');
  await acceptNecessaryCookies(page);
  await page.getByRole('button', { name: 'Registrera med BankID' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrera med BankID' });
  await dialog.getByLabel('För- och efternamn').fill('Ung Person');
  await dialog.getByLabel('E-postadress', { exact: true }).fill(email);
  await dialog.getByLabel('Upprepa e-postadress').fill(email);
  await dialog.getByLabel('Mobilnummer').fill(uniquePhone());
  await dialog.getByLabel('Personnummer').fill(personalNumber('20100315'));
  await dialog.getByRole('button', { name: 'Fortsätt med BankID' }).click();

  const notice = page.getByRole('dialog', { name: 'Du behöver vara 18 år' });
  await expect(notice).toBeVisible();
  await expect(
    notice.getByText('Du måste vara minst 18 år för att skapa konto. Du är 16 år gammal.'),
  ).toBeVisible();
  await expect(notice.getByText(/GDPR/)).toBeVisible();
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ user: null });
});

test('a personnummer that already has an account is told only after the BankID step', async ({
  page,
  request,
}) => {
  const number = personalNumber('19830907');
  const first = uniqueEmail('forst');
  const existing = await registerThroughSimulatedEid(request, {
    fullName: 'Fia Först',
    email: first,
    personalNumber: number,
  });
  expect(existing.status()).toBe(201);

  const email = uniqueEmail('andra');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIpAddress() });
  await page.goto('/register');
  await acceptNecessaryCookies(page);
  await page.getByRole('button', { name: 'Registrera med BankID' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrera med BankID' });
  await dialog.getByLabel('För- och efternamn').fill('Sam Samma');
  await dialog.getByLabel('E-postadress', { exact: true }).fill(email);
  await dialog.getByLabel('Upprepa e-postadress').fill(email);
  await dialog.getByLabel('Mobilnummer').fill(uniquePhone());
  await dialog.getByLabel('Personnummer').fill(number);
  await dialog.getByRole('button', { name: 'Fortsätt med BankID' }).click();

  await expect(page.getByText('Verifierar med BankID…')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Personnummer används redan' })).toBeVisible({
    timeout: 15_000,
  });
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ user: null });
});
