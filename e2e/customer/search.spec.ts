import { expect, test } from '@playwright/test';
import { scriptsRequested } from '../support/scripts.js';
import { signIn } from '../support/people.js';

/*
 * Seeded demo bikes: Erik's stolen Kalkhoff Endeavour 5 (demo bike 11, KAL26187109, stolen in
 * Umeå) and his Giant Escape 2 for sale (demo bike 5, GIA26139595). Anna searches; the report
 * she sends on the Kalkhoff shows on Erik's /my-bikes. No other spec changes these bikes, so
 * these tests may run in any order and side by side.
 */
const stolenFrame = 'KAL26187109';
const forSaleFrame = 'GIA26139595';

test('a customer searches with a mistyped frame number, filters and opens a history', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'anna@ramkoll.se');
  await expect(page).toHaveURL(/\/my-bikes$/);
  const scripts = scriptsRequested(page);
  await page.goto('/');

  // Before any search: the stolen and for-sale lists, the police number.
  await expect(page.getByRole('heading', { level: 1, name: 'Sök cykel' })).toBeVisible();
  const stolenList = page.getByRole('region', { name: 'Stulna cyklar' });
  await expect(stolenList.getByRole('article').first()).toBeVisible();
  await expect(stolenList.getByText('STULEN', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Cyklar till salu' }).getByText('TILL SALU', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Ring polisen 11414/ })).toHaveAttribute('href', 'tel:11414');
  // The page came whole from the server, and its code runs at the first touch (decision 086).
  expect(scripts.filter((url) => url.includes('/signed-in-'))).toEqual([]);
  await page.mouse.move(10, 10);
  // A customer's home loads its own code, not the visitor's presentation page it never shows.
  await expect.poll(() => scripts.some((url) => url.includes('/signed-in-'))).toBe(true);
  expect(scripts.filter((url) => url.includes('visitor-home'))).toEqual([]);
  // The dialogs behind the page's buttons (history, contact, found, scan, tips) are not part of its
  // start: their code is asked for once the page has loaded and is idle, before anyone opens one.
  const dialogChunks = /\/(ownership-history|contact-owner|found-bike|qr-scan|search-tips)-dialog-/;
  // When each was asked for, from the page's resource timing (an entry appears once it has come).
  const dialogLoads = () =>
    page.evaluate((source) => {
      const pattern = new RegExp(source);
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        loaded: navigation?.loadEventEnd ?? Number.NaN,
        starts: performance
          .getEntriesByType('resource')
          .filter((entry) => pattern.test(entry.name))
          .map((entry) => entry.startTime),
      };
    }, dialogChunks.source);
  await expect.poll(async () => (await dialogLoads()).starts.length, { timeout: 15_000 }).toBe(5);
  const dialogStarts = await dialogLoads();
  for (const start of dialogStarts.starts) expect(start).toBeGreaterThanOrEqual(dialogStarts.loaded);
  // Distinct: /my-bikes, where the sign-in lands, may ask for the history dialog at its own idle.
  expect(new Set(scripts.filter((url) => dialogChunks.test(url))).size).toBe(5);

  // A mistyped frame number (l for 1, O for 0, a dash) still finds the stolen bike.
  const search = page.getByRole('searchbox', { name: /Sök på ramnummer/ });
  await search.fill('kal-26l87lO9');
  await search.press('Enter');
  await expect(page).toHaveURL(/\?q=kal-26l87lO9$/);
  const stolenCard = page.getByRole('article').filter({ hasText: stolenFrame });
  await expect(stolenCard).toHaveCount(1);
  await expect(stolenCard.getByText('STULEN', { exact: true })).toBeVisible();
  await expect(stolenCard.getByText('Ramnummer (tolkat)')).toBeVisible();
  // The same search again, within the results' 30 s cache, still asks the server.
  const again = page.waitForRequest((request) => request.url().includes('/api/bikes/search?'));
  await search.press('Enter');
  await again;

  // Filters: Giant hybrids in Göteborg, the one for sale with its price in kr.
  await search.fill('');
  await search.press('Enter');
  await page.getByRole('button', { name: /^Filter/ }).click();
  const filters = page.getByRole('form', { name: 'Filtrera resultat' });
  await filters.getByLabel('Märke').fill('giant');
  await filters.getByLabel('Stad').fill('Göteborg');
  await filters.getByLabel('Cykeltyp').selectOption({ label: 'Hybridcykel' });
  await filters.getByRole('button', { name: 'Använd filter' }).click();
  await expect(page.getByLabel('3 aktiva filter')).toBeVisible();
  const saleCard = page.getByRole('article').filter({ hasText: forSaleFrame });
  await expect(saleCard.getByText('TILL SALU', { exact: true })).toBeVisible();
  await expect(saleCard.getByText(/\d kr$/)).toBeVisible();

  // Its ownership history: masked owner, the current one marked.
  await saleCard.getByRole('button', { expanded: false }).click();
  await saleCard.getByRole('button', { name: 'Ägarhistorik' }).click();
  const history = page.getByRole('dialog');
  await expect(history.getByText(/Er\*+ S\*+/).first()).toBeVisible();
  await expect(history.getByText('Erik Svensson')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Clear the filters: every bike again.
  await filters.getByRole('button', { name: 'Rensa filter' }).click();
  await expect(page.getByLabel('3 aktiva filter')).toHaveCount(0);

  // The same search in English finds nothing for an unknown frame number, and says so.
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search bikes' })).toBeVisible();
  const englishSearch = page.getByRole('searchbox', { name: /Search by frame number/ });
  await englishSearch.fill('ZZZZ999999');
  await englishSearch.press('Enter');
  await expect(page.getByText('No bikes found')).toBeVisible();
});

test('a customer reports a stolen bike found, and its owner sees the report', async ({
  browser,
}, testInfo) => {
  // Two people, two sign-ins: longer than one page's default.
  test.setTimeout(90_000);
  // A place of this attempt's own, so a retry never mistakes the first attempt's report for its own.
  const place = `Vid cykelstället på Rådhustorget, Umeå (${testInfo.retry + 1})`;
  const annaContext = await browser.newContext();
  const page = await annaContext.newPage();
  await signIn(page, 'anna@ramkoll.se');
  await expect(page).toHaveURL(/\/my-bikes$/);
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: /Sök på ramnummer/ });
  const stolenCard = page.getByRole('article').filter({ hasText: stolenFrame });
  await search.fill(stolenFrame);
  await search.press('Enter');
  await expect(stolenCard.getByText('Exakt ramnummer')).toBeVisible();
  await stolenCard.getByRole('button', { expanded: false }).click();
  await stolenCard.getByRole('button', { name: 'Hittad?' }).click();
  let dialog = page.getByRole('dialog', { name: 'Hittat en cykel?' });
  await dialog.getByRole('button', { name: 'Skicka rapport' }).click();
  await expect(dialog.getByText('Vänligen ange var du hittade cykeln.')).toBeVisible();
  await dialog.getByLabel('Var hittade du cykeln?').fill(place);
  await dialog.getByLabel('Dina kontaktuppgifter').fill('anna@ramkoll.se');
  await dialog.getByLabel('Beskrivning (valfritt)').fill('Olåst, framhjulet saknas.');
  await dialog.getByRole('button', { name: 'Skicka rapport' }).click();
  dialog = page.getByRole('dialog', { name: 'Tack – rapporten är skickad' });
  await expect(dialog.getByText('Så här går det vidare')).toBeVisible();
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();

  await annaContext.close();

  // The owner sees the report on the stolen bike in /my-bikes.
  const erikContext = await browser.newContext();
  const erik = await erikContext.newPage();
  await signIn(erik, 'erik@ramkoll.se');
  await expect(erik).toHaveURL(/\/my-bikes$/);
  const erikCard = erik.getByRole('article').filter({ hasText: stolenFrame });
  const reports = erikCard.getByRole('region', { name: /^\d+ rapporte?r? om att cykeln hittats$/ });
  await expect(reports).toBeVisible();
  if (testInfo.retry === 0) await expect(reports).toHaveAccessibleName('1 rapport om att cykeln hittats');
  await expect(reports.getByText(place)).toBeVisible();
  await expect(erikCard.getByText('Olåst, framhjulet saknas.')).toBeVisible();
  await erikContext.close();
});

test('visitors see the marketing home without search, and the API refuses them', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Logga in' }).first()).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  const response = await request.get('/api/bikes/search?q=KAL26187109');
  expect(response.status()).toBe(401);
});

test('in English, "red" finds the bikes registered as "Röd" and shows their colour as Red', async ({
  page,
}) => {
  // Erik, not Anna: sign-in allows 5 attempts a minute per e-mail, and Anna signs in twice above.
  await signIn(page, 'erik@ramkoll.se');
  await expect(page).toHaveURL(/\/my-bikes$/);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  const search = page.getByRole('searchbox', { name: /Search by frame number/ });
  await expect(search).toHaveAttribute('placeholder', 'E.g. WTU482913K, Crescent or red');
  await search.fill('red');
  await search.press('Enter');
  const results = page.getByRole('region', { name: 'Search results' });
  const first = results.getByRole('article').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Show details' }).click();
  await expect(first.getByText('Red', { exact: true })).toBeVisible();
  await expect(results.getByText('Röd', { exact: true })).toHaveCount(0);
  // The demo bikes have generated photos, not 'No photo' everywhere.
  const photo = results.getByRole('img', { name: /^Photo of / }).first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // A 64-pixel thumbnail: the browser chose a scaled copy from the srcset, not the whole photo.
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/api\/files\/[^/?]+\?width=(160|320)$/,
  );

  // The colour filter reads both languages too: Swedish "grön" in the English UI.
  await search.fill('');
  await search.press('Enter');
  await page.getByRole('button', { name: /^Filter/ }).click();
  const filters = page.getByRole('form', { name: /Filter results/ });
  await filters.getByLabel('Colour').fill('grön');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const green = results.getByRole('article').first();
  await green.getByRole('button', { name: 'Show details' }).click();
  await expect(green.getByText('Green', { exact: true })).toBeVisible();
});
