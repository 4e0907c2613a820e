import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { renderReceiptImage } from '../../apps/server/test/fixtures/receipt-image.js';
import { newBankIdCustomer } from '../support/bankid.js';

/*
 * A look-alike of a registered frame number (decision 025). Anna's seeded Scott Roxter 24 (demo
 * bike 6, colour hidden in search) owns SCO24147514; this spec registers a spelling of it with
 * I for 1, 0 for O or S for 5, which the registry reads as the same frame number. No other spec
 * uses that bike, and the original stays as it was.
 */
const registered = 'SCO24147514';
/** Characters of `registered` and what a person may type for each instead. */
const lookalikeCharacters: Record<number, string> = { 0: '5', 2: '0', 5: 'I', 8: 'S', 9: 'I' };

/** A random look-alike spelling, so a retry in the same database never meets its own first try. */
function lookalikeFrameNumber(): string {
  const positions = Object.keys(lookalikeCharacters).map(Number);
  let chosen = positions.filter(() => Math.random() < 0.5);
  if (chosen.length === 0) chosen = [5];
  return [...registered]
    .map((char, index) => (chosen.includes(index) ? lookalikeCharacters[index] : char))
    .join('');
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The smallest package through the built-in test checkout (new accounts start at 0 points). */
async function buyPoints(page: Page) {
  await page.goto('/order');
  const buy = page
    .getByRole('region', { name: 'Poängpaket' })
    .getByRole('button', { name: /^Köp \d[\d\s]* poäng$/ })
    .first();
  await buy.click();
  await page
    .getByRole('dialog', { name: 'Testbetalning' })
    .getByRole('button', { name: /^Betala / })
    .click();
  await expect(page.getByText('Betalningen är klar', { exact: true })).toBeVisible();
}

test('a look-alike of a registered frame number: the registered bike is shown, and "a different bike" registers it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fullName = 'Lisa Liknande';
  const { personalNumber } = await newBankIdCustomer(page, fullName);
  await buyPoints(page);
  const frameNumber = lookalikeFrameNumber();

  await page.goto('/bike-registration');
  await page.getByLabel('Ramnummer').fill(frameNumber);
  const receipt = await renderReceiptImage({ frameNumber, personalNumber, buyerName: fullName });
  await page
    .getByLabel('Kvitto', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'kvitto.jpg', mimeType: 'image/jpeg', buffer: receipt });
  await expect(page.getByText('Kvittot är verifierat')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Cykeltyp').selectOption({ label: 'Barncykel' });
  await page.getByRole('button', { name: 'Registrera Cykel' }).click();

  const dialog = page.getByRole('dialog', { name: 'Ramnumret liknar en registrerad cykel' });
  await expect(dialog.getByText(`Ramnumret ${frameNumber} ser ut som ett ramnummer`)).toBeVisible();
  const card = dialog.getByRole('article', { name: registered });
  await expect(card).toContainText('Scott');
  await expect(card).toContainText('Roxter 24');
  await expect(card).toContainText('Dold');
  await expect(card).toContainText('Barncykel');
  // Nothing about the owner: her name, her city or the hidden colour.
  await expect(dialog).not.toContainText('Anna');
  await expect(dialog).not.toContainText('Örebro');
  await expect(dialog.getByText(/granskar Ramkoll registreringen/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Bekräfta registrering' })).toHaveCount(0);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Det är en annan cykel' }).click();
  const cost = page.getByRole('dialog', { name: 'Bekräfta registrering' });
  await expect(cost.getByText('Registreringen granskas av Ramkoll.', { exact: false })).toBeVisible();
  await cost.getByRole('button', { name: 'Bekräfta och registrera' }).click();

  const done = page.getByRole('dialog', { name: 'Cykeln är registrerad!' });
  await expect(done.getByText(`Cykeln med ramnummer ${frameNumber} är nu registrerad på dig.`)).toBeVisible();
  await done.getByRole('link', { name: 'Till Mina cyklar' }).click();
  await expect(page).toHaveURL(/\/my-bikes$/);
  await expect(page.getByRole('article').filter({ hasText: frameNumber })).toBeVisible();
});
