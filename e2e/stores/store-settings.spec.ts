import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies } from '../support/people.js';
import { demoPassword } from '../support/servers.js';
import { signInStore } from '../support/stores.js';

/*
 * The demo store adds a staff code in /store-settings, signs out, signs in with the new code,
 * finds the seeded store registration (Anna's Crescent Elda) in /store-bikes and downloads the
 * CSV export. Three sign-ins of butik@ramkoll.se: under the limit of five a minute.
 */
const demoStore = { email: 'butik@ramkoll.se', password: demoPassword, staffCode: 'BUTIK2024' };
const seededFrameNumber = 'CRE24100000';

test('a store adds a staff code, signs in with it and exports its bikes', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptNecessaryCookies(page);
  await signInStore(page, demoStore);

  await page.goto('/store-settings');
  const codes = page.getByRole('region', { name: 'Personalkoder' });
  await expect(codes.getByText('Butiken', { exact: true })).toBeVisible();
  const newCode = `KASSA${Date.now().toString().slice(-6)}`;
  const label = `Kassa ${newCode.slice(-4)}`;
  // The rule is checked before anything is sent: every problem at once.
  await codes.getByRole('button', { name: 'Lägg till kod' }).click();
  await expect(codes.getByText('Ge koden ett namn.')).toBeVisible();
  await expect(codes.getByText('Koden ska vara 6–20 bokstäver eller siffror.')).toBeVisible();
  await codes.getByLabel('Namn på koden').fill(label);
  await codes.getByLabel('Personalkod', { exact: true }).fill(newCode.toLowerCase());
  await codes.getByRole('button', { name: 'Lägg till kod' }).click();
  const shown = page.getByRole('dialog', { name: 'Personalkoden är tillagd' });
  await expect(shown.getByText(newCode, { exact: true })).toBeVisible();
  await shown.getByRole('button', { name: 'Stäng' }).first().click();
  await expect(codes.getByText(label, { exact: true })).toBeVisible();
  await expect(codes.getByText(newCode)).toHaveCount(0);

  await page.getByRole('button', { name: 'Logga ut' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await signInStore(page, { ...demoStore, staffCode: newCode });
  await page.goto('/store-bikes');
  await expect(page.getByRole('heading', { name: 'Butikens cyklar', level: 1 })).toBeVisible();
  await page.getByLabel('Sök ramnummer, märke eller modell').fill(seededFrameNumber.toLowerCase());
  await page.getByRole('button', { name: 'Visa', exact: true }).click();
  await expect(page).toHaveURL(/q=cre24100000/);
  const bike = page.getByRole('article', { name: `Crescent Elda ${seededFrameNumber}` });
  await expect(bike).toBeVisible();
  await expect(bike.getByText('Såld / hos kund')).toBeVisible();
  await expect(bike.getByText('An** A********')).toBeVisible();
  await expect(page.getByText('1 cykel', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportera CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ramkoll-butikens-cyklar-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const csv = await readFile(path);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toContain('"Ramnummer";"Märke";"Modell"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${seededFrameNumber}";"Crescent";"Elda"`);
  expect(lines[1]).toContain('"An** A********";"Butiken"');
});
