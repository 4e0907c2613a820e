import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { uniqueEmail, uniqueIpAddress } from '../support/people.js';
import { scriptsRequested } from '../support/scripts.js';

/*
 * The visitor home and /auth come from the server ready to paint (docs/decisions/063-prerendered-
 * visitor-pages.md): in the visitor's language, with or without the cookie banner by their choice,
 * and the app takes that page over instead of building it again.
 */

/** A browser without JavaScript sees exactly what the server sent. */
async function withoutScripts(browser: Browser, cookies: Parameters<BrowserContext['addCookies']>[0]) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  if (cookies.length > 0) await context.addCookies(cookies);
  return context;
}

/**
 * A customer's home without its code: there for the keyboard and screen readers (nothing inert,
 * decision 085), and no field named, so a form sent natively carries nothing.
 */
async function expectUsableWithoutCode(page: Page) {
  await expect(page.locator('#root').locator('button, input, form').first()).toBeAttached();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.locator('#root form [name]')).toHaveCount(0);
}

/** Taken over: nothing is inert any more. */
async function expectUsable(page: Page) {
  await expect(page.locator('#root [inert]')).toHaveCount(0);
}

/** Holds the app's entry script back (a slow connection's wait) until the returned function is called. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What the server sent is in the given language, with this heading and with or without the banner. */
async function expectServedPage(page: Page, language: string, heading: string, banner: string | null) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('h1')).toHaveText(heading);
  if (banner === null) await expect(page.locator('#cookie-banner-title')).toHaveCount(0);
  else await expect(page.locator('#cookie-banner-title')).toHaveText(banner);
}

test('the home and /auth are on screen before any JavaScript runs, in Swedish with the cookie banner', async ({
  browser,
  baseURL,
}) => {
  const context = await withoutScripts(browser, []);
  const page = await context.newPage();
  await page.goto('/');
  await expectServedPage(page, 'sv', 'Din cykel. Ditt ägarskap. Bevisat.', 'Vi använder cookies');
  // A visitor's page is usable before its code runs (decision 083): nothing on it is inert.
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await page.goto('/auth');
  await expect(page.locator('h1')).toHaveText('Logga in');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  // Its fields are named by nothing a native sending would send: the password can never end up in a
  // URL, even in a browser that runs no script (with scripts, the starter holds the sending back).
  await expect(page.getByLabel('Lösenord', { exact: true })).toBeVisible();
  await expect(page.locator('form [name]')).toHaveCount(0);
  // There for a screen reader and a keyboard before any code has run: the field is in the
  // accessibility tree, and Tab reaches it.
  const email = page.getByRole('textbox', { name: 'E-postadress' });
  await expect(email).toBeVisible();
  for (let press = 0; press < 12; press += 1) {
    if (await email.evaluate((field) => field === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type('sixten@example.se');
  await expect(email).toHaveValue('sixten@example.se');
  await context.close();

  const english = await withoutScripts(browser, [
    { name: 'ramkoll_lang', value: 'en', url: baseURL ?? '' },
    { name: 'ramkoll_consent', value: '1', url: baseURL ?? '' },
  ]);
  const englishPage = await english.newPage();
  await englishPage.goto('/');
  await expectServedPage(englishPage, 'en', 'Your bike. Your ownership. Proven.', null);
  await english.close();
});

test('the app takes the prerendered page over as it is, and the visitor’s choices pick the next one', async ({
  page,
  browser,
  context,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/');
  // The banner's buttons answer (the first press starts the app, which then does it).
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(page.getByRole('region', { name: 'Vi använder cookies' })).toHaveCount(0);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bike. Your ownership. Proven.');
  // Hydrated, not rendered anew (that would mean the server's page and the app's differ).
  expect(warnings.filter((text) => text.includes('Prerendered page rendered anew'))).toEqual([]);

  const cookies = await context.cookies();
  const next = await withoutScripts(
    browser,
    cookies.filter((cookie) => cookie.name.startsWith('ramkoll_')),
  );
  const nextPage = await next.newPage();
  await nextPage.goto('/auth');
  await expectServedPage(nextPage, 'en', 'Log in', null);
  await next.close();

  // Reloaded with JavaScript: the English page without a banner is taken over as it is, at the
  // visitor's first touch (storage and cookies agree).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bike. Your ownership. Proven.');
  await page.mouse.move(10, 10);
  // The app's first session check has read the copy's mark.
  await expect(page.locator('html')).not.toHaveAttribute('data-session', 'none');
  await page.getByRole('button', { name: 'Svenska' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Din cykel. Ditt ägarskap. Bevisat.');
  expect(warnings.filter((text) => text.includes('Prerendered page rendered anew'))).toEqual([]);
});

test('a visitor’s home loads no validation library: the session check and the cookie banner need none', async ({
  page,
}) => {
  // Decision 074: the visitor's copy says it was sent without a session cookie; the signed-out
  // session answer and the stored cookie choice are checked without zod.
  const scripts = scriptsRequested(page);
  // The copy sent was the visitor's: its mark is in the HTML as served. (The live attribute is gone
  // as soon as the app's first session check has run, which can come before the page's load event.)
  const response = await page.goto('/');
  expect(await response?.text()).toContain('<html lang="sv" data-session="none"');
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(page.getByRole('region', { name: 'Vi använder cookies' })).toHaveCount(0);
  // Read once, by the app's first session check.
  await expect(page.locator('html')).not.toHaveAttribute('data-session', 'none');
  await page.reload();
  await expectUsable(page);
  await expect(page.getByRole('region', { name: 'Vi använder cookies' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Logga in' }).first()).toBeVisible();
  expect(scripts.filter((url) => /\/assets\/(zod-vendor|signed-in-shared|session)-/.test(url))).toEqual([]);
});

test('the sign-in page loads the validation library only once the form is sent', async ({ page }) => {
  // Decision 080: the session answer's schema, and zod with it, load with the sign-in request.
  const email = uniqueEmail('lazy-schema');
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { email, password: 'hemligt123', fullName: 'Sixten Schemasson' },
  });
  expect(signUp.ok()).toBe(true);
  await page.context().clearCookies();
  const scripts = scriptsRequested(page);
  await page.goto('/auth');
  await expectUsable(page);
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('hemligt123');
  expect(scripts.filter((url) => /\/assets\/(zod-vendor|session)-/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  expect(scripts.filter((url) => /\/assets\/zod-vendor-/.test(url))).toHaveLength(1);
});

test('a signed-in customer’s home comes rendered for them, and the app takes it over at their first touch', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  // Decision 086: the server renders a customer's home with what is theirs in it.
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { email: uniqueEmail('layout'), password: 'hemligt123', fullName: 'Lova Layoutsson' },
    headers: { 'x-forwarded-for': uniqueIpAddress() },
  });
  expect(signUp.status()).toBe(201);
  const cookies = await context.cookies();

  // Without JavaScript: Lova's home, in the cookies' language, her greeting, points and the lists
  // in it, nothing still loading.
  for (const [language, heading, greeting, points, stolen] of [
    ['sv', 'Sök cykel', 'Hej Lova!', /^Poängsaldo: \d+ p$/, 'Stulna cyklar'],
    ['en', 'Search bikes', 'Hi Lova!', /^Points balance: \d+ p$/, 'Stolen bikes'],
  ] as const) {
    const served = await withoutScripts(browser, [
      ...cookies,
      ...(language === 'en' ? [{ name: 'ramkoll_lang', value: 'en', url: baseURL ?? '' }] : []),
    ]);
    const servedPage = await served.newPage();
    await servedPage.goto('/');
    await expect(servedPage.locator('html')).toHaveAttribute('lang', language);
    await expect(servedPage.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(servedPage.getByText(greeting)).toBeVisible();
    await expect(servedPage.getByRole('button', { name: points })).toBeVisible();
    await expect(servedPage.getByRole('heading', { name: stolen })).toBeVisible();
    await expect(servedPage.locator('#root [role="status"]')).toHaveCount(0);
    await expectUsableWithoutCode(servedPage);
    await served.close();
  }

  // With JavaScript: nothing runs and nothing is asked for until Lova touches the page; then the
  // app takes the page over as it is (not rendered anew), from the answers it came with.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && !request.url().includes('/api/files/'))
      asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByText('Hej Lova!')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.head.querySelectorAll('link[rel="prefetch"]').length))
    .toBeGreaterThan(0);
  expect(await codeOnPage(page)).toMatchObject({ entryInHead: 0 });
  expect(asked).toEqual([]);
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect.poll(() => codeOnPage(page).then((code) => code.entryInHead)).toBe(1);
  await expect(page.locator('#cookie-banner-title')).toHaveCount(0);
  await expect(page.getByText('Hej Lova!')).toBeVisible();
  await expectUsable(page);
  await page.getByLabel('Sök på ramnummer, märke, modell eller färg').fill('WTU');
  await expect(page.getByLabel('Sök på ramnummer, märke, modell eller färg')).toHaveValue('WTU');
  // The session came with the page: the app's start does not ask for it again.
  expect(asked).not.toContain('/api/auth/session');

  // A search in the address comes rendered as the app renders it (its results loading), so the
  // take-over matches too, and the app then asks for the results.
  await page.goto('/?q=Crescent');
  await expect(page.getByLabel('Sök på ramnummer, märke, modell eller färg')).toHaveValue('Crescent');
  expect(asked).not.toContain('/api/bikes/search');
  const results = page.waitForRequest((request) => request.url().includes('/api/bikes/search?q=Crescent'));
  await page.mouse.move(20, 20);
  await results;
  await expectUsable(page);
  expect(warnings.filter((text) => text.includes('rendered anew') || text.includes('Page data'))).toEqual([]);
});

/** What the page has asked for and added so far: its scripts' requests and the entry script's tag. */
function codeOnPage(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const code = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && !entry.name.includes('start-after-paint'));
    return {
      firstPaint: paint?.startTime ?? null,
      firstCodeRequest: Math.min(...code.map((entry) => entry.startTime)),
      entryInHead: document.head.querySelectorAll(':scope > script[type="module"]').length,
      prefetched: document.head.querySelectorAll(':scope > link[rel="prefetch"]').length,
      entryInTemplate:
        (document.getElementById('app-code') as HTMLTemplateElement | null)?.content.querySelectorAll(
          'script[type="module"]',
        ).length ?? 0,
    };
  });
}

test('a visitor’s page fetches its code once on screen and runs it at the first touch', async ({ page }) => {
  for (const path of ['/', '/auth']) {
    await page.goto(path);
    // Fetched (not run) once on screen: not one module of the app before the first contentful paint.
    await expect.poll(async () => (await codeOnPage(page)).prefetched).toBeGreaterThan(3);
    const untouched = await codeOnPage(page);
    expect(untouched.firstPaint).not.toBeNull();
    expect(untouched.firstCodeRequest).toBeGreaterThan(untouched.firstPaint ?? Infinity);
    // Nobody has touched the page: the app does not run.
    expect(untouched.entryInHead).toBe(0);
    await page.mouse.move(10, 10);
    // The template's entry script is added to the page once, as a new element, and the app runs.
    await expect.poll(async () => (await codeOnPage(page)).entryInHead).toBe(1);
    expect(await codeOnPage(page)).toMatchObject({ entryInHead: 1, entryInTemplate: 1 });
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Svenska' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  }
});

test('what a visitor typed and pressed before the app ran is what the app does once it has the page', async ({
  page,
}) => {
  const email = uniqueEmail('early');
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { email, password: 'hemligt123', fullName: 'Ebba Tidigsson' },
  });
  expect(signUp.ok()).toBe(true);
  await page.context().clearCookies();
  // The app's entry held back until the visitor has typed and pressed (a slow connection's wait).
  const release = await holdAppEntry(page);
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-in')) signIns.push(request.url());
  });
  await page.goto('/auth');
  // The banner's button, the fields and the show-password button, all before the app runs.
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('hemligt123');
  await page.getByRole('button', { name: 'Visa lösenord' }).click();
  // Sent by Enter and by the button: held, not sent natively (the page stays as it is).
  await page.getByLabel('Lösenord', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(signIns).toEqual([]);
  // The held press shows as taken while the app is on its way.
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Vi använder cookies' })).toBeVisible();

  release();
  // The app takes the page over and does what was done, in order, once: the banner's choice, the
  // password shown, one sign-in with what was typed.
  await expect(page).toHaveURL(/\/my-bikes$/);
  await expect(page.getByRole('img', { name: 'Ebba Tidigsson' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vi använder cookies' })).toHaveCount(0);
  expect(signIns).toHaveLength(1);
});

test('a customer’s search typed and sent before the app runs is searched once it does', async ({ page }) => {
  // Decision 085: the customer's home is usable before its code has run; the starter holds the
  // sending back and the app sends it with what was typed.
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { email: uniqueEmail('early-search'), password: 'hemligt123', fullName: 'Tove Tidigsdotter' },
    // An address of its own: this spec signs up more people than one address may in an hour.
    headers: { 'x-forwarded-for': uniqueIpAddress() },
  });
  expect(signUp.status()).toBe(201);
  const release = await holdAppEntry(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/bikes/search'))
      searches.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  await page.goto('/');
  const field = page.getByLabel('Sök på ramnummer, märke, modell eller färg');
  await field.fill('Crescent');
  await field.press('Enter');
  // Held, not sent natively: the page stays, and the search button shows the press as taken.
  await expect(page.locator('form[role="search"] button[type="submit"]')).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(page).toHaveURL(/\/$/);
  expect(searches).toEqual([]);

  release();
  await expect(page.getByText('Hej Tove!')).toBeVisible();
  await expect(field).toHaveValue('Crescent');
  await expect.poll(() => searches).toContain('Crescent');
  await expect(page.locator('#root [aria-busy="true"][data-held]')).toHaveCount(0);
});

test('/auth?from=welcome shows its welcome at once, without waiting for a first touch (issue 51 item 7)', async ({
  page,
}) => {
  await page.goto('/auth?from=welcome');
  await expect(page.getByText('Välkommen till Ramkoll!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
});
