import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalNumberBornIn } from '../auth-helpers.js';
import { freePort } from '../free-port.js';
import { decodeQuotedPrintable, startSmtpServer } from '../smtp-helpers.js';
import { startBankIdStandIn, type BankIdStandIn } from '../stand-ins/bankid-stand-in.js';
import { startStripeStandIn, type StripeStandIn } from '../stand-ins/stripe-stand-in.js';

/**
 * The built server as production starts it (decision 087): without real identity and mail
 * settings it refuses, listing what to set; with them (BankID's stand-in over mutual TLS and a
 * real SMTP server on this machine) it starts, and a person registers with BankID and gets the
 * welcome mail. Runs where the server is built (npm test builds it before this step).
 */
const repoRoot = resolve(import.meta.dirname, '../../../..');
const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

function run(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

describe.skipIf(!existsSync(serverEntry))('NODE_ENV=production', () => {
  let dataDir: string;
  const base = () => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ramkoll-production-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start with the simulators, naming the settings to give instead', async () => {
    const port = await freePort();
    const server = run({ ...base(), PORT: String(port), DEV_MAILBOX: 'true' });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('Invalid environment:');
    expect(output).toMatch(
      /EID_PROVIDER: the simulated BankID .* set EID_PROVIDER=bankid .* or EID_PROVIDER=oidc/,
    );
    expect(output).toMatch(/SMTP_URL: is required in production/);
    expect(output).toMatch(/DEV_MAILBOX: /);
    expect(output).toMatch(
      /PAYMENT_PROVIDER: the test provider .* set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
  });

  describe('with BankID and SMTP', () => {
    let bankId: BankIdStandIn;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let stripe: StripeStandIn;
    let server: ReturnType<typeof run>;
    let baseUrl: string;

    beforeAll(async () => {
      bankId = await startBankIdStandIn();
      smtp = await startSmtpServer();
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      stripe = await startStripeStandIn({
        webhookUrl: `${baseUrl}/api/payments/stripe/webhook`,
        webhookSecret: 'whsec_production_start',
      });
      server = run({
        ...base(),
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        SEED_DEMO: 'false',
        EID_PROVIDER: 'bankid',
        ...bankId.env,
        SMTP_URL: smtp.url,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_production_start',
        STRIPE_WEBHOOK_SECRET: 'whsec_production_start',
        STRIPE_API_BASE: stripe.url,
      });
      for (let attempt = 0; attempt < 300; attempt += 1) {
        const healthy = await fetch(`${baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) return;
        if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
        await new Promise((done) => setTimeout(done, 200));
      }
      throw new Error(`the server did not answer: ${server.output()}`);
    }, 90_000);

    afterAll(async () => {
      server?.child.kill('SIGTERM');
      await server?.exited;
      await smtp?.close();
      await stripe?.close();
      await bankId?.close();
    });

    it('starts, serves no development mailbox, and registers a person BankID identified, who gets the mail', async () => {
      expect((await fetch(`${baseUrl}/dev/mailbox`)).status).toBe(404);
      // Nor the API's map, unless API_DOCS asks for it (decision 093).
      expect((await fetch(`${baseUrl}/api/docs/json`)).status).toBe(404);
      expect(await (await fetch(`${baseUrl}/api/auth/eid`)).json()).toEqual({
        provider: 'bankid',
        kind: 'app',
      });

      const started = await fetch(`${baseUrl}/api/auth/eid/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify({ purpose: 'register', sameDevice: true }),
      });
      expect(started.status).toBe(201);
      const cookie = started.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');
      const order = (await started.json()) as { id: string; autoStartUrl: string };
      const scanned = await fetch(`${bankId.controlUrl}/scan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          autoStartToken: new URL(order.autoStartUrl).searchParams.get('autostarttoken'),
          personalNumber: personalNumberBornIn(1975),
          name: 'Pia Produktion',
          givenName: 'Pia',
          surname: 'Produktion',
          action: 'approve',
        }),
      });
      expect(scanned.status).toBe(200);
      let status = 'pending';
      for (let attempt = 0; attempt < 40 && status === 'pending'; attempt += 1) {
        await new Promise((done) => setTimeout(done, 250));
        const followed = await fetch(`${baseUrl}/api/auth/eid/orders/${order.id}`, { headers: { cookie } });
        status = ((await followed.json()) as { status: string }).status;
      }
      expect(status).toBe('complete');

      const email = `pia-${Date.now()}@example.se`;
      const registered = await fetch(`${baseUrl}/api/auth/eid/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
        body: JSON.stringify({
          orderId: order.id,
          email,
          emailConfirmation: email,
          countryCode: '+46',
          phone: '0701119988',
        }),
      });
      expect(registered.status, await registered.clone().text()).toBe(201);
      expect(await registered.json()).toMatchObject({ user: { email, fullName: 'Pia Produktion' } });

      for (
        let attempt = 0;
        attempt < 100 && !smtp.received.some((mail) => mail.to.includes(email));
        attempt += 1
      ) {
        await new Promise((done) => setTimeout(done, 100));
      }
      const mail = smtp.received.find((received) => received.to.includes(email));
      expect(decodeQuotedPrintable(mail?.raw ?? '')).toMatch(/Tillfälligt lösenord: [A-Za-z0-9]{8}/);

      // The new customer buys 100 points: Stripe's hosted page (the stand-in) is paid, and only
      // its signed webhook credits them.
      const session = registered.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');
      const bought = await fetch(`${baseUrl}/api/me/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session, origin: baseUrl },
        body: JSON.stringify({ package: 'points_100', currency: 'SEK' }),
      });
      expect(bought.status, await bought.clone().text()).toBe(201);
      const { checkout } = (await bought.json()) as { checkout: { provider: string; url: string } };
      expect(checkout.provider).toBe('stripe');
      const balance = async () =>
        (
          (await (await fetch(`${baseUrl}/api/me/balance`, { headers: { cookie: session } })).json()) as {
            pointsBalance: number;
          }
        ).pointsBalance;
      expect(await balance()).toBe(0);
      const delivered = await stripe.pay(checkout.url.split('/pay/')[1] ?? '');
      expect(delivered.status).toBe(200);
      expect(await balance()).toBe(100);
    });
  });
});
