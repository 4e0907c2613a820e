import { expect, test } from '@playwright/test';
import {
  approveApplication,
  applyForPartnership,
  registerBikeForNewCustomer,
  signInStore,
  storeCredentialsFromMailbox,
} from '../support/stores.js';

test.describe.configure({ timeout: 180_000 });

test('a shop applies on /register, an admin approves it, the store signs in with the mailed password, chooses its own, confirms its staff code and registers a bike for a new customer, who sees it with the store in its history', async ({
  browser,
}) => {
  const shop = await browser.newContext();
  const admin = await browser.newContext();
  const customer = await browser.newContext();
  const shopPage = await shop.newPage();
  const adminPage = await admin.newPage();
  const customerPage = await customer.newPage();
  try {
    const application = await applyForPartnership(shopPage, { bikeCount: 5 });
    await expect(shopPage.getByText(/svarar inom 1–2 arbetsdagar/)).toBeVisible();

    // The applicant's confirmation reaches the mailbox.
    await expect
      .poll(async () => (await shopPage.request.get('/dev/mailbox')).text(), { timeout: 20_000 })
      .toContain(`Vi har tagit emot er ansökan – ${application.company.name}`);

    const storeName = `${application.company.name.replace(/ AB$/, '')} Centrum`;
    await approveApplication(adminPage, application, {
      name: storeName,
      chain: 'E2E-kedjan',
      locationId: 'E2E-01',
    });
    // Listed as approved, with the store it created.
    await adminPage.getByRole('tab', { name: /Godkända/ }).click();
    const approved = adminPage.getByRole('article').filter({ hasText: application.contactEmail });
    await expect(approved.getByText('Godkänd')).toBeVisible();

    const credentials = await storeCredentialsFromMailbox(shopPage, application.contactEmail);
    await signInStore(shopPage, {
      email: application.contactEmail,
      ...credentials,
      ownPassword: 'butikens-eget-1',
    });
    await expect(shopPage).toHaveURL(/\/store-dashboard$/);

    // At the counter: a new customer, a bike with purchase details, paid from the package's points.
    await registerBikeForNewCustomer(shopPage, customerPage, { name: storeName });

    // A partner now: /partners lists it under its city.
    await shopPage.goto('/partners');
    await expect(shopPage.getByRole('article').filter({ hasText: 'Centrum' }).first()).toBeVisible();
  } finally {
    await shop.close();
    await admin.close();
    await customer.close();
  }
});
