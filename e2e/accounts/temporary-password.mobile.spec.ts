import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { mailTo, personalNumber, signIn, uniqueEmail, uniqueIpAddress } from '../support/people.js';
import { demoPassword } from '../support/servers.js';
import { chooseOwnPassword } from '../support/stores.js';

/*
 * Decision 091 on a phone: a customer the demo store made at its counter signs in with the mailed
 * temporary password and gets only the change of password, which fits the screen and passes axe;
 * once changed, /my-bikes opens.
 */
test('a temporary password is changed first, on a phone screen', async ({ browser, page }) => {
  test.setTimeout(90_000);
  // The counter works through the API, from an address of its own (the demo store's sign-in limit).
  const counter = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIpAddress() } });
  const email = uniqueEmail('tillfallig');
  try {
    const signedIn = await counter.request.post('/api/auth/sign-in', {
      data: { email: 'butik@ramkoll.se', password: demoPassword },
    });
    expect(signedIn.status()).toBe(200);
    expect(
      (await counter.request.post('/api/auth/staff-code', { data: { code: 'BUTIK2024' } })).status(),
    ).toBe(200);
    const created = await counter.request.post('/api/store/customers', {
      data: { fullName: 'Tina Tillfällig', personalNumber: personalNumber('19880808'), email },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await counter.close();
  }
  const mail = await mailTo(page, email, /Tillfälligt lösenord: \w+/);
  const temporary = /Tillfälligt lösenord: (\w+)/.exec(mail)?.[1] ?? '';

  await signIn(page, email, temporary);
  await expect(page.getByRole('heading', { level: 1, name: 'Välj ett eget lösenord' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await chooseOwnPassword(page, temporary, 'tinas-eget-1');
  await page.goto('/my-bikes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mina cyklar' })).toBeVisible();
});
