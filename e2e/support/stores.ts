import { expect, type Page } from '@playwright/test';
import {
  acceptNecessaryCookies,
  mailTo,
  personalNumber,
  signIn,
  signInAsAdmin,
  uniqueEmail,
} from './people.js';

/*
 * The shop's way in, for the store specs (e2e/stores): apply on /register, an admin approves in
 * /admin-store-requests, the store signs in on /store-login with the password and staff code
 * from the approval mail (read from the dev mailbox). Later store specs start from
 * `approvedStore`.
 */

/**
 * Active companies of the demo register (apps/server/src/db/seed/demo-accounts.ts) that are not
 * yet stores. A run's database is fresh, but a retried test finds its first company already
 * applied for, so the helper moves on to the next.
 */
export const demoApplicantCompanies = [
  { organizationNumber: '559234-5671', name: 'Velo Nordic AB', city: 'Göteborg' },
  { organizationNumber: '559345-6782', name: 'Malmö Elcykel AB', city: 'Malmö' },
  { organizationNumber: '556456-7898', name: 'Norrlands Cykel & Sport AB', city: 'Umeå' },
] as const;

export type DemoApplicantCompany = (typeof demoApplicantCompanies)[number];

export interface Application {
  company: DemoApplicantCompany;
  contactEmail: string;
  contactPerson: string;
  bikeCount: number;
}

/** Fills the partnership form on /register (Swedish), verifying the organisation number first. */
export async function applyForPartnership(
  page: Page,
  options: { bikeCount?: number; contactPerson?: string } = {},
): Promise<Application> {
  const contactEmail = uniqueEmail('butik');
  const contactPerson = options.contactPerson ?? 'Karin Cykelsson';
  const bikeCount = options.bikeCount ?? 5;
  await page.goto('/register');
  await acceptNecessaryCookies(page);
  const form = page.getByRole('form', { name: 'Ansök om partnerskap' });
  await form.getByLabel('Kontaktperson').fill(contactPerson);
  await form.getByLabel('Kontakt-e-post').fill(contactEmail);
  await form.getByLabel('Kontakttelefon').fill('031-12 34 56');
  await form.getByLabel('Antal cyklar').fill(String(bikeCount));
  for (const company of demoApplicantCompanies) {
    await form.getByLabel('Organisationsnummer').fill(company.organizationNumber);
    await form.getByRole('button', { name: 'Verifiera' }).click();
    await expect(form.getByText('Företag verifierat!')).toBeVisible();
    await expect(form.getByLabel('Företagsnamn')).toHaveValue(company.name);
    await form.getByRole('button', { name: 'Skicka ansökan' }).click();
    const sent = page.getByRole('heading', { name: 'Ansökan skickad!' });
    const refused = form.getByRole('alert').filter({ hasText: 'Kunde inte skicka ansökan. Försök igen.' });
    await expect(sent.or(refused)).toBeVisible();
    if (await sent.isVisible()) return { company, contactEmail, contactPerson, bikeCount };
  }
  throw new Error('every demo company already has an application or a store');
}

/** An admin approves the application in /admin-store-requests, naming the store. */
export async function approveApplication(
  page: Page,
  application: Application,
  store: { name: string; chain?: string; locationId?: string },
): Promise<void> {
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/admin-store-requests');
  const card = page.getByRole('article').filter({ hasText: application.contactEmail });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Godkänn' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Butikens namn').fill(store.name);
  if (store.chain) await dialog.getByLabel('Kedja (valfritt)').fill(store.chain);
  if (store.locationId) await dialog.getByLabel('Butiks-id (valfritt)').fill(store.locationId);
  await dialog.getByRole('button', { name: 'Godkänn och skapa butik' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: application.contactEmail })).toHaveCount(0);
}

/** The temporary password and staff code from the approval mail in the dev mailbox. */
export async function storeCredentialsFromMailbox(
  page: Page,
  contactEmail: string,
): Promise<{ password: string; staffCode: string }> {
  const mail = await mailTo(page, contactEmail, /Personalkod: \w+/);
  const password = /Tillfälligt lösenord: (\w+)/.exec(mail)?.[1];
  const staffCode = /Personalkod: (\w+)/.exec(mail)?.[1];
  if (!password || !staffCode) throw new Error('no credentials in the approval mail');
  return { password, staffCode };
}

/**
 * A temporary password's holder chooses their own before the app shows anything else (decision
 * 091): the mailed password as the current one, then `own` twice.
 */
export async function chooseOwnPassword(page: Page, temporary: string, own: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: 'Välj ett eget lösenord' });
  await expect(heading).toBeVisible();
  await page.getByLabel('Nuvarande lösenord').fill(temporary);
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(own);
  await page.getByLabel('Upprepa nytt lösenord').fill(own);
  await page.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(heading).toHaveCount(0);
}

/**
 * Signs the store in on /store-login with its account, then its staff code. With `ownPassword`,
 * `password` is the mailed temporary one, replaced by `ownPassword` first.
 */
export async function signInStore(
  page: Page,
  credentials: { email: string; password: string; staffCode: string; ownPassword?: string },
): Promise<void> {
  await page.goto('/store-login');
  await page.getByLabel('E-postadress').fill(credentials.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  if (credentials.ownPassword) await chooseOwnPassword(page, credentials.password, credentials.ownPassword);
  await page.getByLabel('Personalkod').fill(credentials.staffCode);
  await page.getByRole('button', { name: 'Bekräfta personalkod' }).click();
  await expect(page).toHaveURL(/\/store-dashboard$/);
}

/**
 * A new partner store through the whole partnership flow, signed in with a confirmed staff code
 * in `storePage`, its mailed password replaced by its own (`password`). The admin works in a
 * browser context of its own.
 */
export async function approvedStore(
  storePage: Page,
  adminPage: Page,
  store: { name: string; chain?: string; locationId?: string },
): Promise<Application & { password: string; staffCode: string }> {
  const application = await applyForPartnership(storePage);
  await approveApplication(adminPage, application, store);
  const credentials = await storeCredentialsFromMailbox(storePage, application.contactEmail);
  const ownPassword = 'butikens-eget-1';
  await signInStore(storePage, { email: application.contactEmail, ...credentials, ownPassword });
  return { ...application, ...credentials, password: ownPassword };
}

/** The temporary password of the welcome mail to `email`, read from the dev mailbox. */
async function temporaryPasswordFor(page: Page, email: string): Promise<string> {
  const mail = await mailTo(page, email, /Tillfälligt lösenord: \w+/);
  const password = /Tillfälligt lösenord: (\w+)/.exec(mail)?.[1];
  if (!password) throw new Error('no temporary password in the welcome mail');
  return password;
}

/**
 * At the counter of a signed-in store (`store` on /store-dashboard): creates a new customer,
 * registers a bike for them with purchase details; then the customer signs in (`customer`, a
 * context of its own) with the mailed temporary password and finds the bike in /my-bikes with the
 * store block and the purchase details in its history.
 */
export async function registerBikeForNewCustomer(
  store: Page,
  customer: Page,
  shop: { name: string; address?: string },
): Promise<void> {
  const email = uniqueEmail('kund');
  const frameNumber = `E2E${Date.now().toString(36).toUpperCase()}`;
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
  // The e-mail masked, and no part of the personnummer: its first digits are the birth date (decision 093).
  await expect(store.getByText(/^k\*{3}@e\*{3}\.se$/)).toBeVisible();
  await expect(store.getByText(/19850312|850312|\d{6,8}-\*{4}/)).toHaveCount(0);

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

  // The customer signs in with the e-mailed temporary password, and chooses their own first.
  const password = await temporaryPasswordFor(store, email);
  await signIn(customer, email, password);
  await chooseOwnPassword(customer, password, 'kundens-eget-1');
  await expect(customer).toHaveURL(/\/my-bikes$/);
  const card = customer.getByRole('article').filter({ hasText: frameNumber });
  await expect(card).toBeVisible();
  await expect(card.getByText(shop.name)).toBeVisible();

  // Its history: a store registration with the store block and the purchase details.
  await card.getByRole('button', { name: /Ägarhistorik/ }).click();
  const history = customer.getByRole('dialog');
  await expect(history.getByText(/^Ka\*{3} K\*+$/)).toBeVisible();
  await history.getByRole('button', { name: shop.name }).click();
  if (shop.address) await expect(history.getByText(shop.address)).toBeVisible();
  await expect(history.getByText('Köpinformation')).toBeVisible();
  await expect(history.getByText(/21\s995 kr/)).toBeVisible();
  await expect(history.getByText('KV-E2E-1')).toBeVisible();
}
