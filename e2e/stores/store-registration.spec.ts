import { test } from '@playwright/test';
import { acceptNecessaryCookies } from '../support/people.js';
import { demoPassword } from '../support/servers.js';
import { registerBikeForNewCustomer, signInStore } from '../support/stores.js';

test.describe.configure({ timeout: 120_000 });

/** The demo store's staff code (apps/server/src/db/seed/demo-accounts.ts, DEMO_STAFF_CODE). */
const demoStaffCode = 'BUTIK2024';

test('the demo store creates a customer and registers a bike for them; the customer signs in and sees it with the store in its history', async ({
  browser,
}) => {
  const storeContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const store = await storeContext.newPage();
  const customer = await customerContext.newPage();
  try {
    await signInStore(store, { email: 'butik@ramkoll.se', password: demoPassword, staffCode: demoStaffCode });
    await acceptNecessaryCookies(store);
    await registerBikeForNewCustomer(store, customer, {
      name: 'Cykelhörnan Södermalm',
      address: 'Götgatan 58, 118 26 Stockholm',
    });
  } finally {
    await storeContext.close();
    await customerContext.close();
  }
});
