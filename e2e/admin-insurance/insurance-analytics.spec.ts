import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { signInAsAdmin } from '../support/people.js';

test('the admin opens /insurance-analytics, changes the range, reads a table and downloads its CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/insurance-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Försäkringsanalys' })).toBeVisible();

  // Every bike the demo registered, from 2020 on.
  const to = await page.getByLabel('Till').inputValue();
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/insurance-analytics?from=2020-01-01') && response.status() === 200,
  );
  await page.getByLabel('Registrerade från').fill('2020-01-01');
  const body = (await (await answered).json()) as {
    totals: { registered: number };
    byPriceBand: { key: string; registered: number }[];
  };
  expect(body.totals.registered).toBeGreaterThan(0);

  const table = page.getByRole('table', { name: 'Per inköpspris' });
  await expect(table.getByRole('columnheader', { name: 'Stöldrisk (%)' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + body.byPriceBand.length);
  // The server never answers a group under 5 on its own; small ones are one row.
  for (const band of body.byPriceBand) {
    if (band.key !== '__other__') expect(band.registered).toBeGreaterThanOrEqual(5);
  }

  const section = page.getByRole('region', { name: 'Per inköpspris' });
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Ladda ner CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ramkoll-insurance-price-2020-01-01-${to}.csv`);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const rows: string[][] = parse(csv, { delimiter: ';', bom: true });
  expect(rows[0]).toEqual([
    'Inköpspris',
    'Registrerade',
    'Stulna',
    'Stöldrisk (%)',
    'Återfunna',
    'Andel återfunna (%)',
    'Elcyklar',
    'Batteristölder',
  ]);
  expect(rows).toHaveLength(1 + body.byPriceBand.length);
  expect(rows.slice(1).reduce((sum, cells) => sum + Number(cells[1]), 0)).toBe(body.totals.registered);
});
