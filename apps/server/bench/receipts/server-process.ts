import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../test/free-port.js';
import type { ProductionStandIns } from '../production-stand-ins.js';

/** The repository root, from apps/server/bench/receipts. */
export const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * The bench measures the built server as production runs it. It builds nothing of its own: when
 * the build is missing it runs the root `npm run build`, as a person would.
 */
export function ensureBuilt(): void {
  const server = join(repoRoot, 'apps/server/dist/server.js');
  const web = join(repoRoot, 'apps/web/dist/index.html');
  if (existsSync(server) && existsSync(web)) return;
  console.log('No build found (apps/server/dist, apps/web/dist): running npm run build …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export interface RunningServer {
  url: string;
  /** Null while it runs; otherwise how it ended (a crash, or a kill from outside). */
  exit(): string | null;
  stop(): Promise<void>;
}

/**
 * `node apps/server/dist/server.js` on a free port with its own data directory and PGlite, and
 * production's BankID, SMTP and Stripe settings pointing at the run's stand-ins (Stripe's webhooks
 * to this server from now on).
 */
export async function startServer(dataDir: string, production: ProductionStandIns): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  production.webhooksTo(url);
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      ...production.env,
      // Each bench user signs up from its own address (X-Forwarded-For), as real people do.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let ended: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve();
    }),
  );
  await waitForHealth(url, child);
  return {
    url,
    exit: () => ended,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 60 s');
}
