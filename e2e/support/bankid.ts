import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import {
  acceptNecessaryCookies,
  personalNumber,
  uniqueEmail,
  uniqueIpAddress,
  uniquePhone,
} from './people.js';

/**
 * A new customer through the simulated BankID (about 3 s), signed in and on /my-bikes. For specs
 * that need an account of their own (a known personnummer, a balance or language no other spec
 * sees); new accounts start with 0 points. The page gets an address of its own through
 * X-Forwarded-For (the e2e server trusts the proxy header), so the sign-up limit of 5 an hour per
 * address is not shared between specs.
 */
export async function newBankIdCustomer(page: Page, fullName: string): Promise<{ personalNumber: string }> {
  const number = personalNumber('19870423');
  const email = uniqueEmail('kund');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIpAddress() });
  await page.goto('/register');
  await acceptNecessaryCookies(page);
  await page.getByRole('button', { name: 'Registrera med BankID' }).click();
  const form = page.getByRole('dialog', { name: 'Registrera med BankID' });
  await form.getByLabel('För- och efternamn').fill(fullName);
  await form.getByLabel('E-postadress', { exact: true }).fill(email);
  await form.getByLabel('Upprepa e-postadress').fill(email);
  await form.getByLabel('Mobilnummer').fill(uniquePhone());
  await form.getByLabel('Personnummer').fill(number);
  await form.getByRole('button', { name: 'Fortsätt med BankID' }).click();
  await expect(page).toHaveURL(/\/my-bikes$/, { timeout: 20_000 });
  return { personalNumber: number };
}

/**
 * An account made through the API as the web makes it with the simulator (decision 087): an
 * e-ID order for the number, followed until complete (the request context keeps the order's
 * cookie), then the registration form with the completed order.
 */
export async function registerThroughSimulatedEid(
  request: APIRequestContext,
  person: { fullName: string; email: string; personalNumber: string },
): Promise<APIResponse> {
  const headers = { 'x-forwarded-for': uniqueIpAddress() };
  const started = await request.post('/api/auth/eid/orders', {
    headers,
    data: { purpose: 'register', personalNumber: person.personalNumber },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/auth/eid/orders/${id}`)).json()) as { status: string }).status,
      {
        timeout: 15_000,
      },
    )
    .toBe('complete');
  return request.post('/api/auth/eid/register', {
    headers,
    data: {
      orderId: id,
      fullName: person.fullName,
      email: person.email,
      emailConfirmation: person.email,
      countryCode: '+46',
      phone: uniquePhone(),
    },
  });
}
