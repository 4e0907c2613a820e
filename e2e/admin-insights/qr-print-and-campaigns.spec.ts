import { expect, test } from '@playwright/test';
import { newBankIdCustomer } from '../support/bankid.js';
import { decodeStickerSheet } from '../../apps/server/test/fixtures/sticker-sheet-reader.js';
import { signInAsAdmin } from '../support/people.js';
import { baseURL } from '../support/servers.js';

/** A `datetime-local` value `days` from now, in the browser's time. */
function localInput(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test('the admin creates a campaign that a new customer then redeems on /order', async ({ browser }) => {
  test.setTimeout(90_000);
  const code = `E2E${String(Date.now()).slice(-6)}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await expect(admin).not.toHaveURL(/\/auth/);
  await admin.goto('/admin-campaigns');
  await admin.getByRole('button', { name: 'Ny kampanj' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Ny kampanj' });
  await dialog.getByLabel('Kampanjkod').fill(code);
  await dialog.getByLabel('Namn').fill('E2E-kampanj');
  await dialog.getByLabel('Gäller från').fill(localInput(-1));
  await dialog.getByLabel('Gäller till').fill(localInput(30));
  await dialog.getByLabel('Bonuspoäng', { exact: true }).fill('40');
  await dialog.getByLabel('Högst antal inlösen').fill('5');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  const row = admin.getByRole('article').filter({ hasText: code });
  await expect(row.getByText('Pågår')).toBeVisible();
  await expect(row.getByText('0 av 5 inlösen')).toBeVisible();

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await newBankIdCustomer(customer, 'Klara Kampanj');
  await customer.goto('/order');
  await customer.getByLabel('Kampanjkod').fill(code);
  await customer.getByRole('button', { name: 'Använd' }).click();
  await expect(customer.getByText('Kampanjkoden är inlöst').first()).toBeVisible();

  await admin.reload();
  await expect(
    admin.getByRole('article').filter({ hasText: code }).getByText('1 av 5 inlösen'),
  ).toBeVisible();
  await adminContext.close();
  await customerContext.close();
});

test('the admin makes a batch of codes, opens its sticker sheet as a PDF and marks it printed', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/admin-qr-print');
  await page.getByLabel('Antal koder').fill('3');
  await page.getByRole('button', { name: 'Skapa koder' }).click();
  await expect(page.getByText('3 nya koder ligger i kön.').first()).toBeVisible();
  const batch = page
    .getByRole('article')
    .filter({ has: page.getByText(/^3 koder:/) })
    .last();
  await batch.getByRole('checkbox').check();
  const print = page.getByRole('link', { name: 'Skriv ut valda (3 dekaler)' });
  const href = (await print.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/admin\/qr-print\/sheet\?orders=/);
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The first sticker's QR, read back from the sheet, leads to its code's page.
  const codes = ((await batch.textContent()) ?? '').match(/\b[0-9A-Z]{10}\b/g) ?? [];
  expect(codes.length).toBeGreaterThan(0);
  const firstQr = await decodeStickerSheet(bytes, 0, 0);
  expect(firstQr).toMatch(new RegExp(`^${baseURL}/q/(${codes.join('|')})$`));
  await batch.getByRole('button', { name: 'Markera utskriven' }).click();
  await expect(page.getByText('Markerad som utskriven.').first()).toBeVisible();
  await page.getByRole('tab', { name: /Utskrivna/ }).click();
  await expect(page.getByRole('button', { name: 'Markera skickad' }).first()).toBeVisible();
});
