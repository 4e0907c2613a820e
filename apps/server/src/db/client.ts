import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema, type Schema } from './tables.js';

/** Raw `execute()` results: both drivers answer with at least `{ rows }`. */
export interface QueryRows<TRow> {
  rows: TRow[];
}

export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

/** The query builder services use; the same type whichever driver is underneath. */
export type Db = PgDatabase<QueryResultHKT, Schema>;

/**
 * The query builder inside `db.transaction(async (tx) => …)`. Work that must share a transaction
 * with its caller (points, closing a sale) takes a `Tx`: a plain `Db` has no `rollback`, so a call
 * outside a transaction does not type-check.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * LISTEN on a channel: the handler gets each NOTIFY payload sent after commit, from any connection
 * (on PostgreSQL, from any server instance). `onLost` runs when the listening connection drops
 * (nothing is heard until it is back), `onReconnect` after it was re-established, so callers can
 * catch up on what they may have missed meanwhile.
 */
export type Listen = (
  channel: string,
  handler: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
) => Promise<() => Promise<void>>;

/** An open database: `db` for queries, the driver-specific handle for migrations, listen, and close(). */
export type Database =
  | {
      driver: 'pglite';
      db: Db;
      native: PgliteDatabase<Schema>;
      client: PGlite;
      listen: Listen;
      close(): Promise<void>;
    }
  | {
      driver: 'postgres';
      db: Db;
      native: NodePgDatabase<Schema>;
      /** The connection pool under `db`: for work that must hold one session (the migrations' lock). */
      pool: pg.Pool;
      listen: Listen;
      close(): Promise<void>;
    };

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { databaseUrl: string; poolSize?: number }
  /**
   * Embedded PGlite in `<dataDir>/pglite`, or in memory when dataDir is null (tests); an
   * in-memory database can start from a `dumpDataDir()` snapshot instead of an empty cluster.
   * `settings` are server settings for this instance (`-c name=value` at its start), such as the
   * small shared_buffers a test's database of a few hundred rows needs.
   */
  | { databaseUrl?: null; dataDir: string | null; loadDataDir?: Blob; settings?: Record<string, string> };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, 'poolSize' in options ? options.poolSize : undefined);
  }
  return openPglite(
    'dataDir' in options ? options.dataDir : null,
    'loadDataDir' in options ? options.loadDataDir : undefined,
    'settings' in options ? options.settings : undefined,
  );
}

async function openPglite(
  dataDir: string | null,
  loadDataDir: Blob | undefined,
  settings: Record<string, string> | undefined,
): Promise<Database> {
  const extensions = { pg_trgm, fuzzystrmatch };
  const startParams = settings
    ? [
        ...PGlite.defaultStartParams,
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ]
    : undefined;
  let client: PGlite;
  if (dataDir === null) {
    client = await PGlite.create({
      extensions,
      ...(loadDataDir ? { loadDataDir } : {}),
      ...(startParams ? { startParams } : {}),
    });
  } else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions, ...(startParams ? { startParams } : {}) });
  }
  const native = drizzlePglite(client, { schema });
  return {
    driver: 'pglite',
    db: native,
    native,
    client,
    // One process: NOTIFY from any query on this PGlite reaches its listeners.
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      // After close() there is nothing left to unlisten from.
      return () => (client.closed ? Promise.resolve() : unlisten().catch(() => undefined));
    },
    close: () => client.close(),
  };
}

/**
 * Session settings of the app's connections. Parallel query speeds up one big query by taking
 * more cores; under many concurrent requests those cores are already busy, and the planner,
 * which cannot estimate the array overlap of the frame-variant index, would start workers for a
 * look-up of a few rows (docs/decisions/028-search-at-scale.md). Prepared statements (search and
 * the session check: key look-ups and walks of an index in its order) use their generic plan
 * from the first run: under `auto`, PostgreSQL's estimate for `unnest($1)` made it plan a search
 * page again on every run, about 1 ms each (docs/decisions/060-prepared-and-covering-search.md).
 */
const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_generic_plan';

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    options: SESSION_OPTIONS,
    // Kept open, never closed for being idle (pg-pool's default closes them after 10 s): a new
    // connection is a new PostgreSQL backend that must map shared buffers page by page, fill its
    // catalog caches and prepare every statement again, so the first requests after a quiet spell
    // ran several times slower (docs/decisions/069-kept-database-connections.md). TCP keep-alive
    // lets the operating system notice one whose server went away.
    idleTimeoutMillis: 0,
    keepAlive: true,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process instead of just dropping the client.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, if the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const native = drizzleNodePg(pool, { schema });
  return {
    driver: 'postgres',
    db: native,
    native,
    pool,
    listen: (channel, handler, onReconnect, onLost) =>
      listenPostgres(databaseUrl, channel, handler, onReconnect, onLost),
    close: () => pool.end(),
  };
}

/** Waits before re-opening a lost LISTEN connection: 1, 2, 5, then every 10 seconds. */
const LISTEN_RETRY_MS = [1_000, 2_000, 5_000, 10_000] as const;

/**
 * A dedicated connection outside the pool (a pooled one would be handed to other queries and lose
 * its LISTEN). When it drops, it is re-opened with backoff and `onReconnect` tells the caller.
 */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  handler: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handler(message.payload);
    });
    next.on('error', () => undefined);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    next.on('end', () => {
      if (stopped) return;
      onLost?.();
      scheduleReconnect(0);
    });
    client = next;
  }

  function scheduleReconnect(attempt: number): void {
    client = null;
    const delay = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)];
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (stopped) return;
      connect().then(
        () => onReconnect?.(),
        () => scheduleReconnect(attempt + 1),
      );
    }, delay);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
