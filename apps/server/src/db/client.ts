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

/** An open database: `db` for queries, the driver-specific handle for migrations, and close(). */
export type Database =
  | { driver: 'pglite'; db: Db; native: PgliteDatabase<Schema>; client: PGlite; close(): Promise<void> }
  | { driver: 'postgres'; db: Db; native: NodePgDatabase<Schema>; close(): Promise<void> };

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { databaseUrl: string; poolSize?: number }
  /**
   * Embedded PGlite in `<dataDir>/pglite`, or in memory when dataDir is null (tests); an
   * in-memory database can start from a `dumpDataDir()` snapshot instead of an empty cluster.
   */
  | { databaseUrl?: null; dataDir: string | null; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, 'poolSize' in options ? options.poolSize : undefined);
  }
  return openPglite(
    'dataDir' in options ? options.dataDir : null,
    'loadDataDir' in options ? options.loadDataDir : undefined,
  );
}

async function openPglite(dataDir: string | null, loadDataDir: Blob | undefined): Promise<Database> {
  const extensions = { pg_trgm, fuzzystrmatch };
  let client: PGlite;
  if (dataDir === null) {
    client = await PGlite.create(loadDataDir ? { extensions, loadDataDir } : { extensions });
  } else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  }
  const native = drizzlePglite(client, { schema });
  return {
    driver: 'pglite',
    db: native,
    native,
    client,
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
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
    close: () => pool.end(),
  };
}
