import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase, testDatabaseKind } from '../helper.js';

// The settings every connection of the app's PostgreSQL pool runs with (db/client.ts; decisions
// 028 and 060): no parallel workers for search's small look-ups, and prepared statements on their
// generic plan from the first run instead of being planned again on every search. And the
// connections stay open through a quiet spell (decision 069).

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

  it.runIf(testDatabaseKind() === 'postgres')(
    'keeps its connections open through a quiet spell',
    async () => {
      if (database.driver !== 'postgres') return;
      const backends = async () =>
        (
          await Promise.all(
            Array.from({ length: 3 }, () =>
              database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
            ),
          )
        )
          .map(({ rows }) => rows[0]?.pid)
          .sort();
      // pg-pool closes an idle connection from a timer it sets when the connection is handed back:
      // that timer runs on a clock moved by hand, an hour of quiet.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let before: (number | undefined)[];
      let open: number;
      try {
        before = await backends();
        open = database.pool.totalCount;
        vi.advanceTimersByTime(60 * 60_000);
      } finally {
        vi.useRealTimers();
      }
      expect(database.pool.totalCount).toBe(open);
      expect(new Set(await backends())).toEqual(new Set(before));
    },
  );
});
