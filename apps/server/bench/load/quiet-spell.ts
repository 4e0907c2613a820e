/**
 * `npm run bench:load:quiet`: search as it is met after a quiet spell. The built server on the
 * load bench's kept PostgreSQL registry (seeded first when missing, as `npm run bench:load` does)
 * answers bursts of ten close frame-number searches at once, first back to back (warm), then
 * each after 12 s without a request: longer than pg-pool's default idle limit (10 s), which
 * closed every connection in between, so each burst met new PostgreSQL backends (decision 069).
 * Prints the median and 90th percentile of both, and their ratio.
 *
 * Options: --bikes N (default 1000000), --data-dir DIR, --bursts N (default 5), --quiet S (12).
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, signInCookie } from '../bench-http.js';
import { startProductionStandIns } from '../production-stand-ins.js';
import { openBenchDatabase } from './bench-database.js';
import { benchEmail, BENCH_PASSWORD } from './seed-registry.js';
import { build, isBuilt, startServer } from './server-process.js';
import { sampleRegistry } from './workload.js';

const { values: options } = parseArgs({
  options: {
    bikes: { type: 'string', default: '1000000' },
    'data-dir': { type: 'string' },
    bursts: { type: 'string', default: '5' },
    quiet: { type: 'string', default: '12' },
  },
});
const repoRoot = resolve(import.meta.dirname, '../../../..');
const bikes = Number(options.bikes);
const bursts = Number(options.bursts);
const quietMs = Number(options.quiet) * 1000;
const log = (line: string) => console.log(line);

if (!isBuilt(repoRoot)) await build(repoRoot);
const database = await openBenchDatabase(
  {
    kind: 'postgres',
    dataDir: options['data-dir'] ?? join(tmpdir(), `ramkoll-loadbench-postgres-${bikes}`),
    bikes,
    owners: 300,
    reseed: false,
    stockPostgres: false,
    repoRoot,
    log,
  },
  (db) => sampleRegistry(db, 400),
);
const production = await startProductionStandIns();
const server = await startServer({ repoRoot, production, env: database.serverEnv, log }).catch(
  async (error: unknown) => {
    await production.close();
    await database.stop();
    throw error;
  },
);
try {
  const cookie = await signInCookie(server.baseUrl, benchEmail(1), BENCH_PASSWORD);
  const queries = database.inspected.close.map(({ query }) => query);
  let next = 0;
  const search = async (): Promise<number> => {
    const query = queries[next++ % queries.length] ?? '';
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/bikes/search?q=${encodeURIComponent(query)}`, {
      headers: { cookie },
    });
    await response.text();
    if (!response.ok) throw new Error(`search ${query}: HTTP ${response.status}`);
    return performance.now() - started;
  };
  // Ten at once, as a few visitors arriving together: the pool opens its connections.
  const burst = () => Promise.all(Array.from({ length: 10 }, search));
  for (let index = 0; index < 3; index++) await burst();
  const warm: number[] = [];
  for (let index = 0; index < bursts; index++) warm.push(...(await burst()));
  const afterQuiet: number[] = [];
  for (let index = 0; index < bursts; index++) {
    await new Promise((done) => setTimeout(done, quietMs));
    afterQuiet.push(...(await burst()));
  }
  const line = (name: string, values: number[]) =>
    `${name}: median ${percentile(values, 0.5).toFixed(1)} ms, p90 ${percentile(values, 0.9).toFixed(1)} ms`;
  log(`${bikes.toLocaleString('en')} bikes, bursts of 10 close searches (${bursts} of each):`);
  log(`  ${line('back to back', warm)}`);
  log(`  ${line(`after ${quietMs / 1000} s quiet`, afterQuiet)}`);
  log(
    `  after quiet / back to back (medians): ${(percentile(afterQuiet, 0.5) / percentile(warm, 0.5)).toFixed(2)}`,
  );
} finally {
  await server.stop();
  await production.close();
  await database.stop();
}
