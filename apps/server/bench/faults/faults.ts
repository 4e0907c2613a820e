/**
 * `npm run test:faults`: the app under failure. First the built server is killed with SIGKILL
 * mid-request many times (kill-server.ts), then PostgreSQL, SMTP and S3 each go away for a while
 * under a running server (outages.ts). Every server runs production's configuration, with BankID's
 * stand-in and a local SMTP sink started once for the whole run (../production-stand-ins.ts).
 * Exit code 1 when any check fails.
 *
 * Options: --only kills|outages, --kills N (default 100), --seed N, --batch N (requests a round),
 * --people N.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, isBuilt } from '../load/server-process.js';
import { startProductionStandIns } from '../production-stand-ins.js';
import { runKills } from './kill-server.js';
import { runOutages } from './outages.js';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    kills: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    batch: { type: 'string', default: '8' },
    people: { type: 'string', default: '8' },
  },
});
const repoRoot = resolve(import.meta.dirname, '../../../..');
const log = (line: string) => console.log(line);

if (!isBuilt(repoRoot)) await build(repoRoot);
const production = await startProductionStandIns();
const problems: string[] = [];
try {
  if (options.only !== 'outages') {
    problems.push(
      ...(await runKills({
        repoRoot,
        production,
        kills: Number(options.kills),
        batch: Number(options.batch),
        people: Number(options.people),
        seed: Number(options.seed),
        log,
      })),
    );
  }
  if (options.only !== 'kills') problems.push(...(await runOutages({ repoRoot, production, log })));
} finally {
  await production.close();
}
if (problems.length > 0) {
  console.error(`FAILED:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  log('Every fault check held.');
}
