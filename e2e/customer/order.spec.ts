import { expect, test } from '@playwright/test';
import { newBankIdCustomer } from '../support/bankid.js';

/*
 * A new customer (0 points) buys the smallest package through the built-in test checkout in one
 * tab while a second tab sits on /my-bikes. That tab never fetches the balance again by itself
 * (it is cached for 30 s and not polled), so its 'N p' can only rise through the realtime stream.
 */
test('buying points raises N p in the top bar of another open tab without a reload', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const watcher = await context.newPage();
  await newBankIdCustomer(watcher, 'Petra Poängsson');
  const watcherPoints = watcher.getByRole('navigation', { name: 'Toppmeny' }).getByRole('button', {
    name: /^Poängsaldo:/,
  });
  await expect(watcherPoints).toHaveText('0 p');

  const buyer = await context.newPage();
  await buyer.goto('/order');
  await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible();
  const packages = buyer.getByRole('region', { name: 'Poängpaket' });
  // Each package's button is named 'Köp <N> poäng'.
  const buy = packages.getByRole('button', { name: /^Köp \d[\d\s]* poäng$/ }).first();
  const points = Number(((await buy.getAttribute('aria-label')) ?? '').replace(/\D/g, ''));
  expect(points).toBeGreaterThan(0);
  await buy.click();
  const checkout = buyer.getByRole('dialog', { name: 'Testbetalning' });
  await checkout.getByRole('button', { name: /^Betala / }).click();
  // The toast itself: the page's lead says "… när betalningen är klar" too.
  const toast = buyer.locator('[data-sonner-toast]').filter({ hasText: 'Betalningen är klar' });
  await expect(toast.getByText('Betalningen är klar', { exact: true })).toBeVisible();
  // The toast settles below the top bar: it never covers the 'N p' the payment changed.
  const pointsBox = await buyer
    .getByRole('navigation', { name: 'Toppmeny' })
    .getByRole('button', { name: /^Poängsaldo:/ })
    .boundingBox();
  const pointsBottom = (pointsBox?.y ?? Infinity) + (pointsBox?.height ?? 0);
  await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(pointsBottom);

  await expect(watcherPoints).toHaveText(`${points} p`, { timeout: 8_000 });
  // The bell of the watching tab has the purchase too.
  await expect(
    watcher.getByRole('navigation', { name: 'Toppmeny' }).getByRole('button', { name: 'Notiser, 1 oläst' }),
  ).toBeVisible();

  // The order history lists the paid purchase.
  await expect(buyer.getByText('Betald')).toBeVisible();
  await context.close();
});
