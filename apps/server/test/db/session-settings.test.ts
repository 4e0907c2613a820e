import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase, testDatabaseKind } from '../helper.js';

// The settings every connection of the app's PostgreSQL pool runs with (db/client.ts; decisions
// 028 and 060): no parallel workers for search's small look-ups, and prepared statements on their
// generic plan from the first run instead of being planned again on every search.

let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  ({ database, dropDatabase } = await openTestDatabase());
});

afterAll(async () => {
  await database.close();
  await dropDatabase();
});

describe('database session settings', () => {
  it.runIf(testDatabaseKind() === 'postgres')('hold on every connection of the pool', async () => {
    // More at once than one connection can answer: the pool opens several.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.execute<{ plan: string; workers: string; pid: number }>(
          sql`select current_setting('plan_cache_mode') as plan,
            current_setting('max_parallel_workers_per_gather') as workers,
            pg_backend_pid() as pid, pg_sleep(0.05)`,
        ),
      ),
    );
    expect(new Set(settings.map(({ rows }) => rows[0]?.pid)).size).toBeGreaterThan(1);
    for (const { rows } of settings) {
      expect(rows[0]).toMatchObject({ plan: 'force_generic_plan', workers: '0' });
    }
  });
});
