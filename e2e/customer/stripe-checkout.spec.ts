import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startStripeStandIn, type StripeStandIn } from '../../apps/server/test/stand-ins/stripe-stand-in.js';
import { newBankIdCustomer } from '../support/bankid.js';

/*
 * Buying points through Stripe Checkout (decision 090), with the Stripe stand-in in Stripe's
 * place. The shared e2e servers run the test provider, so this spec starts a server of its own
 * with PAYMENT_PROVIDER=stripe on the same build and a fresh database, and the stand-in beside
 * it: the customer pays on the stand-in's hosted page, which posts the signed webhook and sends
 * the browser back to /order, where the points and the receipt appear.
 */

const WEBHOOK_SECRET = 'whsec_e2e_stripe_checkout';
const root = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`the Stripe e2e server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error('the Stripe e2e server did not start');
}

let standIn: StripeStandIn;
let server: ChildProcess;
let serverUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const [serverPort, standInPort] = [await freePort(), await freePort()];
  serverUrl = `http://127.0.0.1:${serverPort}`;
  dataDir = mkdtempSync(join(tmpdir(), 'ramkoll-e2e-stripe-'));
  standIn = await startStripeStandIn({
    webhookUrl: `${serverUrl}/api/payments/stripe/webhook`,
    webhookSecret: WEBHOOK_SECRET,
    port: standInPort,
  });
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: serverUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
    },
  });
  await waitForHealth(serverUrl, server);
});

test.afterAll(async () => {
  server.kill('SIGTERM');
  await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done(null)));
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a customer pays on Stripe Checkout and comes back to the points and the receipt', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: serverUrl, locale: 'sv-SE' });
  const page = await context.newPage();
  await newBankIdCustomer(page, 'Stina Stripe');
  await page.goto('/order');
  const packages = page.getByRole('region', { name: 'Poängpaket' });
  await packages.getByRole('button', { name: 'Köp 300 poäng' }).click();

  // Stripe's hosted page (the stand-in's), in the account's language.
  await expect(page).toHaveURL(new RegExp(`^${standIn.url}/pay/cs_test_`));
  await expect(page.getByText('300 poäng')).toBeVisible();
  await page.getByRole('button', { name: 'Betala' }).click();

  // Back on /order: only the webhook credited, and the page says so once it has.
  await expect(page).toHaveURL(/\/order/);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Betalningen är klar' });
  await expect(toast.getByText('Betalningen är klar', { exact: true })).toBeVisible();
  await expect(page.getByText('Ditt saldo: 300 poäng')).toBeVisible();
  expect(standIn.deliveries.map((delivery) => [delivery.type, delivery.status])).toEqual([
    ['checkout.session.completed', 200],
  ]);

  const receipt = page.getByRole('link', { name: /^Kvitto för 300 poäng/ });
  await expect(receipt).toBeVisible();
  const href = (await receipt.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
