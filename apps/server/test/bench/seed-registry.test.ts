import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  freshRegistrations,
  recordSeeded,
  seededState,
  seedRegistry,
} from '../../bench/load/seed-registry.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from '../helper.js';

/** What the seed leaves behind that the row triggers and the indexes decide. */
interface SeedState {
  counters: Record<string, string[]>;
  indexes: string[];
  triggers: string[];
}

/** analytics_daily's key columns; every other column is a count. */
const dailyKey = new Set(['day', 'dim', 'key']);

async function seedState(database: Database): Promise<SeedState> {
  const rows = async (query: string) =>
    (await database.db.execute<Record<string, unknown>>(sql.raw(query))).rows;
  const counters: Record<string, string[]> = {
    bike_search_terms: (await rows('select * from bike_search_terms')).map((row) => JSON.stringify(row)),
    bike_search_places: (await rows('select * from bike_search_places')).map((row) => JSON.stringify(row)),
    // Row by row, a count that went up and down again leaves a row of zeros; a backfill writes none.
    analytics_daily: (await rows('select * from analytics_daily'))
      .filter((row) =>
        Object.entries(row).some(([column, value]) => !dailyKey.has(column) && Number(value) !== 0),
      )
      .map((row) => JSON.stringify(row)),
    // Bike ids are random: the prices, not whose they are.
    analytics_bike_prices: (await rows('select price from analytics_bike_prices')).map((row) =>
      String(row.price),
    ),
  };
  for (const values of Object.values(counters)) values.sort();
  const indexes = (
    await rows(
      `select indexdef from pg_indexes where tablename in ('bikes', 'ownership_events', 'bike_sales')`,
    )
  )
    .map((row) => String(row.indexdef))
    .sort();
  const triggers = (await rows('select tgname, tgenabled from pg_trigger where not tgisinternal'))
    .map((row) => `${String(row.tgname)} ${String(row.tgenabled)}`)
    .sort();
  return { counters, indexes, triggers };
}

// The load bench seeds in bulk (indexes built after the rows, triggers off and the counters filled by
// the migrations' backfills); the registry it leaves must be the one seeding row by row leaves.
describe('load bench seed', () => {
  const states: Partial<Record<'rowByRow' | 'bulk', SeedState>> = {};

  beforeAll(async () => {
    // One "now" for both: seeded a minute apart, a bike registered near midnight would otherwise
    // fall on another day in one of them.
    const at = new Date();
    for (const [name, bulk] of [
      ['rowByRow', false],
      ['bulk', true],
    ] as const) {
      const { database, dropDatabase } = await openTestDatabase();
      try {
        await seedRegistry({ db: database.db, bikes: 1_500, owners: 10, bulk, at, log: () => undefined });
        states[name] = await seedState(database);
      } finally {
        await database.close();
        await dropDatabase();
      }
    }
  }, 120_000);

  it('keeps the same search and analytics counters as seeding row by row', () => {
    const { rowByRow, bulk } = states;
    expect(rowByRow?.counters.bike_search_terms?.length).toBeGreaterThan(0);
    expect(rowByRow?.counters.analytics_bike_prices?.length).toBeGreaterThan(0);
    expect(bulk?.counters).toEqual(rowByRow?.counters);
  });

  it('leaves every index built and every trigger on again', () => {
    const { rowByRow, bulk } = states;
    expect(bulk?.indexes).toEqual(rowByRow?.indexes);
    expect(bulk?.triggers).toEqual(rowByRow?.triggers);
    expect(bulk?.triggers.every((trigger) => trigger.endsWith(' O'))).toBe(true);
  });
});

// Bikes registered after the bench's vacuum (decision 081): with their triggers, apart from the seed,
// and gone at the next run's start.
describe('load bench fresh registrations', () => {
  it('are registered with their counters, not taken for the seed, and forgotten again', async () => {
    const { database, dropDatabase } = await openTestDatabase();
    const { db } = database;
    const scalar = async (query: string) =>
      Number((await db.execute<{ n: string }>(sql.raw(query))).rows[0]?.n ?? Number.NaN);
    const brandCounts =
      "select coalesce(sum(bike_count), 0) as n from bike_search_terms where field = 'brand'";
    try {
      await seedRegistry({ db, bikes: 300, owners: 5, log: () => undefined });
      await recordSeeded(db, { bikes: 300, owners: 5, seconds: 1 });
      const seededBrands = await scalar(brandCounts);
      expect(await freshRegistrations.forget(db)).toBe(0);

      const registered = await freshRegistrations.register(db, { count: 120, owners: 5 });
      expect(registered).toBeGreaterThan(100);
      expect(await scalar('select count(*) as n from bikes')).toBe(300 + registered);
      // The row triggers ran: the search terms count the new bikes' brands.
      expect(await scalar(brandCounts)).toBeGreaterThan(seededBrands);
      // Every fresh bike for sale has its sale, as seeded ones do.
      expect(
        await scalar(
          `select count(*) as n from bikes b join loadbench_fresh f on f.bike_id = b.id
            where b.status = 'for_sale' and not exists (select 1 from bike_sales s where s.bike_id = b.id)`,
        ),
      ).toBe(0);
      // The kept database still counts as the seed it was.
      expect((await seededState(db))?.bikes).toBe(300);

      expect(await freshRegistrations.forget(db)).toBe(registered);
      expect(await freshRegistrations.count(db)).toBe(0);
      expect(await scalar('select count(*) as n from bikes')).toBe(300);
      expect(await scalar(brandCounts)).toBe(seededBrands);
    } finally {
      await database.close();
      await dropDatabase();
    }
  }, 60_000);
});
