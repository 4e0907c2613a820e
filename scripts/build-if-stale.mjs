// Builds the workspace when a build output is missing or older than its sources. Shared by
// `npm start` and `npm run bench:web`, which both run the built server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

const sources = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'scripts/precompress-web.mjs',
  'scripts/prerender-web.mjs',
];
const outputs = ['packages/shared/dist', 'apps/server/dist/server.js', 'apps/web/dist/index.html'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function oldestOutput() {
  let oldest = Infinity;
  for (const path of outputs) {
    const full = join(root, path);
    if (!existsSync(full)) return 0;
    oldest = Math.min(oldest, statSync(full).mtimeMs);
  }
  return oldest;
}

/** Runs `npm run build` when needed; exits the process when the build fails. */
export function buildIfStale() {
  const newestSource = Math.max(...sources.map(newestMtime));
  if (oldestOutput() >= newestSource) return;
  console.log('Building Ramkoll (first start or changed sources)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
