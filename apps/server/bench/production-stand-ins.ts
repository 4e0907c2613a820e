/**
 * What a production server needs and this machine cannot run (decision 087: with NODE_ENV=production
 * the server refuses the simulated BankID, a missing SMTP_URL and DEV_MAILBOX=true), played locally
 * on 127.0.0.1 so the benches measure production's configuration:
 *
 * - BankID: the RP API stand-in over mutual TLS (test/stand-ins/bankid-stand-in.ts, decision 088);
 *   its control API plays the person's phone (`bankIdControlUrl`, used by bench/http-people.ts).
 * - SMTP: a sink that accepts every mail and keeps none of it (a soak sends thousands), counting them.
 *
 * A bench starts this once per run, gives `env` to every server it starts (a server restarted
 * after a kill meets the same BankID and SMTP) and closes it at the end. scripts/bench-web.mjs, plain
 * JavaScript, loads this file through tsx's API (see there).
 */
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startBankIdStandIn, type BankIdStandIn } from '../test/stand-ins/bankid-stand-in.js';

export interface ProductionStandIns {
  /** EID_PROVIDER, BANKID_*, SMTP_URL …: production's settings pointing at the stand-ins. */
  env: Record<string, string>;
  /** The BankID stand-in's control API, `http://127.0.0.1:<port>/stand-in` (POST /scan, /answer). */
  bankIdControlUrl: string;
  /** Mails the SMTP sink has accepted so far. */
  mailsReceived(): number;
  close(): Promise<void>;
}

/**
 * The one place where a bench server's production settings come from: a setting production
 * comes to require goes here (with its stand-in in startProductionStandIns, if it needs one).
 */
function productionEnv(bankId: BankIdStandIn, smtpUrl: string): Record<string, string> {
  return {
    EID_PROVIDER: 'bankid',
    ...bankId.env,
    SMTP_URL: smtpUrl,
    // Production's default, said outright so an inherited DEV_MAILBOX=true cannot stop the start.
    DEV_MAILBOX: 'false',
  };
}

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
  let closed: Promise<void> | null = null;
  return {
    env: productionEnv(bankId, smtp.url),
    bankIdControlUrl: bankId.controlUrl,
    mailsReceived: () => smtp.count(),
    close: () => {
      closed ??= Promise.all([bankId.close(), smtp.close()]).then(removeDir);
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
