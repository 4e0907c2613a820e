/**
 * What a production server needs and this machine cannot run (decisions 087 and 090: with
 * NODE_ENV=production the server refuses the simulated BankID, a missing SMTP_URL, DEV_MAILBOX=true
 * and the test payment provider), played locally on 127.0.0.1 so the benches measure production's
 * configuration:
 *
 * - BankID: the RP API stand-in over mutual TLS (test/stand-ins/bankid-stand-in.ts, decision 088);
 *   its control API plays the person's phone (`bankIdControlUrl`, used by bench/http-people.ts).
 * - SMTP: a sink that accepts every mail and keeps none of it (a soak sends thousands), counting them.
 * - Stripe: the API stand-in (test/stand-ins/stripe-stand-in.ts, decision 090) the server's SDK
 *   creates its Checkout Sessions on; a person pays on its hosted page and it posts the signed
 *   `checkout.session.completed` webhook, the only thing that credits points.
 *
 * A bench starts this once per run, gives `env` to every server it starts (a server restarted
 * after a kill meets the same BankID, SMTP and Stripe) and closes it at the end. A server's port is
 * chosen per start, so whoever starts one tells the stand-ins where it listens (`webhooksTo`) before
 * it answers anyone: Stripe's webhooks then go to that server. scripts/bench-web.mjs, plain
 * JavaScript, loads this file through tsx's API (see there).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startBankIdStandIn, type BankIdStandIn } from '../test/stand-ins/bankid-stand-in.js';
import {
  startStripeStandIn,
  type DeliveredEvent,
  type StripeStandIn,
} from '../test/stand-ins/stripe-stand-in.js';

export interface ProductionStandIns {
  /** EID_PROVIDER, BANKID_*, SMTP_URL, PAYMENT_PROVIDER, STRIPE_*: production's settings at the stand-ins. */
  env: Record<string, string>;
  /** The BankID stand-in's control API, `http://127.0.0.1:<port>/stand-in` (POST /scan, /answer). */
  bankIdControlUrl: string;
  /**
   * Stripe's webhooks go to the server at `baseUrl` (`http://127.0.0.1:<port>`) from now on: called
   * by whoever starts a server, with its port, before it serves anyone (and again after a restart).
   */
  webhooksTo(baseUrl: string): void;
  /**
   * Sends again every Stripe event that a server did not take (it was killed before answering, or
   * answered other than 2xx), as Stripe retries them: the answers those got (`body` is the app's
   * `{ received, outcome }`), without the events that got none this time either.
   */
  redeliverWebhooks(): Promise<DeliveredEvent[]>;
  /** Mails the SMTP sink has accepted so far. */
  mailsReceived(): number;
  close(): Promise<void>;
}

/**
 * The one place where a bench server's production settings come from: a setting production
 * comes to require goes here (with its stand-in in startProductionStandIns, if it needs one).
 */
function productionEnv(
  bankId: BankIdStandIn,
  smtpUrl: string,
  stripe: { standIn: StripeStandIn; secretKey: string; webhookSecret: string },
): Record<string, string> {
  return {
    EID_PROVIDER: 'bankid',
    ...bankId.env,
    SMTP_URL: smtpUrl,
    // Production's default, said outright so an inherited DEV_MAILBOX=true cannot stop the start.
    DEV_MAILBOX: 'false',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.standIn.url,
  };
}

/** Where the app takes Stripe's events (src/routes/payments/stripe-webhook.ts). */
const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export async function startProductionStandIns(): Promise<ProductionStandIns> {
  // The test PKI (BankID's CA, our RP certificate) goes in a folder of this run's, removed at the end.
  const dir = await mkdtemp(join(tmpdir(), 'ramkoll-bench-bankid-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  let bankId: BankIdStandIn;
  try {
    bankId = await startBankIdStandIn({ dir });
  } catch (error) {
    await removeDir();
    throw error;
  }
  let smtp: { url: string; count(): number; close(): Promise<void> };
  try {
    smtp = await startSmtpSink();
  } catch (error) {
    await bankId.close();
    await removeDir();
    throw error;
  }
  // Test-mode secrets of this run's own: the stand-in takes sk_test_ keys only.
  const secretKey = `sk_test_bench${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_bench${randomBytes(16).toString('hex')}`;
  let stripe: StripeStandIn;
  try {
    // No server yet: webhooksTo gives the stand-in its address once a bench has started one.
    stripe = await startStripeStandIn({ webhookSecret });
  } catch (error) {
    await Promise.all([bankId.close(), smtp.close()]);
    await removeDir();
    throw error;
  }
  let closed: Promise<void> | null = null;
  return {
    env: productionEnv(bankId, smtp.url, { standIn: stripe, secretKey, webhookSecret }),
    bankIdControlUrl: bankId.controlUrl,
    webhooksTo: (baseUrl) => stripe.setWebhookUrl(new URL(STRIPE_WEBHOOK_PATH, baseUrl).href),
    redeliverWebhooks: () => stripe.redeliver(),
    mailsReceived: () => smtp.count(),
    close: () => {
      closed ??= Promise.all([bankId.close(), smtp.close(), stripe.close()]).then(removeDir);
      return closed;
    },
  };
}

/** A real SMTP server on a free port of 127.0.0.1 that reads each mail to its end and drops it. */
async function startSmtpSink(): Promise<{ url: string; count(): number; close(): Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    count: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
