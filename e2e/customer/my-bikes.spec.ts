import { expect, test } from '@playwright/test';
import { signIn } from '../support/people.js';

/*
 * Erik's seeded Monark Classic (demo bike 13: not stolen, not for sale, no name). This spec
 * changes and finally deletes it, so no other spec may rely on it. One sign-in for the whole
 * journey keeps Erik under the sign-in limit of 5 a minute.
 */
const frameNumber = 'MON25202947';
/** A 2x2 PNG: the server re-encodes whatever it gets, so a tiny real image will do. */
const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPg803h801hgFAAE5oC/UymRBIAAAAASUVORK5CYII=';

test('an owner edits a bike, reports it stolen, marks it recovered and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'erik@ramkoll.se');
  await expect(page).toHaveURL(/\/my-bikes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mina cyklar' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: frameNumber });
  await expect(card.getByRole('heading', { name: 'Monark Classic' })).toBeVisible();

  // Edit the name, add a photo and hide the colour in search.
  await card.getByRole('button', { name: 'Redigera' }).click();
  let dialog = page.getByRole('dialog', { name: 'Redigera Monark Classic' });
  await dialog.getByRole('textbox', { name: 'Cykelns namn' }).fill('Vardagscykeln');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Välj bild' }).click(),
  ]);
  await chooser.setFiles({
    name: 'cykel.png',
    mimeType: 'image/png',
    buffer: Buffer.from(tinyPng, 'base64'),
  });
  await expect(dialog.getByText('Uppladdad')).toBeVisible();
  const showColour = dialog.getByRole('switch', { name: 'Visa färg' });
  await expect(showColour).toHaveAttribute('aria-checked', 'true');
  await showColour.click();
  await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Cykeln är uppdaterad')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('heading', { name: 'Vardagscykeln' })).toBeVisible();
  // The photo is stored privately and read back through /api/files for its owner.
  const photo = card.getByRole('img', { name: 'Foto av Vardagscykeln' });
  await expect(photo).toHaveAttribute('src', /^\/api\/files\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // As a scaled copy for the card's 96 pixels (decision 071), which the server made from the upload.
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?width=(160|320|640)$/);

  // The server kept the privacy flag.
  await card.getByRole('button', { name: 'Redigera' }).click();
  dialog = page.getByRole('dialog', { name: 'Redigera Vardagscykeln' });
  await expect(dialog.getByRole('switch', { name: 'Visa färg' })).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();

  // Report it stolen: STULEN appears and editing is blocked.
  await card.getByRole('button', { name: 'Anmäl stulen' }).click();
  dialog = page.getByRole('dialog', { name: 'Anmäl Vardagscykeln stulen' });
  await expect(dialog.getByText(/11414/).first()).toBeVisible();
  await dialog.getByLabel('Plats').fill('Cykelstället vid Odenplan, Stockholm');
  await dialog.getByLabel('Polisanmälningsnummer (valfritt)').fill('K123456-26');
  await dialog.getByRole('button', { name: 'Anmäl stöld' }).click();
  await expect(page.getByText('Cykeln är anmäld stulen')).toBeVisible();
  await expect(card.getByText('STULEN', { exact: true })).toBeVisible();
  await expect(card.getByText('Plats: Cykelstället vid Odenplan, Stockholm')).toBeVisible();

  await card.getByRole('button', { name: 'Redigera' }).click();
  const blocked = page.getByRole('dialog', { name: 'Redigering blockerad' });
  await expect(blocked.getByText(/anmäld stulen och kan inte redigeras/)).toBeVisible();
  await blocked.getByRole('button', { name: 'Jag förstår' }).click();
  await expect(blocked).toBeHidden();

  // Recovered: the flag goes.
  await card.getByRole('button', { name: 'Markera återfunnen' }).click();
  dialog = page.getByRole('dialog', { name: 'Markera Vardagscykeln som återfunnen?' });
  await dialog.getByRole('button', { name: 'Markera återfunnen' }).click();
  await expect(page.getByText('Cykeln är markerad som återfunnen')).toBeVisible();
  await expect(card.getByText('STULEN', { exact: true })).toHaveCount(0);

  // Delete: gone from the list, also after a reload.
  await card.getByRole('button', { name: 'Ta bort' }).click();
  dialog = page.getByRole('dialog', { name: 'Ta bort Vardagscykeln?' });
  await expect(dialog.getByText(/Ramnumret blir ledigt/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ta bort cykeln' }).click();
  await expect(page.getByText('Cykeln är borttagen')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: frameNumber })).toHaveCount(0);
});
