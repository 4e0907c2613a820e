import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from '../support/people.js';

/** Demo stickers (apps/server/src/db/seed/demo-seed.ts DEMO_STICKERS). */
const stolenBike = 'DEMOSTULEN1';
const bikeForSale = 'DEMOSALJES1';
const unlinked = 'DEMOLEDIG01';

test('a visitor who scans a stolen bike sees its card, no owner, and signs in to report it found', async ({
  page,
}) => {
  await page.goto(`/q/${stolenBike.toLowerCase()}`);
  await acceptNecessaryCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ramkoll-dekal' })).toBeVisible();
  await expect(page).toHaveTitle('Ramkoll-dekal · Ramkoll');
  const card = page.getByRole('article');
  await expect(card.getByText('STULEN')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cykeln är anmäld stulen' })).toBeVisible();
  // A visitor sees neither the owner nor where the bike was stolen.
  await expect(page.getByText('Anna')).toHaveCount(0);
  await expect(page.getByText(/^Plats:/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Logga in för att rapportera' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fq%2FDEMOSTULEN1$/);
  await page.getByLabel('E-postadress').fill('erik@ramkoll.se');
  await page.getByLabel('Lösenord', { exact: true }).fill('Ramkoll2026!');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();

  await expect(page).toHaveURL(/\/q\/DEMOSTULEN1$/);
  await expect(page.getByText(/^Plats:/)).toBeVisible();
  await page.getByRole('button', { name: 'Hittad?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hittat en cykel?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Var hittade du cykeln?')).toBeFocused();
  // Sent blank, both required fields say so at once; the first keeps the focus.
  await dialog.getByRole('button', { name: 'Skicka rapport' }).click();
  await expect(dialog.getByText('Vänligen ange var du hittade cykeln.')).toBeVisible();
  await expect(dialog.getByText('Vänligen ange dina kontaktuppgifter så ägaren kan nå dig.')).toBeVisible();
  await expect(dialog.getByLabel('Var hittade du cykeln?')).toBeFocused();
  await dialog.getByLabel('Var hittade du cykeln?').fill('Cykelstället vid Slussen');
  await dialog.getByLabel('Dina kontaktuppgifter').fill('erik@ramkoll.se');
  await dialog.getByRole('button', { name: 'Skicka rapport' }).click();
  const sent = page.getByRole('dialog', { name: 'Tack – rapporten är skickad' });
  await expect(sent.getByText('Så här går det vidare')).toBeVisible();
});

test('the owner who scans their own sticker is shown the way to the bike, not "Hittad?"', async ({
  page,
}) => {
  await signIn(page, 'anna@ramkoll.se');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto(`/q/${stolenBike}`);
  await expect(page.getByRole('heading', { name: 'Det här är din cykel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hittad?' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Till Mina cyklar' }).click();
  await expect(page).toHaveURL(/\/my-bikes$/);
});

test('in English, a bike for sale, a sticker on no bike and an unknown code each say what they are', async ({
  page,
}) => {
  await page.goto(`/q/${bikeForSale}`);
  await acceptNecessaryCookies(page);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ramkoll sticker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This bike is for sale' })).toBeVisible();
  await expect(page.getByText('This bike is not reported stolen.')).toBeVisible();

  await page.goto(`/q/${unlinked}`);
  await expect(page.getByRole('heading', { name: 'This sticker is not linked to a bike' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order stickers' })).toHaveAttribute('href', '/order');

  await page.goto('/q/NOSUCHCODE1');
  await expect(page.getByRole('heading', { name: 'Unknown QR code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search for a frame number' })).toBeVisible();
});
