/**
 * `npm run bench:analytics [-- --bikes N] [-- --db postgres|pglite] [-- --runs N] …`
 *
 * The admin analytics at a million bikes (issue 17: "each chart under 300 ms"). Reuses the load
 * benchmark's seeded registry (bench/load/seed-registry.ts, kept between runs in the same folder,
 * so one seed serves both), starts the built server as production would, signs in as an admin over
 * HTTP and times each analytics endpoint one request at a time (a person opening the page), after
 * a warm-up, reporting p50 / p95 / max beside /api/health timed the same way in the same run.
 * A benchmark, not a test: the numbers go into docs/performance.md (decision 045).
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { hashPassword } from '../src/lib/crypto/password-hash.js';
import { percentile, signInCookie } from './bench-http.js';
import { openBenchDatabase, type BenchDatabase } from './load/bench-database.js';
import { BENCH_PASSWORD } from './load/seed-registry.js';
import { build, isBuilt, startServer, type RunningServer } from './load/server-process.js';
import { startProductionStandIns, type ProductionStandIns } from './production-stand-ins.js';

const TARGET_P95_MS = 300;
const ADMIN_EMAIL = 'analyticsbench-admin@ramkoll.se';

/** `days` days before `day` (YYYY-MM-DD). */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const today = todayIn(new Date());
/** The pages' default ranges: 90 days for /analytics and /business-analytics, a year for insurance. */
const quarter = `from=${daysBefore(today, 89)}&to=${today}`;
const year = `from=${daysBefore(today, 364)}&to=${today}`;

/** Every analytics endpoint the admin pages call, as they call it by default. One line each. */
export const endpoints: readonly { name: string; path: string }[] = [
  { name: 'analytics (day)', path: `/api/admin/analytics?${quarter}&bucket=day` },
  { name: 'analytics (week)', path: `/api/admin/analytics?${quarter}&bucket=week` },
  { name: 'analytics (month)', path: `/api/admin/analytics?${quarter}&bucket=month` },
  { name: 'insurance-analytics', path: `/api/admin/insurance-analytics?${year}` },
  { name: 'insurance-analytics (90 days)', path: `/api/admin/insurance-analytics?${quarter}` },
  { name: 'business-analytics', path: `/api/admin/business-analytics?${quarter}&bucket=week` },
];

const usage = `Usage: npm run bench:analytics -- [options]
  --db postgres|pglite   the database (default postgres)
  --bikes N              registry size (default 1000000 on postgres, 100000 on pglite)
  --data-dir DIR         where the seeded database is kept between runs, shared with bench:load
                         (default ${join(tmpdir(), 'ramkoll-loadbench-<db>-<bikes>')})
  --reseed               seed again even when the kept database fits
  --build                run npm run build first (done anyway when there is no build)
  --runs N               timed requests per endpoint (default 30)
  --warmup N             untimed requests per endpoint first (default 3)
  --owners N             owner accounts when seeding (default 300)
  --json FILE            also write the results as JSON
  --strict               exit 1 when an endpoint misses p95 ≤ ${TARGET_P95_MS} ms`;

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    bikes: { type: 'string' },
    'data-dir': { type: 'string' },
    reseed: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    owners: { type: 'string', default: '300' },
    json: { type: 'string' },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.log(usage);
  process.exit(0);
}

function whole(name: string, value: string, least: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < least) {
    console.error(`--${name} must be a whole number of at least ${least}\n\n${usage}`);
    process.exit(2);
  }
  return parsed;
}

const dbKind = options.db;
if (dbKind !== 'postgres' && dbKind !== 'pglite') {
  console.error(`--db must be postgres or pglite\n\n${usage}`);
  process.exit(2);
}
const bikes = whole('bikes', options.bikes ?? (dbKind === 'postgres' ? '1000000' : '100000'), 1);
const runs = whole('runs', options.runs, 1);
const warmup = whole('warmup', options.warmup, 0);
const owners = whole('owners', options.owners, 2);
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const dataDir = options['data-dir']
  ? resolve(invokedFrom, options['data-dir'])
  : join(tmpdir(), `ramkoll-loadbench-${dbKind}-${bikes}`);
const repoRoot = resolve(import.meta.dirname, '../../..');
const log = (line: string): void => console.log(line);

interface Shape {
  stolen: number;
  recovered: number;
  batteryThefts: number;
  priced: number;
}

/** An admin account for the bench (idempotent) and what the registry holds, for the report. */
async function prepareAdmin(db: Db): Promise<Shape> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    with account as (
      insert into users (email, password_hash) values (${ADMIN_EMAIL}, ${passwordHash})
      on conflict (email) do update set password_hash = excluded.password_hash
      returning id
    )
    insert into profiles (user_id, role, full_name) select id, 'admin', 'Analysbänk' from account
    on conflict (user_id) do update set role = 'admin'
  `);
  const [row] = (
    await db.execute<Record<keyof Shape, string>>(sql`
      select count(*) filter (where stolen_date is not null) as "stolen",
        count(*) filter (where recovered_at is not null) as "recovered",
        count(*) filter (where battery_stolen_status = 'stolen') as "batteryThefts",
        (select count(*) from ownership_events where purchase_price is not null) as "priced"
      from bikes
    `)
  ).rows;
  return {
    stolen: Number(row?.stolen ?? 0),
    recovered: Number(row?.recovered ?? 0),
    batteryThefts: Number(row?.batteryThefts ?? 0),
    priced: Number(row?.priced ?? 0),
  };
}

interface Timed {
  name: string;
  path: string;
  status: number;
  bytes: number;
  p50: number;
  p95: number;
  max: number;
}

/** One request at a time, the whole body read: what the admin waits for per chart. */
async function time(baseUrl: string, cookie: string, name: string, path: string): Promise<Timed> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie, accept: 'application/json' } });
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, bytes: body.length };
  };
  const first = await once();
  if (first.status !== 200) return { name, path, status: first.status, bytes: 0, p50: 0, p95: 0, max: 0 };
  for (let n = 1; n < warmup; n += 1) await once();
  const times: number[] = [];
  for (let n = 0; n < runs; n += 1) {
    const result = await once();
    if (result.status !== 200) throw new Error(`${path}: HTTP ${result.status} during the timed runs`);
    times.push(result.ms);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    path,
    status: 200,
    bytes: first.bytes,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1) ?? 0,
  };
}

const running: {
  database?: BenchDatabase<Shape>;
  production?: ProductionStandIns;
  server?: RunningServer;
} = {};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.server?.killNow();
    if (dbKind === 'pglite') process.exit(130);
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  log(
    `# Analytics benchmark: ${dbKind}, ${bikes.toLocaleString('en-US')} bikes, ${runs} timed requests per endpoint after ${warmup} untimed`,
  );
  if (options.build || !isBuilt(repoRoot)) {
    log('Building (npm run build) …');
    await build(repoRoot);
  }
  log(`Database kept in ${dataDir}`);
  const database = await openBenchDatabase(
    {
      kind: dbKind as 'postgres' | 'pglite',
      dataDir,
      bikes,
      owners,
      reseed: options.reseed,
      stockPostgres: false,
      repoRoot,
      log,
    },
    prepareAdmin,
  );
  running.database = database;
  const shape = database.inspected;
  log(
    `Registry: ${shape.stolen.toLocaleString('en-US')} thefts, ${shape.recovered.toLocaleString('en-US')} recovered, ` +
      `${shape.batteryThefts.toLocaleString('en-US')} stolen batteries, ${shape.priced.toLocaleString('en-US')} ownership events with a price.`,
  );
  running.production = await startProductionStandIns();
  running.server = await startServer({
    repoRoot,
    production: running.production,
    env: database.serverEnv,
    log,
  });
  const { baseUrl } = running.server;
  const cookie = await signInCookie(baseUrl, ADMIN_EMAIL, BENCH_PASSWORD);

  const rows: Timed[] = [await time(baseUrl, cookie, 'health (first)', '/api/health')];
  for (const endpoint of endpoints) {
    const row = await time(baseUrl, cookie, endpoint.name, endpoint.path);
    rows.push(row);
    log(
      row.status === 200
        ? `${row.name.padEnd(30)} p50 ${row.p50.toFixed(0).padStart(5)} ms  p95 ${row.p95.toFixed(0).padStart(5)} ms  max ${row.max.toFixed(0).padStart(5)} ms  (${row.bytes} bytes)`
        : `${row.name.padEnd(30)} HTTP ${row.status}: not measured`,
    );
  }
  rows.push(await time(baseUrl, cookie, 'health (last)', '/api/health'));

  const measured = rows.filter((row) => row.status === 200 && !row.name.startsWith('health'));
  const failed = rows.filter((row) => row.status !== 200 && row.status !== 404);
  const missing = rows.filter((row) => row.status === 404);
  const pass = failed.length === 0 && measured.every((row) => row.p95 <= TARGET_P95_MS);
  const seedNote = database.seed.cached
    ? `kept database, seeded earlier in ${database.seed.seconds.toFixed(0)} s`
    : `seeded now in ${database.seed.seconds.toFixed(0)} s`;
  log(
    `\n## ${new Date().toISOString().slice(0, 10)}: ${dbKind}, ${bikes.toLocaleString('en-US')} bikes (${seedNote})\n`,
  );
  log(
    `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; load average ` +
      `${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end. ${runs} timed requests ` +
      `each, one at a time. Whole run ${((performance.now() - started) / 1000).toFixed(0)} s.\n`,
  );
  log('| Endpoint | p50 ms | p95 ms | max ms | p95 ≤ 300 ms |');
  log('| --- | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const verdict = row.name.startsWith('health')
      ? 'baseline'
      : row.status !== 200
        ? `HTTP ${row.status}`
        : row.p95 <= TARGET_P95_MS
          ? 'yes'
          : 'NO';
    const cells =
      row.status === 200 ? [row.p50, row.p95, row.max].map((ms) => ms.toFixed(0)) : ['–', '–', '–'];
    log(`| ${row.name} | ${cells.join(' | ')} | ${verdict} |`);
  }
  if (missing.length > 0) log(`\nNot built yet (404): ${missing.map((row) => row.name).join(', ')}.`);
  log(`\n${pass ? 'ALL ENDPOINTS WITHIN p95 ≤ 300 ms' : 'SOME ENDPOINTS MISSED p95 ≤ 300 ms OR FAILED'}`);
  const serverErrors = await running.server.errorLines();
  if (serverErrors > 0) log(`The server logged ${serverErrors} errors: ${running.server.logFile}`);
  if (options.json) {
    const file = resolve(invokedFrom, options.json);
    await writeFile(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), db: dbKind, bikes, runs, seed: database.seed, shape, rows, pass }, null, 2)}\n`,
    );
    log(`Results written to ${file}`);
  }
  return failed.length > 0 || (!pass && options.strict) ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  await running.server?.stop();
  await running.production?.close();
  await running.database?.stop();
}
process.exit(exitCode);
