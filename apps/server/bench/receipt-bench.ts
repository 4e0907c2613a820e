/**
 * `npm run bench:receipts [-- --count 150 --negatives 50 --concurrency 2 --seed 1]`
 *
 * Receipt verification as users meet it: a generated corpus of phone photos of receipts
 * (bench/receipts/*, seeded, cached under .tmp/bench-receipts) goes through the built server's
 * public HTTP API, started here as production runs it (`node apps/server/dist/server.js`,
 * NODE_ENV=production, a fresh PGlite data directory, BankID's stand-in and a local SMTP sink:
 * bench/production-stand-ins.ts). Every receipt has its own account, made through the real e-mail
 * sign-up with that person's personnummer. We chose sign-up over creating
 * accounts with the server's services before start: the sign-up answers a session and we choose
 * the password, so nothing is written to the database behind the server's back. All sign-ups
 * happen before the timed part. As that person: upload the photo (POST /api/me/uploads/receipts)
 * and verify it with the frame number they type (POST /api/me/analysis/receipt). Accepted = all
 * three flags true. A burst of GET /api/health before and after is the same-run baseline for a
 * shared, noisy machine. Prints a Markdown report; exits 1 when a target is missed. Not part of
 * `npm test`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiError, ApiUser } from './receipts/api-client.js';
import { loadOrGenerateCorpus } from './receipts/corpus.js';
import type { CorpusEntry } from './receipts/corpus-entry.js';
import { corpusFromOptions, corpusOptionSpec, wholeNumber } from './receipts/corpus-options.js';
import { renderReport, summarise, type Burst, type Outcome } from './receipts/report.js';
import { startProductionStandIns } from './production-stand-ins.js';
import { ensureBuilt, startServer } from './receipts/server-process.js';

const { values: options } = parseArgs({
  options: {
    ...corpusOptionSpec,
    out: { type: 'string' },
    'health-requests': { type: 'string', default: '300' },
    'corpus-only': { type: 'boolean', default: false },
  },
});
const { positives, negatives, concurrency, seed, dir: corpusDir } = corpusFromOptions(options);
const healthRequests = wholeNumber('health-requests', options['health-requests']);

const started = Date.now();
console.error(`Corpus: ${corpusDir}`);
const manifest = await loadOrGenerateCorpus({
  seed,
  positives,
  negatives,
  dir: corpusDir,
  onProgress: (done, total) => {
    if (done % 10 === 0 || done === total) console.error(`  generated ${done}/${total}`);
  },
});
if (options['corpus-only']) {
  console.log(`${manifest.entries.length} receipts in ${corpusDir} (manifest.json describes each).`);
  process.exit(0);
}

ensureBuilt();
const dataDir = join(tmpdir(), `ramkoll-receipt-bench-${randomBytes(6).toString('hex')}`);
await mkdir(dataDir, { recursive: true });
const loadBefore = loadavg();
const production = await startProductionStandIns();
const server = await startServer(dataDir, production).catch(async (error: unknown) => {
  await production.close();
  throw error;
});
let exitCode = 0;
try {
  const healthBefore = await healthBurst(server.url, healthRequests, concurrency);
  const users = await pool(manifest.entries, concurrency, (entry, index) =>
    signUpBuyer(server.url, entry, index),
  );
  let done = 0;
  const outcomes = await pool(manifest.entries, concurrency, async (entry, index) => {
    const outcome = await runReceipt(entry, users[index] ?? 'not signed up');
    if (outcome.error && server.exit()) console.error(`  ${entry.id}: the server ${server.exit()}`);
    done += 1;
    if (done % 10 === 0 || done === manifest.entries.length) {
      console.error(`  verified ${done}/${manifest.entries.length}`);
    }
    return outcome;
  });
  // The machine is shared: if something killed the server, say so and still report the receipts.
  const healthAfter = await healthBurst(server.url, healthRequests, concurrency).catch((error: unknown) => {
    console.error(
      `Health after the run failed (${describe(error)}); server ${server.exit() ?? 'still running'}.`,
    );
    return { latencies: [], seconds: 1 };
  });
  const loadAfter = loadavg();

  const cpu = cpus();
  const header = [
    `# Receipt benchmark (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${process.platform}, Node ${process.version}; ` +
      `load average ${loadBefore[0]?.toFixed(2)} before, ${loadAfter[0]?.toFixed(2)} after.`,
    `Corpus: seed ${seed}, ${positives} positives + ${negatives} negatives, fonts ${manifest.fonts.join(', ')}; ${corpusDir}`,
    `Server: apps/server/dist as NODE_ENV=production, PGlite, ${concurrency} receipts at a time over HTTP; ` +
      `run took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  ];
  const ended = server.exit();
  if (ended) header.push('', `**The server ${ended} during the run: later figures are missing or failed.**`);
  const report = renderReport(outcomes, { before: healthBefore, after: healthAfter }, header);
  console.log(report);
  await writeFile(join(corpusDir, 'report.md'), `${report}\n`);
  await writeFile(
    join(corpusDir, 'results.json'),
    `${JSON.stringify(
      outcomes.map(({ entry, ...rest }) => ({ id: entry.id, negative: entry.negative, ...rest })),
      null,
      2,
    )}\n`,
  );
  const summary = summarise(outcomes);
  if (!summary.met.positives || !summary.met.negatives || !summary.met.latency) exitCode = 1;
} finally {
  await server.stop();
  await production.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

/**
 * Each receipt's buyer signs up before any receipt is timed, so the password hashing of sign-ups
 * does not compete with the OCR being measured. 10.x.y.z per person: the sign-up limit (5 an
 * hour per address) is per client, as in production.
 */
async function signUpBuyer(baseUrl: string, entry: CorpusEntry, index: number): Promise<ApiUser | string> {
  const user = new ApiUser(baseUrl, `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`);
  const pnr = entry.accountPersonalNumber;
  try {
    await user.signUp({
      email: `bench-${seed}-${entry.id}@example.com`,
      password: `Kvitto-bench-${entry.id}-${seed}`,
      fullName: entry.buyerName,
      personalNumber: `${pnr.slice(0, 8)}-${pnr.slice(8)}`,
    });
    return user;
  } catch (error) {
    return `sign-up ${describe(error)}`;
  }
}

/** As the buyer: upload the photo and verify it with the typed frame number, timing both. */
async function runReceipt(entry: CorpusEntry, user: ApiUser | string): Promise<Outcome> {
  const outcome: Outcome = { entry, verification: null, problems: [], error: null, uploadMs: 0, verifyMs: 0 };
  if (typeof user === 'string') return { ...outcome, error: user };
  // Access tokens live 15 minutes; a long run signs in again (untimed) rather than fail with 401.
  await user.ensureFreshSession(10 * 60_000);
  const bytes = await readFile(join(corpusDir, entry.file));
  const uploadStarted = performance.now();
  let fileId: string;
  try {
    fileId = await user.uploadReceipt(bytes, entry.file);
  } catch (error) {
    return { ...outcome, uploadMs: performance.now() - uploadStarted, error: `upload ${describe(error)}` };
  }
  outcome.uploadMs = performance.now() - uploadStarted;
  const verifyStarted = performance.now();
  try {
    const answer = await user.verifyReceipt(fileId, entry.typedFrameNumber);
    outcome.verification = answer.verification;
    outcome.problems = answer.problems;
  } catch (error) {
    outcome.error = `verify ${describe(error)}`;
  }
  outcome.verifyMs = performance.now() - verifyStarted;
  return outcome;
}

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** GET /api/health, `count` times, `concurrency` at once: the cheapest request the server has. */
async function healthBurst(baseUrl: string, count: number, parallel: number): Promise<Burst> {
  // Unmeasured warm-up: the first requests pay for JIT compilation and fresh connections.
  for (let i = 0; i < 20; i += 1) await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
  const started = performance.now();
  const latencies = await pool(
    Array.from({ length: count }, (_, i) => i),
    parallel,
    async () => {
      const t = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      return performance.now() - t;
    },
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** Runs `work` over the items with at most `size` in flight; results in the items' order. */
async function pool<T, R>(
  items: T[],
  size: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
