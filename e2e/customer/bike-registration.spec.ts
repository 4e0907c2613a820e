import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { renderBikePhoto, renderReceiptImage } from '../../apps/server/test/fixtures/receipt-image.js';
import { newBankIdCustomer } from '../support/bankid.js';
import { writeQrCameraVideo } from '../support/fake-camera.js';
import { signIn } from '../support/people.js';

/*
 * /bike-registration end to end: real uploads, real OCR of a generated receipt photo, the real
 * camera path through Chromium's fake camera (which shows a QR code holding
 * {"frameNumber":"WBK24QR7731"}), and camera access refused until the spec grants it.
 */
/** Anna (demo data): 500 points, and the personnummer her receipts must name. */
const anna = { email: 'anna@ramkoll.se', fullName: 'Anna Andersson', personalNumber: '19880521-4023' };
/** Erik's seeded Monark Karin (demo bike 1) owns this frame number; no spec changes that bike. */
const takenFrameNumber = 'MON25107919';

const qrVideo = writeQrCameraVideo(resolve(import.meta.dirname, '../fixtures/frame-number-qr.txt'));

const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${qrVideo}`,
        ],
      });
    },
    { scope: 'worker' },
  ],
});

function dashed(personalNumber: string): string {
  const digits = personalNumber.replace(/\D/g, '');
  return `${digits.slice(0, 8)}-${digits.slice(8)}`;
}

/** A frame number no other run or spec uses: letters and digits OCR reads without doubt. */
function uniqueFrameNumber(): string {
  return `RKE${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** No serious or critical accessibility problem on the page as it stands. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function uploadReceipt(page: Page, frameNumber: string, personalNumber: string, buyerName: string) {
  const receipt = await renderReceiptImage({
    frameNumber,
    personalNumber: dashed(personalNumber),
    buyerName,
  });
  await page
    .getByLabel('Kvitto', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'kvitto.jpg', mimeType: 'image/jpeg', buffer: receipt });
}

test('a customer registers a bike with a verified receipt and a photo, and finds it in /my-bikes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const frameNumber = uniqueFrameNumber();
  await signIn(page, anna.email);
  await expect(page).toHaveURL(/\/my-bikes$/);
  await page.goto('/bike-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrera cykel' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Registrera Cykel' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Kvitto saknas')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Ramnummer').fill(frameNumber);
  await uploadReceipt(page, frameNumber, anna.personalNumber, anna.fullName);
  await expect(page.getByText('Kvitto verifieras…')).toBeVisible();
  const checks = page.getByRole('region', { name: 'Kvittoverifiering' });
  await expect(checks.getByText('Kvittot är verifierat')).toBeVisible({ timeout: 30_000 });
  await expect(checks.getByRole('listitem')).toHaveText([
    'Ramnummer: OK',
    'Ditt personnummer: OK',
    'Säljare eller org.nr: OK',
  ]);
  await expectAccessible(page);

  // A photo of a red bike with CRESCENT on the top tube: the analysis fills brand and colour.
  const photoField = page.getByRole('group', { name: 'Bild på cykeln (valfritt)' });
  await photoField
    .getByLabel('Bild på cykeln (valfritt)', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({
      name: 'cykel.jpg',
      mimeType: 'image/jpeg',
      buffer: await renderBikePhoto({ frameColour: '#c8102e', brandText: 'CRESCENT' }),
    });
  await expect(photoField.getByText('Uppladdad')).toBeVisible({ timeout: 15_000 });
  await expect(photoField.getByText(/^Ifyllt från bilden: märke, färg/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Märke (valfritt)')).toHaveValue('Crescent');
  await expect(page.getByLabel('Färg (valfritt)')).toHaveValue('Röd');

  await page.getByLabel('Cykeltyp').selectOption({ label: 'Elcykel' });
  await page.getByLabel('Modell (valfritt)').fill('Elda');
  await page.getByLabel('Stad (valfritt)').fill('Malmö');
  await expect(submit).toBeEnabled();
  await submit.click();

  const cost = page.getByRole('dialog', { name: 'Bekräfta registrering' });
  await expect(cost.getByText('Att registrera en cykel kostar 100 poäng.', { exact: false })).toBeVisible();
  await expect(cost.getByText(frameNumber)).toBeVisible();
  await expectAccessible(page);
  await cost.getByRole('button', { name: 'Bekräfta och registrera' }).click();

  const done = page.getByRole('dialog', { name: 'Cykeln är registrerad!' });
  await expect(done.getByText(`Cykeln med ramnummer ${frameNumber} är nu registrerad på dig.`)).toBeVisible();
  await done.getByRole('link', { name: 'Till Mina cyklar' }).click();
  await expect(page).toHaveURL(/\/my-bikes$/);
  const card = page.getByRole('article').filter({ hasText: frameNumber });
  await expect(card.getByRole('heading', { name: 'Crescent Elda' })).toBeVisible();
});

test('camera refused, then allowed: QR scan and photo capture; a taken frame number opens the tips dialog', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const customer = await newBankIdCustomer(page, 'Kim Kvittosson');
  await page.goto('/bike-registration');

  await page.getByRole('button', { name: 'Skanna QR-kod' }).click();
  const scanner = page.getByRole('dialog', { name: 'Skanna QR-kod' });
  await expect(scanner.getByText('Kamerabehörighet nekad')).toBeVisible();
  await expect(scanner.getByText('Så ger du åtkomst till kameran')).toBeVisible();
  await expectAccessible(page);

  await context.grantPermissions(['camera']);
  await scanner.getByRole('button', { name: 'Försök igen' }).click();
  await expect(scanner).toBeHidden({ timeout: 15_000 });
  await expect(page.getByLabel('Ramnummer')).toHaveValue('WBK24QR7731');
  await expect(page.getByText('Ramnumret WBK24QR7731 fylldes i från QR-koden.')).toBeVisible();

  // The bike photo through the camera: live → captured → retake → use.
  const photoField = page.getByRole('group', { name: 'Bild på cykeln (valfritt)' });
  await photoField.getByRole('button', { name: 'Ta foto' }).click();
  const camera = page.getByRole('dialog', { name: 'Ta foto: Bild på cykeln' });
  await camera.getByRole('button', { name: 'Ta bild' }).click();
  await expect(camera.getByRole('img', { name: 'Bilden du tog' })).toBeVisible();
  await camera.getByRole('button', { name: 'Ta om' }).click();
  await camera.getByRole('button', { name: 'Ta bild' }).click();
  await camera.getByRole('button', { name: 'Använd bild' }).click();
  await expect(camera).toBeHidden();
  await expect(photoField.getByText('Uppladdad')).toBeVisible({ timeout: 15_000 });
  await expect(photoField.getByRole('img', { name: 'Förhandsvisning: Bild på cykeln' })).toBeVisible();

  const taken = takenFrameNumber;
  await page.getByLabel('Ramnummer').fill(taken);
  await uploadReceipt(page, taken, customer.personalNumber, 'Kim Kvittosson');
  await expect(page.getByText('Kvittot är verifierat')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Cykeltyp').selectOption({ label: 'Damcykel' });
  await page.getByRole('button', { name: 'Registrera Cykel' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cykeln är redan registrerad' });
  await expect(
    dialog.getByText(`Ramnumret ${taken} är redan registrerat i Ramkoll.`, { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText('Här brukar ramnumret sitta')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('dialog', { name: 'Bekräfta registrering' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Ändra ramnummer' }).click();
  await expect(page.getByLabel('Ramnummer')).toBeFocused();
});
