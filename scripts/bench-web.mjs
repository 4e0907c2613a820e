#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile emulation, simulated slow 4G and 4× CPU slowdown, its
// defaults) against the built server in production mode, on a fresh database with the demo seed,
// with production's settings: BankID's stand-in and a local SMTP sink stand in for what production
// requires and this machine cannot run (apps/server/bench/production-stand-ins.ts).
// Pages: the visitor home, /auth and the signed-in search home (the demo customer's cookies are
// sent with every request). Each page is run several times and the median run is reported. A page
// with no JavaScript served by the same server (/receipt-template.html) is measured in the same
// run as the baseline: the other pages' paint times are also given as multiples of it, which says
// more than the raw times on a busy machine. A benchmark, not a test: it never fails on a score.
//
//   npm run bench:web                      3 runs per page
//   npm run bench:web -- --runs 5          more runs
//   npm run bench:web -- --json out.json   also write the medians as JSON
//   npm run bench:web -- --reports DIR     also keep every run's whole Lighthouse report (JSON) in DIR
//   npm run bench:web -- --only signed-in  only the pages whose name contains the text (and the baseline)
//   npm run bench:web -- --help            this list
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';
import { buildIfStale, root } from './build-if-stale.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    reports: { type: 'string' },
    only: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(`Usage: npm run bench:web -- [options]
  --runs N       Lighthouse runs per page, the median reported (default 3)
  --json FILE    also write the medians as JSON
  --reports DIR  also keep every run's whole Lighthouse report (JSON) in DIR
  --only TEXT    only the pages whose name contains TEXT (and the no-JS baseline)`);
  process.exit(0);
}
const runs = Math.max(1, Number(args.runs));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const demoCustomer = { email: 'anna@ramkoll.se', password: 'Ramkoll2026!' };

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoCustomer),
  });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

function metrics(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    // Lighthouse's own measure of the machine's JavaScript speed (higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    failing: [
      ...Object.values(lhr.categories.performance.auditRefs),
      ...lhr.categories.accessibility.auditRefs,
    ]
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id),
  };
}

function median(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return sorted[Math.floor(sorted.length / 2)];
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Lighthouse run in a Chromium of its own, as the CLI does: no state carries between runs. */
async function audit(url, cookie, attempt = 1) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
      // No config: Lighthouse's default, a mobile device, simulated slow 4G and 4× CPU slowdown.
    });
  } finally {
    await chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    // A trace now and then misses its navigation start on a loaded machine; that run says nothing.
    if (attempt < 3) return audit(url, cookie, attempt + 1);
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  if (args.reports) {
    reportCount += 1;
    const name = `${String(reportCount).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}${cookie ? '-signed-in' : ''}.json`;
    mkdirSync(args.reports, { recursive: true });
    writeFileSync(join(args.reports, name), JSON.stringify(result.lhr));
  }
  return metrics(result.lhr);
}
let reportCount = 0;

/** The baseline page's blocking time above which a run's scores say more about the machine than the pages. */
const comparableBaselineTbt = 50;

function row(cells, widths) {
  return cells.map((cell, index) => String(cell).padStart(widths[index])).join('  ');
}

buildIfStale();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'ramkoll-bench-web-'));
// The embedded database, always: a benchmark must not seed someone's real PostgreSQL.
const { DATABASE_URL: _ignored, ...environment } = process.env;
// Production refuses to start without real BankID, SMTP and Stripe (decisions 087, 090). The stand-ins are
// TypeScript, and this script is plain JavaScript run by node: tsx's API compiles that one module
// (and what it imports) in this process, for this import only (nothing else is loaded through
// tsx). We chose that over a tsx child printing its settings as a JSON line: the stand-ins live
// and die with this process, so a crash or Ctrl-C cannot leave them listening, and there is no
// protocol to keep in step. tsx has no --conditions here, so @ramkoll/shared (which the stand-ins
// do not use today) would come from its build, which buildIfStale() has just made.
const { startProductionStandIns } = await tsImport(
  '../apps/server/bench/production-stand-ins.ts',
  import.meta.url,
);
const production = await startProductionStandIns();
// Stripe's webhooks to this server (no page measured here pays, but a purchase would be credited).
production.webhooksTo(base);
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...environment,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...production.env,
  },
});
try {
  await waitForHealth(base, server);
  const cookie = await signIn(base);
  const pages = [
    { name: 'baseline (static HTML, no JS)', path: '/receipt-template.html' },
    { name: 'visitor home /', path: '/' },
    { name: '/auth', path: '/auth' },
    { name: 'signed-in search home /', path: '/', cookie },
  ];
  const chosen = pages.filter((page, index) => index === 0 || !args.only || page.name.includes(args.only));
  const medians = [];
  for (const page of chosen) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await audit(`${base}${page.path}`, page.cookie);
      results.push(result);
      console.log(
        `${page.name} run ${run + 1}/${runs}: performance ${result.performance}, accessibility ${result.accessibility}, ` +
          `LCP ${Math.round(result.lcp)} ms`,
      );
    }
    medians.push({ ...page, cookie: undefined, ...median(results), runs: results.map((r) => r.performance) });
  }

  const baseline = medians[0];
  const widths = [31, 5, 5, 8, 8, 6, 6, 7, 9, 9, 14];
  console.log(`\nLighthouse mobile, median of ${runs} runs per page (${base})\n`);
  console.log(
    row(
      [
        'page',
        'perf',
        'a11y',
        'FCP ms',
        'LCP ms',
        'TBT',
        'CLS',
        'JS KB',
        'FCP × bl',
        'LCP × bl',
        'perf runs',
      ],
      widths,
    ),
  );
  for (const page of medians) {
    console.log(
      row(
        [
          page.name,
          page.performance,
          page.accessibility,
          Math.round(page.fcp),
          Math.round(page.lcp),
          Math.round(page.tbt),
          page.cls.toFixed(3),
          (page.jsBytes / 1024).toFixed(1),
          (page.fcp / baseline.fcp).toFixed(2),
          (page.lcp / baseline.lcp).toFixed(2),
          page.runs.join('/'),
        ],
        widths,
      ),
    );
  }
  for (const page of medians.slice(1)) {
    if (page.failing.length > 0) console.log(`\n${page.name}: audits below 90: ${page.failing.join(', ')}`);
  }
  console.log('\nJS KB is what went over the wire (compressed). × bl: multiple of the no-JS baseline page.');
  // A page without scripts has next to no blocking time wherever Chromium runs as Lighthouse's
  // 4× slowdown assumes. When it has some, this machine runs Chromium's own work (style, layout,
  // loading) slower than that, and every page's blocking time and score are off by the same cause.
  if (baseline.tbt > comparableBaselineTbt) {
    console.log(
      `\nNot comparable with another machine: the no-JS baseline page has ${Math.round(baseline.tbt)} ms of ` +
        `blocking time (at most ${comparableBaselineTbt} ms on a machine whose figures can be compared; ` +
        `Lighthouse's benchmark index ${Math.round(baseline.benchmarkIndex)}). Compare the pages with the ` +
        'baseline of the same run, and their scores only between runs on this machine at the same time.',
    );
  }
  if (args.json) writeFileSync(args.json, JSON.stringify(medians, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolveExit) =>
    server.exitCode === null ? server.once('exit', resolveExit) : resolveExit(),
  );
  await production.close();
  rmSync(dataDir, { recursive: true, force: true });
}
