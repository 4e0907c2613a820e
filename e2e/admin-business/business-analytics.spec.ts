import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { newBankIdCustomer } from '../support/bankid.js';
import { signInAsAdmin } from '../support/people.js';

/** Today's date in Sweden (YYYY-MM-DD), as the page's range. */
function swedishToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
}

test('the admin reads a bought package on /business-analytics by day and downloads the CSV', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A new customer buys 300 points (129 kr) through the test provider.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await newBankIdCustomer(customer, 'Petra Paket');
  const started = await customer.request.post('/api/me/payments', {
    data: { package: 'points_300', currency: 'SEK' },
  });
  expect(started.status()).toBe(201);
  const { payment } = (await started.json()) as { payment: { id: string } };
  const confirmed = await customer.request.post(`/api/me/payments/${payment.id}/confirm`);
  expect(confirmed.ok()).toBe(true);
  await customerContext.close();

  const adminContext = await browser.newContext({ acceptDownloads: true });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await expect(admin).not.toHaveURL(/\/auth/);
  await admin.goto('/business-analytics');
  await expect(admin.getByRole('heading', { level: 1, name: 'Affärsanalys' })).toBeVisible();
  const today = swedishToday();
  await admin.getByLabel('Från').fill(today);
  await admin.getByLabel('Till').fill(today);
  await admin.getByLabel('Indelning').selectOption('day');

  const overTime = admin.getByRole('table', { name: 'Poäng över tid' });
  await expect(overTime.getByRole('rowheader', { name: today })).toBeVisible();
  const packages = admin.getByRole('table', { name: 'Paketmix' });
  const row = packages.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: '300 poäng' }) });
  await expect(row).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Poäng per ändamål' })).toContainText('Köpta poäng');
  await expect(admin.getByText('Intäkter i kronor', { exact: true })).toBeVisible();

  const section = admin.getByRole('region', { name: 'Paketmix' });
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    section.getByRole('button', { name: 'Ladda ner CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ramkoll-business-packages-${today}-${today}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF"Paket";"Köp";')).toBe(true);
  const rows: string[][] = parse(csv, { delimiter: ';', bom: true });
  expect(rows[0]).toEqual(['Paket', 'Köp', 'Andel (%)', 'Poäng', 'Intäkter (kr)', 'Intäkter (USD)']);
  // At least our purchase: 300 points for 129 kr per package bought.
  const [, bought = '0', , points = '0', kronor = '0'] = rows.find((cells) => cells[0] === '300 poäng') ?? [];
  expect(Number(bought)).toBeGreaterThanOrEqual(1);
  expect(Number(points)).toBe(300 * Number(bought));
  expect(Number(kronor)).toBeLessThanOrEqual(129 * Number(bought));
  expect(Number(kronor)).toBeGreaterThan(0);
  await adminContext.close();
});
