import { expect, test, type Page } from '@playwright/test';
import { acceptNecessaryCookies, personalNumber, signIn, uniqueEmail } from '../support/people.js';
import { demoPassword } from '../support/servers.js';
import { signInStore } from '../support/stores.js';

test.describe.configure({ timeout: 120_000 });

/** The demo store's staff code (apps/server/src/db/seed/demo-accounts.ts, DEMO_STAFF_CODE). */
const demoStaffCode = 'BUTIK2024';

/** The temporary password of the welcome mail to `email`, read from the dev mailbox. */
async function temporaryPasswordFor(page: Page, email: string): Promise<string> {
  let mail = '';
  await expect
    .poll(
      async () => {
        const text = await (await page.request.get('/dev/mailbox')).text();
        const start = text.indexOf(`till ${email}`);
        mail = start >= 0 ? text.slice(start) : '';
        return /Tillfälligt lösenord: \w+/.test(mail);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const password = /Tillfälligt lösenord: (\w+)/.exec(mail)?.[1];
  if (!password) throw new Error('no temporary password in the welcome mail');
  return password;
}

test('the demo store creates a customer and registers a bike for them; the customer signs in and sees it with the store in its history', async ({
  browser,
}) => {
  const storeContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const store = await storeContext.newPage();
  const customer = await customerContext.newPage();
  const email = uniqueEmail('kund');
  const frameNumber = `E2E${Date.now().toString(36).toUpperCase()}`;
  try {
    await signInStore(store, { email: 'butik@ramkoll.se', password: demoPassword, staffCode: demoStaffCode });
    await acceptNecessaryCookies(store);
    await expect(store.getByRole('heading', { level: 1, name: 'Registrera cykel' })).toBeVisible();

    // No account yet: the counter creates one.
    await store.getByRole('link', { name: 'Registrera ny kund' }).click();
    await expect(store.getByRole('heading', { level: 1, name: 'Ny kund' })).toBeVisible();
    await store.getByLabel('Fullständigt namn').fill('Karin Kundsdotter');
    await store.getByLabel('Personnummer', { exact: true }).fill(personalNumber('19850312'));
    await store.getByLabel('E-post', { exact: true }).fill(email);
    await store.getByRole('button', { name: 'Skapa kund' }).click();

    // Back at the counter with the new customer chosen, shown masked.
    await expect(store).toHaveURL(/\/store-dashboard$/);
    await expect(store.getByText('Vald kund')).toBeVisible();
    await expect(store.getByText(/^Ka\*{3} K\*+$/)).toBeVisible();
    await expect(store.getByText('Karin Kundsdotter')).toHaveCount(0);

    await store.getByLabel('Ramnummer').fill(frameNumber);
    await store.getByLabel('Cykeltyp').selectOption('elcykel');
    await store.getByLabel('Märke (valfritt)').fill('Crescent');
    await store.getByLabel('Modell (valfritt)').fill('Elina');
    await store.getByLabel('Pris i kronor').fill('21 995');
    await store.getByLabel('Kvittonummer', { exact: true }).fill('KV-E2E-1');
    await store.getByLabel('Garanti gäller till (valfritt)').fill('2029-06-30');
    await store.getByRole('button', { name: 'Registrera cykel' }).click();

    await expect(store.getByRole('heading', { name: 'Cykeln är registrerad' })).toBeVisible();
    await expect(store.getByText(frameNumber)).toBeVisible();
    await expect(store.getByRole('button', { name: 'Registrera en till' })).toBeVisible();

    // The customer signs in with the e-mailed temporary password.
    const password = await temporaryPasswordFor(store, email);
    await signIn(customer, email, password);
    await expect(customer).toHaveURL(/\/my-bikes$/);
    const card = customer.getByRole('article').filter({ hasText: frameNumber });
    await expect(card).toBeVisible();
    await expect(card.getByText('Cykelhörnan Södermalm')).toBeVisible();

    // Its history: a store registration with the store block and the purchase details.
    await card.getByRole('button', { name: /Ägarhistorik/ }).click();
    const history = customer.getByRole('dialog');
    await expect(history.getByText(/^Ka\*{3} K\*+$/)).toBeVisible();
    await history.getByRole('button', { name: /Cykelhörnan Södermalm/ }).click();
    await expect(history.getByText('Götgatan 58, 118 26 Stockholm')).toBeVisible();
    await expect(history.getByText('Köpinformation')).toBeVisible();
    await expect(history.getByText(/21\s995 kr/)).toBeVisible();
    await expect(history.getByText('KV-E2E-1')).toBeVisible();
  } finally {
    await storeContext.close();
    await customerContext.close();
  }
});
