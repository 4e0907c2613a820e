#!/usr/bin/env node
// The README's first command as a newcomer runs it, before `npm test`: `npm start` on the working
// tree (building what is missing, migrating and seeding ./data), checked until the home page and
// the API answer, then stopped with SIGTERM. CI runs it between `npm ci` and `npm test`, so build
// output that `npm start` leaves behind (dist/, dist-prerender/, data/) is in the tree when the
// tests' lint, format and type checks run, as on a newcomer's machine.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const base = `http://127.0.0.1:${port}`;
const limitMs = 5 * 60_000;

// Its own process group, so that stopping it reaches npm's children (the starter and the server),
// which npm does not pass signals on to.
const server = spawn('npm', ['start'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, PORT: port },
});
const stop = (signal) => {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // The group has already gone.
  }
};
let exited = null;
server.on('exit', (code, signal) => (exited = { code, signal }));

async function answers(path) {
  try {
    const response = await fetch(base + path);
    return response.ok;
  } catch {
    return false;
  }
}

const started = Date.now();
let ready = false;
while (!exited && Date.now() - started < limitMs) {
  if ((await answers('/api/health')) && (await answers('/'))) {
    ready = true;
    break;
  }
  await sleep(1000);
}
if (!ready) {
  console.error(
    exited
      ? `npm start exited (${exited.code ?? exited.signal}) before it answered on ${base}`
      : `npm start did not answer on ${base} within ${limitMs / 1000} s`,
  );
  stop('SIGTERM');
  process.exit(1);
}
console.log(`✔ npm start answered on ${base} after ${((Date.now() - started) / 1000).toFixed(0)} s; stopping it`);
stop('SIGTERM');
const stopped = Date.now();
while ((!exited || (await answers('/api/health'))) && Date.now() - stopped < 20_000) await sleep(200);
if (!exited || (await answers('/api/health'))) {
  stop('SIGKILL');
  console.error('npm start did not stop within 20 s of SIGTERM');
  process.exit(1);
}
