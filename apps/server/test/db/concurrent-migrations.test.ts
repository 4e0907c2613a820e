import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate.js';
import { openTestDatabase } from '../helper.js';

// Two app instances start at once against one empty database (compose.yaml, decision 054).
const INSTANCES = 3;

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

let first: Database;
let others: Database[] = [];
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase({ migrated: false });
  first = opened.database;
  dropDatabase = opened.dropDatabase;
  // On PostgreSQL each instance has its own pool; PGlite is one process's database, shared.
  const url = opened.databaseUrl;
  others = url
    ? await Promise.all(
        Array.from({ length: INSTANCES - 1 }, () => openDatabase({ databaseUrl: url, poolSize: 2 })),
      )
    : Array.from({ length: INSTANCES - 1 }, () => first);
});

afterAll(async () => {
  await Promise.all(others.filter((database) => database !== first).map((database) => database.close()));
  await first.close();
  await dropDatabase();
});

describe('migrations started by several instances at once', () => {
  it('all succeed and apply each migration exactly once', async () => {
    const results = await Promise.allSettled([first, ...others].map((database) => migrateDatabase(database)));
    expect(results.map((result) => result.status)).toEqual(Array(INSTANCES).fill('fulfilled'));

    const applied = await first.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
    const tables = await first.db.execute<{ count: number }>(
      sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.rows[0]?.count).toBeGreaterThan(20);
  });

  it('leave no lock behind: a later start migrates (nothing to do) without waiting', async () => {
    await expect(migrateDatabase(others[0] ?? first)).resolves.toBeUndefined();
    const locks = await first.db.execute<{ count: number }>(
      // This database's only: other test files migrate their own databases on the same server.
      sql`select count(*)::int as count from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(locks.rows[0]?.count).toBe(0);
  });
});
