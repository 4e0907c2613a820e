/**
 * The built server with EID_PROVIDER=bankid against the BankID stand-in (decision 088), for the
 * browser tests of BankID's screens (e2e/accounts/bankid-app.spec.ts): starts the stand-in, then
 * `node apps/server/dist/server.js` with the stand-in's BANKID_* settings and this process's own
 * environment, and stops both on SIGINT or SIGTERM.
 *
 *   tsx --conditions=source apps/server/test/stand-ins/serve-with-bankid-stand-in.ts
 *
 * BANKID_CONTROL_PORT chooses the stand-in's control port (the specs play the person's phone on
 * it); the server's own PORT, DATA_DIR … come from the environment as usual.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startBankIdStandIn } from './bankid-stand-in.js';

const controlPort = Number(process.env.BANKID_CONTROL_PORT ?? 0);
const standIn = await startBankIdStandIn({ controlPort });
const root = resolve(import.meta.dirname, '../../../..');
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, EID_PROVIDER: 'bankid', ...standIn.env },
});

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await standIn.close();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
server.on('exit', (code) => void stop(code ?? 1));
