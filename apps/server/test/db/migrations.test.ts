import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { schema } from '../../src/db/tables.js';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../helper.js';

let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  ({ database, dropDatabase } = await openTestDatabase({ migrated: false }));
  await migrateDatabase(database);
});

afterAll(async () => {
  await database.close();
  await dropDatabase();
});

describe('migrations', () => {
  it('create every table of the schema', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const table of Object.values(schema)) {
      expect(tables).toContain(getTableConfig(table).name);
    }
  });

  it('install the search extensions', async () => {
    const result = await database.db.execute<{ extname: string }>(sql`select extname from pg_extension`);
    expect(result.rows.map((row) => row.extname)).toEqual(
      expect.arrayContaining(['pg_trgm', 'fuzzystrmatch']),
    );
    const similarity = await database.db.execute<{ distance: number; similar: boolean }>(
      sql`select levenshtein('WTU123456', 'WTU123465') as distance, similarity('WTU123456', 'WTU123465') > 0.3 as similar`,
    );
    expect(similarity.rows[0]).toEqual({ distance: 2, similar: true });
  });

  it('are idempotent', async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});
