import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, uniqueEmail } from '../support/people.js';
import { approvedStore } from '../support/stores.js';

/** A new e-mail customer who has submitted a photo of an ID card for review (through the API). */
async function customerWithIdPhoto(page: Page, fullName: string): Promise<void> {
  const email = uniqueEmail('id');
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { email, password: 'hemligt123', fullName },
  });
  expect(signUp.status()).toBe(201);
  await page.setContent(
    '<div style="width:640px;height:400px;background:#cde;font:32px sans-serif;padding:40px">ID-KORT</div>',
  );
  const photo = await page.screenshot({ type: 'jpeg', clip: { x: 0, y: 0, width: 640, height: 400 } });
  const upload = await page.request.post('/api/me/uploads/id-documents', {
    multipart: { file: { name: 'id.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const submit = await page.request.post('/api/me/id-verification', { data: { fileId: id } });
  expect(submit.status()).toBe(201);
}

test('the admin approves an ID document and suspends a store that then cannot sign in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const fullName = `Ida Idsson ${String(Date.now()).slice(-5)}`;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customerWithIdPhoto(customer, fullName);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await expect(admin).toHaveURL(/\/admin-dashboard$/);
  await admin.getByRole('link', { name: /ID-handlingar att granska/ }).click();
  await expect(admin).toHaveURL(/\/admin-id-reviews$/);
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: fullName }) });
  await expect(card.getByRole('img', { name: `ID-handling från ${fullName}` })).toBeVisible();
  await card.getByRole('button', { name: 'Godkänn' }).click();
  await expect(admin.getByText(`${fullName} är verifierad.`).first()).toBeVisible();
  await expect(card).toHaveCount(0);
  const status = await customer.request.get('/api/me/id-verification');
  expect(((await status.json()) as { identityVerified: boolean }).identityVerified).toBe(true);

  const storeContext = await browser.newContext();
  const storePage = await storeContext.newPage();
  const storeName = `Avstängda Cyklar ${String(Date.now()).slice(-5)}`;
  // The approval signs an admin in on a fresh page of its own (cookie banner first).
  const approverContext = await browser.newContext();
  const store = await approvedStore(storePage, await approverContext.newPage(), { name: storeName });
  await approverContext.close();

  await admin.goto('/admin-partners');
  await admin.getByRole('searchbox', { name: 'Sök butik' }).or(admin.getByLabel('Sök butik')).fill(storeName);
  await admin.getByRole('button', { name: 'Sök', exact: true }).click();
  const partner = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: storeName }) });
  await partner.getByRole('button', { name: 'Stäng av' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Anledning').fill('Avtalet är uppsagt');
  await dialog.getByRole('button', { name: 'Stäng av butiken' }).click();
  await expect(partner.getByText(/Avstängd sedan/)).toBeVisible();

  // The open session ends, and says why (issue 51); the right password no longer opens the store.
  const me = await storePage.request.get('/api/store/me');
  expect(me.status()).toBe(403);
  expect(((await me.json()) as { error: { code: string; details: unknown } }).error).toMatchObject({
    code: 'STORE_SUSPENDED',
    details: { reason: 'Avtalet är uppsagt' },
  });
  await storePage.goto('/store-login');
  await storePage.getByLabel('E-postadress').fill(store.contactEmail);
  await storePage.getByLabel('Lösenord', { exact: true }).fill(store.password);
  const answer = storePage.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in'));
  await storePage.getByRole('button', { name: 'Fortsätt' }).click();
  expect((await answer).status()).toBe(403);
  await expect(storePage).toHaveURL(/\/store-login$/);
  await expect(
    storePage.getByRole('alert').filter({ hasText: 'Anledning: Avtalet är uppsagt.' }),
  ).toContainText('Butikens konto är avstängt av Ramkoll');

  await customerContext.close();
  await adminContext.close();
  await storeContext.close();
});
