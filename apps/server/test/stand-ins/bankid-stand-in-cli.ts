/**
 * Starts the BankID stand-in (bankid-stand-in.ts) for a browser test or by hand:
 *
 *   npx tsx --conditions=source apps/server/test/stand-ins/bankid-stand-in-cli.ts \
 *     [--dir <folder>] [--port <n>] [--control-port <n>] [--scan-timeout-ms <n>]
 *
 * Prints one JSON line once both listeners are up, then runs until SIGINT or SIGTERM:
 *   {"url":"https://127.0.0.1:<port>/rp/v6.0","port":…,"controlUrl":"http://127.0.0.1:<controlPort>/stand-in",
 *    "controlPort":…,"dir":…,"files":{"ca","serverCert","serverKey","clientCert","clientKey","clientPfx"},
 *    "clientPassphrase":"…","env":{"BANKID_URL","BANKID_CA","BANKID_CERT","BANKID_KEY"}}
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startBankIdStandIn } from './bankid-stand-in.js';

function port(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${flag} must be a port number (0-65535)`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      'control-port': { type: 'string' },
      'scan-timeout-ms': { type: 'string' },
    },
    strict: true,
  });
  const dir = values.dir === undefined ? undefined : resolve(values.dir);
  if (dir) await mkdir(dir, { recursive: true });
  const scanTimeoutMs =
    values['scan-timeout-ms'] === undefined ? undefined : Number(values['scan-timeout-ms']);
  if (scanTimeoutMs !== undefined && !(scanTimeoutMs > 0))
    throw new Error('--scan-timeout-ms must be a positive number');

  const standIn = await startBankIdStandIn({
    dir,
    port: port(values.port, '--port'),
    controlPort: port(values['control-port'], '--control-port'),
    scanTimeoutMs,
  });
  const { url, port: rpPort, controlUrl, controlPort, files, clientPassphrase, env } = standIn;
  const description = {
    url,
    port: rpPort,
    controlUrl,
    controlPort,
    dir: standIn.dir,
    files,
    clientPassphrase,
    env,
  };
  process.stdout.write(`${JSON.stringify(description)}\n`);

  const stop = () => {
    void standIn.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
