/**
 * The built server, started as production starts it (`node apps/server/dist/server.js`,
 * NODE_ENV=production, with BankID, SMTP and Stripe: the stand-ins of ../production-stand-ins.ts),
 * as a child process on a free port, where Stripe's webhooks go from then on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/free-port.js';
import type { ProductionStandIns } from '../production-stand-ins.js';

export interface RunningServer {
  baseUrl: string;
  /** The server process, for reading its memory. */
  pid: number;
  /** The server's own output (warnings and errors), kept out of the report. */
  logFile: string;
  /** Lines the server logged at level error or worse so far. */
  errorLines(): Promise<number>;
  /** SIGTERM, then SIGKILL if it has not exited after 10 s. */
  stop(): Promise<void>;
  /** For Ctrl-C: no waiting. */
  killNow(): void;
}

export const serverEntry = (repoRoot: string): string => join(repoRoot, 'apps/server/dist/server.js');

export function isBuilt(repoRoot: string): boolean {
  return existsSync(serverEntry(repoRoot)) && existsSync(join(repoRoot, 'apps/web/dist/index.html'));
}

/** `npm run build` at the repository root (shared, web, server), output shown. */
export function build(repoRoot: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited ${code}`)),
    );
  });
}

export async function startServer({
  repoRoot,
  production,
  env,
  log,
  cpuProfileDir,
}: {
  repoRoot: string;
  /** The run's BankID, SMTP and Stripe stand-ins: production refuses to start without them. */
  production: ProductionStandIns;
  /** The database's part of the environment (DATABASE_URL, or DATA_DIR for PGlite); wins over the rest. */
  env: Record<string, string>;
  log: (line: string) => void;
  /** Write a V8 CPU profile of the server into this folder when it stops. */
  cpuProfileDir?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  // Before it serves anyone: a payment made on it is credited by the webhook sent here.
  production.webhooksTo(`http://127.0.0.1:${port}`);
  // Uploaded files and the like; the PGlite bench passes its own DATA_DIR with the database.
  const scratch = await mkdtemp(join(tmpdir(), 'ramkoll-loadbench-server-'));
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, serverEntry(repoRoot)], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: scratch,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...production.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Under overload the server logs every slow health check; that belongs in a file, not the report.
  const logFile = join(tmpdir(), `ramkoll-loadbench-server-${port}.log`);
  const logStream = createWriteStream(logFile);
  child.stdout?.pipe(logStream, { end: false });
  child.stderr?.pipe(logStream, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    logStream.end();
    await rm(scratch, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; its log: ${logFile}`, { cause: error });
  }
  log(`Server (pid ${child.pid}) answers at ${baseUrl}; its log: ${logFile}.`);
  const errorLines = async (): Promise<number> => {
    const text = await readFile(logFile, 'utf8').catch(() => '');
    // pino levels: 50 error, 60 fatal.
    return text.split('\n').filter((line) => /"level":(50|60)\b/.test(line)).length;
  };
  return { baseUrl, pid: child.pid ?? 0, logFile, errorLines, stop, killNow: () => child.kill('SIGKILL') };
}

/** Start-up applies migrations, which on a big cached database may build indexes: minutes, not seconds. */
async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * Waits until the server has finished what the last kind left behind: closing autocannon's
 * connections does not cancel requests already running, and their queries would slow the next
 * kind down. /api/health takes a database connection from the same pool, so two quick answers
 * in a row mean the queue has drained. Returns the seconds waited.
 */
export async function waitUntilIdle(baseUrl: string, limitMs = 120_000): Promise<number> {
  const started = performance.now();
  let quick = 0;
  while (quick < 2 && performance.now() - started < limitMs) {
    const asked = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(limitMs) });
      quick = response.ok && performance.now() - asked < 100 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (performance.now() - started) / 1000;
}
