import { todayIn } from '@ramkoll/shared/rules/stolen-report';
import { bikeTypes } from '@ramkoll/shared/schemas/bike';
import { PRICE_UNKNOWN, priceBands } from '@ramkoll/shared/schemas/insurance-analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Cookies } from '../../auth-helpers.js';
import { callApi, callBikes, newCustomer, registeredBike, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

/*
 * The analytics roll-up (decision 049) is kept by triggers on bikes and ownership_events. After a
 * random mix of writes through the real API (registrations, edits of brand / type / city, theft
 * reports, recoveries by the owner and by an admin, battery thefts, deletions by the owner and by
 * an admin, some of them at once) and through SQL (priced ownership events added, changed and
 * removed, registrations moved to other days, bikes deleted for good), analytics_daily and
 * analytics_bike_prices must equal a recomputation from scratch, done here in TypeScript from
 * the bikes and their events, and analytics_rebuild() must give the same rows again.
 */

let context: TestContext;
let admin: Cookies;
const owners: TestCustomer[] = [];
const bikeIds: string[] = [];

const counts = [
  'registered',
  'stolen',
  'recovered',
  'with_battery',
  'battery_thefts',
  'thefts',
  'recoveries',
] as const;
type Counts = Record<(typeof counts)[number], number>;

/** A small deterministic generator (mulberry32), so a failing mix can be run again. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

function band(price: number | null): string {
  if (price === null) return PRICE_UNKNOWN;
  return priceBands.find((candidate) => candidate.below === null || price < candidate.below)?.key ?? '';
}

const swedishDay = (at: Date | string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(at));
const keyOf = (text: string | null) => (text ?? '').trim();

interface BikeFacts extends Record<string, unknown> {
  id: string;
  created_at: string;
  brand: string | null;
  bike_type: string | null;
  city: string | null;
  stolen_date: string | null;
  recovered_at: string | null;
  battery_stolen_status: string | null;
  battery_serial_number: string | null;
  price: number | null;
}

/** The roll-up as it should be, from every bike and its latest priced event. */
async function recomputed(): Promise<{ daily: Map<string, Counts>; prices: Map<string, number> }> {
  const bikes = await context.db.execute<BikeFacts>(sql`
    select b.id, b.created_at::text, b.brand, b.bike_type, b.city, b.stolen_date::text, b.recovered_at::text,
      b.battery_stolen_status, b.battery_serial_number,
      (select e.purchase_price from ownership_events e where e.bike_id = b.id and e.purchase_price is not null
        order by e.event_date desc, e.created_at desc, e.id desc limit 1) as price
    from bikes b
  `);
  const daily = new Map<string, Counts>();
  const prices = new Map<string, number>();
  const add = (day: string, dim: string, key: string, field: keyof Counts, n: number) => {
    const id = `${day}|${dim}|${key}`;
    const row = daily.get(id) ?? (Object.fromEntries(counts.map((name) => [name, 0])) as Counts);
    row[field] += n;
    daily.set(id, row);
  };
  for (const bike of bikes.rows) {
    const price = bike.price === null ? null : Number(bike.price);
    if (price !== null) prices.set(bike.id, price);
    const keys = { total: '', brand: keyOf(bike.brand), type: bike.bike_type ?? '', city: keyOf(bike.city) };
    const registeredDay = swedishDay(bike.created_at);
    const flags: Partial<Counts> = {
      registered: 1,
      stolen: bike.stolen_date ? 1 : 0,
      recovered: bike.stolen_date && bike.recovered_at ? 1 : 0,
      with_battery: bike.bike_type === 'elcykel' || bike.battery_serial_number !== null ? 1 : 0,
      battery_thefts: bike.battery_stolen_status === 'stolen' ? 1 : 0,
    };
    for (const [dim, key] of [...Object.entries(keys), ['band', band(price)]]) {
      for (const [field, n] of Object.entries(flags))
        add(registeredDay, dim!, key!, field as keyof Counts, n);
    }
    for (const [dim, key] of Object.entries(keys)) {
      if (bike.stolen_date) add(bike.stolen_date, dim, key, 'thefts', 1);
      if (bike.recovered_at) add(swedishDay(bike.recovered_at), dim, key, 'recoveries', 1);
    }
  }
  return { daily, prices };
}

interface DailyRow extends Counts, Record<string, unknown> {
  day: string;
  dim: string;
  key: string;
}

/** The roll-up as the triggers left it (rows of zeros left by moved bikes are no data). */
async function stored(): Promise<{ daily: Map<string, Counts>; prices: Map<string, number> }> {
  const rows = await context.db.execute<DailyRow>(sql`
    select day::text, dim, key, registered, stolen, recovered, with_battery, battery_thefts, thefts, recoveries
    from analytics_daily
  `);
  const daily = new Map<string, Counts>();
  for (const row of rows.rows) {
    const values = Object.fromEntries(counts.map((name) => [name, Number(row[name])])) as Counts;
    if (counts.some((name) => values[name] !== 0)) daily.set(`${row.day}|${row.dim}|${row.key}`, values);
  }
  const prices = await context.db.execute<{ bike_id: string; price: number }>(
    sql`select bike_id, price from analytics_bike_prices`,
  );
  return { daily, prices: new Map(prices.rows.map((row) => [row.bike_id, Number(row.price)])) };
}

function sorted(map: Map<string, unknown>) {
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
}

async function expectInStep() {
  const [want, have] = [await recomputed(), await stored()];
  expect(sorted(have.daily)).toEqual(sorted(want.daily));
  expect(sorted(have.prices)).toEqual(sorted(want.prices));
}

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
  for (let n = 0; n < 3; n += 1) owners.push(await newCustomer(context, 5_000));
  for (const owner of owners) bikeIds.push(await registeredBike(context, owner));
});

afterAll(() => context.close());

describe('the analytics roll-up', () => {
  it('matches the seeded registry after the migration’s backfill', async () => {
    await expectInStep();
  });

  it('stays equal to a recomputation after a random mix of writes, and a rebuild changes nothing', async () => {
    const random = generator(20_261_126);
    const brands = ['Alfa', ' Alfa ', 'Beta', '', null, 'Crescent'];
    const cities = ['Umeå', 'Luleå ', '  ', null, 'Lund'];
    const ownerOf = new Map(bikeIds.map((id, n) => [id, owners[n]!]));
    const anyBike = () => random.pick(bikeIds);
    const asOwner = (bikeId: string) => ownerOf.get(bikeId)?.cookies ?? null;
    const today = todayIn(new Date());
    const failures: string[] = [];
    const expectNo500 = (response: { statusCode: number; body: string }, what: string) => {
      if (response.statusCode >= 500) failures.push(`${what}: ${response.body}`);
    };

    const operations: (() => Promise<void>)[] = [
      async () => {
        const owner = random.pick(owners);
        const id = await registeredBike(context, owner);
        bikeIds.push(id);
        ownerOf.set(id, owner);
      },
      async () => {
        const id = anyBike();
        // One field at a time, so each column's own change has to move the counts.
        const changes = random.pick([
          { brand: random.pick(brands) },
          { city: random.pick(cities) },
          { bikeType: random.pick(bikeTypes) },
        ]);
        expectNo500(await callBikes(context, asOwner(id), 'PATCH', `/${id}`, changes), 'edit');
      },
      async () => {
        const id = anyBike();
        const report = { stolenDate: today, location: 'Cykelstället vid Centralstationen, Umeå' };
        expectNo500(await callBikes(context, asOwner(id), 'POST', `/${id}/stolen`, report), 'stolen');
      },
      async () => {
        const id = anyBike();
        expectNo500(await callBikes(context, asOwner(id), 'POST', `/${id}/recovered`), 'recovered');
      },
      async () => {
        const id = anyBike();
        const reason = { reason: 'Återfunnen enligt polisen' };
        expectNo500(await callApi(context, admin, 'POST', `/api/admin/bikes/${id}/recover`, reason), 'admin');
      },
      async () => {
        const id = anyBike();
        const body = { stolen: random.int(2) === 0 };
        expectNo500(await callBikes(context, asOwner(id), 'PUT', `/${id}/battery-stolen`, body), 'battery');
      },
      async () => {
        const id = anyBike();
        if (random.int(2) === 0) {
          expectNo500(await callBikes(context, asOwner(id), 'DELETE', `/${id}`), 'delete');
        } else {
          const reason = { reason: 'Dubbelregistrerad cykel' };
          expectNo500(
            await callApi(context, admin, 'POST', `/api/admin/bikes/${id}/delete`, reason),
            'admin',
          );
        }
      },
      // What a store registration, a bill of sale or an import writes, straight into the tables.
      async () => {
        const days = random.int(400) - 20;
        await context.db.execute(
          sql`update bikes set created_at = created_at - make_interval(days => ${days}) where id = ${anyBike()}`,
        );
      },
      async () => {
        const price = random.pick([0, 4_999, 5_000, 9_990, 19_999, 20_000, 39_999, 40_000, 85_000]);
        const hours = random.int(2_000) - 1_000;
        await context.db.execute(sql`
          insert into ownership_events (bike_id, event_type, owner_name, purchase_price, event_date)
          values (${anyBike()}, 'purchase', 'Test Testsson', ${price}, now() + make_interval(hours => ${hours}))
        `);
      },
      async () => {
        const price = random.int(3) === 0 ? null : random.int(60_000);
        await context.db.execute(sql`
          update ownership_events set purchase_price = ${price}
          where id = (select id from ownership_events where bike_id = ${anyBike()} order by random() limit 1)
        `);
      },
      async () => {
        await context.db.execute(sql`
          delete from ownership_events
          where id = (select id from ownership_events where bike_id = ${anyBike()} order by event_date desc limit 1)
        `);
      },
      async () => {
        if (bikeIds.length < 6) return;
        const [id] = bikeIds.splice(random.int(bikeIds.length), 1);
        try {
          await context.db.execute(sql`delete from bikes where id = ${id}`);
        } catch (error) {
          // Rows that keep the bike (its ledger entries) refuse a hard delete; nothing else may fail.
          if (!/foreign key/.test(String((error as { cause?: unknown }).cause ?? error))) throw error;
          bikeIds.push(id!);
        }
      },
    ];

    for (let step = 0; step < 150; step += 1) {
      // Now and then three writes at once (separate transactions on PostgreSQL's pool).
      const batch = random.int(5) === 0 ? 3 : 1;
      await Promise.all(Array.from({ length: batch }, () => random.pick(operations)()));
    }
    expect(failures).toEqual([]);
    await expectInStep();

    const before = await stored();
    await context.db.execute(sql`select analytics_rebuild()`);
    const after = await stored();
    expect(sorted(after.daily)).toEqual(sorted(before.daily));
    expect(sorted(after.prices)).toEqual(sorted(before.prices));
  });

  it('bands prices in SQL as priceBands does', async () => {
    const prices = [0, 4_999, 5_000, 9_999, 10_000, 19_999, 20_000, 39_999, 40_000, 1_000_000];
    const result = await context.db.execute<{ price: number; band: string }>(sql`
      select price, analytics_price_band(price) as band
      from unnest(${`{${prices.join(',')}}`}::integer[]) as price
    `);
    expect(result.rows.map((row) => row.band)).toEqual(prices.map(band));
    const none = await context.db.execute<{ band: string }>(sql`select analytics_price_band(null) as band`);
    expect(none.rows[0]?.band).toBe(PRICE_UNKNOWN);
  });
});
