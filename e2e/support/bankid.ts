import { expect, type Page } from '@playwright/test';
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
