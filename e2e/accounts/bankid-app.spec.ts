import { expect, test, type Page } from '@playwright/test';
import { bankIdControlURL, bankIdURL } from '../support/servers.js';
import {
  acceptNecessaryCookies,
  personalNumber,
  uniqueEmail,
  uniqueIpAddress,
  uniquePhone,
} from '../support/people.js';

/**
 * Registration and sign-in with BankID's own screens (decision 087) on the server whose e-ID is
 * BankID's RP API, answered by the local stand-in over mutual TLS (decision 088). The spec plays
 * the person's phone on the stand-in's control API: it scans the QR code the page shows, or opens
 * the app with the page's autostart link, and approves as the named person.
 */
test.use({ baseURL: bankIdURL });

async function phone(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${bankIdControlURL}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'approve', ...body }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function openRegistration(page: Page, email: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIpAddress() });
  await page.goto('/register');
  await acceptNecessaryCookies(page);
  await page.getByRole('button', { name: 'Registrera med BankID' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrera med BankID' });
  // The name and the personnummer come from BankID: the form does not ask for them.
  await expect(dialog.getByLabel('E-postadress', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Personnummer')).toHaveCount(0);
  await expect(dialog.getByLabel('För- och efternamn')).toHaveCount(0);
  await dialog.getByLabel('E-postadress', { exact: true }).fill(email);
  await dialog.getByLabel('Upprepa e-postadress').fill(email);
  await dialog.getByLabel('Mobilnummer').fill(uniquePhone());
  await dialog.getByRole('button', { name: 'Fortsätt med BankID' }).click();
  return dialog;
}

test('a new customer registers by scanning the animated QR code, and is signed in with the name BankID gave', async ({
  page,
}) => {
  const email = uniqueEmail('qr');
  const number = personalNumber('19880214');
  const dialog = await openRegistration(page, email);
  await dialog.getByRole('button', { name: /Mobilt BankID på annan enhet/ }).click();

  const qr = dialog.getByRole('img', { name: 'QR-kod för BankID. Läs av den med BankID-appen.' });
  await expect(qr).toHaveAttribute('data-qr', /^bankid\.[\w-]+\.\d+\.[0-9a-f]{64}$/);
  await expect(dialog.getByText('Starta BankID-appen.')).toBeVisible();
  // The code changes every second, as BankID's animated QR code does.
  const first = await qr.getAttribute('data-qr');
  await expect(qr).not.toHaveAttribute('data-qr', first ?? '', { timeout: 5_000 });

  await phone({
    qrData: await qr.getAttribute('data-qr'),
    personalNumber: number.replace('-', ''),
    name: 'Quinn Qvist',
    givenName: 'Quinn',
    surname: 'Qvist',
  });
  await expect(page.getByText('Välkommen!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/my-bikes$/, { timeout: 10_000 });
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ user: { email, fullName: 'Quinn Qvist', role: 'customer' } });
});

test('a registered customer signs in with BankID on this device, in English', async ({ page }) => {
  const email = uniqueEmail('same');
  const number = personalNumber('19790530').replace('-', '');
  // Registered first through the QR code.
  const dialog = await openRegistration(page, email);
  await dialog.getByRole('button', { name: /Mobilt BankID på annan enhet/ }).click();
  const qr = dialog.getByRole('img', { name: /QR-kod/ });
  await expect(qr).toHaveAttribute('data-qr', /^bankid\./);
  await phone({
    qrData: await qr.getAttribute('data-qr'),
    personalNumber: number,
    name: 'Sara Samma',
    givenName: 'Sara',
    surname: 'Samma',
  });
  await expect(page).toHaveURL(/\/my-bikes$/, { timeout: 20_000 });
  await page.request.post('/api/auth/sign-out');
  await page.context().clearCookies();

  await page.evaluate(() => localStorage.setItem('ramkoll.lang', 'en'));
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Log in with BankID' }).click();
  const signIn = page.getByRole('dialog', { name: 'Log in with BankID' });
  await signIn.getByRole('button', { name: /BankID on this device/ }).click();
  const open = signIn.getByRole('link', { name: 'Open BankID' });
  await expect(open).toHaveAttribute('href', /^bankid:\/\/\/\?autostarttoken=[\w-]+&redirect=null$/);
  const token = new URL((await open.getAttribute('href')) ?? '').searchParams.get('autostarttoken');
  await phone({
    autoStartToken: token,
    personalNumber: number,
    name: 'Sara Samma',
    givenName: 'Sara',
    surname: 'Samma',
  });
  await expect(page).toHaveURL(/\/my-bikes$/, { timeout: 20_000 });
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ user: { email, fullName: 'Sara Samma' } });
});

test('on a phone-sized screen the QR screen fits, and cancelling in the app shows BankID’s message and a retry', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openRegistration(page, uniqueEmail('avbryt'));
  await dialog.getByRole('button', { name: /Mobilt BankID på annan enhet/ }).click();
  const qr = dialog.getByRole('img', { name: /QR-kod/ });
  await expect(qr).toHaveAttribute('data-qr', /^bankid\./);
  const box = await qr.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await phone({
    qrData: await qr.getAttribute('data-qr'),
    personalNumber: personalNumber('19900101').replace('-', ''),
    name: 'Nej Tack',
    givenName: 'Nej',
    surname: 'Tack',
    action: 'cancel',
  });
  await expect(dialog.getByText('Åtgärden avbröts.')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Försök igen' }).click();
  await expect(dialog.getByRole('img', { name: /QR-kod/ })).toHaveAttribute('data-qr', /^bankid\./);
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ user: null });
});
