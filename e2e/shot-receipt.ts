import { chromium } from '@playwright/test';
import { renderReceiptImage } from '../apps/server/test/fixtures/receipt-image.js';

const base = process.env.BASE ?? 'http://127.0.0.1:3998';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [lang, width] of [['sv', 1280], ['en', 390]] as const) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.evaluate((l) => localStorage.setItem('ramkoll.lang', l), lang);
  await page.goto(`${base}/auth`);
  await page.locator('input[type=email]').fill('anna@ramkoll.se');
  await page.locator('input[type=password]').fill('Ramkoll2026!');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/my-bikes/);
  await page.goto(`${base}/bike-registration`);
  const frame = `WTU2${Math.floor(Math.random() * 900000 + 100000)}9`;
  await page.locator('#frame-number').fill(frame);
  // Printed with the 0s as O and the org number's 0 read as 6: what OCR of a worn print gives.
  const receipt = await renderReceiptImage({ frameNumber: frame.replace(/0/g, 'O'), personalNumber: '19880521-4O23', orgNumber: '556036-6793', brand: 'Crescent', model: 'Elda' });
  await page.locator('input[type=file]').first().setInputFiles({ name: 'kvitto.jpg', mimeType: 'image/jpeg', buffer: receipt });
  await page.getByText(lang === 'sv' ? 'Kvittot är verifierat' : /receipt is verified/i).waitFor({ timeout: 60000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/registration-${lang}-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log('done');
