/**
 * A registry that looks like a real one, generated inside the database (one INSERT … SELECT per
 * 50,000 bikes) so a million bikes take minutes, not hours. Frame numbers vary the way real ones
 * do: many manufacturers' prefixes with different shares (or none), 7–14 characters, digits with a
 * letter or two inside. Brands are skewed (a few big ones, a long tail), models belong to their
 * brand, colours, cities and types have realistic shares, 2 % of bikes are stolen and 1 % for
 * sale, owners are a few hundred accounts, and registrations are spread over six years.
 * Version 2 adds what the analytics need (`seedVersion2`).
 *
 * Everything is derived from hashes of the row number, so a given size always gives the same data.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsFolder } from '../../src/db/migrate.js';
import { hashPassword } from '../../src/lib/crypto/password-hash.js';

/** Raised when the generator changes, so cached databases seeded by an older one are seeded again. */
export const SEED_VERSION = 2;
/** A cache seeded by this older version is brought up to date by `seedVersion2` instead of seeded again. */
export const UPGRADABLE_SEED_VERSION = 1;
/** Every bench owner signs in with this password (the bench data is never a real system). */
export const BENCH_PASSWORD = 'Lastprov-2026!';
export const benchEmail = (n: number): string => `loadbench${n}@ramkoll.se`;

const BATCH = 50_000;

type Weighted<T> = readonly (readonly [T, number])[];

/** Manufacturers' serial prefixes (share in percent); '' is a frame number with no prefix. */
const prefixes: Weighted<string> = [
  ['WTU', 10],
  ['WSBC', 6],
  ['WBK', 4],
  ['GTB', 3],
  ['SH', 5],
  ['CR', 5],
  ['AU', 4],
  ['DK', 4],
  ['SN', 3],
  ['MB', 3],
  ['FC', 2],
  ['C', 6],
  ['K', 5],
  ['U', 3],
  ['A', 3],
  ['', 34],
];

/** Total length of the frame number (share in percent). */
const lengths: Weighted<number> = [
  [7, 6],
  [8, 12],
  [9, 14],
  [10, 18],
  [11, 16],
  [12, 14],
  [13, 10],
  [14, 10],
];

/** Letters serial numbers use inside the digits (I, O and Q left out, as most makers do). */
const serialLetters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Brand, share in per mille, and its models. Trek, Crescent and Monark are the big ones. */
const brands: readonly (readonly [string, number, readonly string[]])[] = [
  ['Crescent', 140, ['Alvar', 'Elin', 'Karin', 'Sture', 'Ebbe', 'Nils', 'Svala', 'Kraft']],
  ['Monark', 120, ['Karin', 'Delux', 'Ellan', 'Gunnar', 'Novum', 'E-karin', 'Wilma']],
  ['Trek', 100, ['FX 3', 'Marlin 5', 'Domane AL 2', 'Verve 2', 'Dual Sport 3', 'Allant+ 7', 'Checkpoint']],
  ['Specialized', 70, ['Allez', 'Rockhopper', 'Sirrus X', 'Turbo Vado', 'Diverge', 'Stumpjumper']],
  ['Giant', 60, ['Escape 2', 'Talon 3', 'Contend AR', 'Roam', 'Explore E+', 'TCR']],
  ['Skeppshult', 40, ['Natur', 'Favorit', 'Smart', 'Pro']],
  ['Cannondale', 40, ['Quick 4', 'Trail 6', 'Synapse', 'Topstone', 'Treadwell']],
  ['Scott', 35, ['Sub Cross', 'Aspect 950', 'Speedster', 'Addict', 'Scale']],
  ['Cube', 35, ['Nature', 'Kathmandu', 'Attention', 'Aim', 'Nuroad']],
  ['Bianchi', 25, ['Via Nirone', 'Spillo', 'Impulso', 'Oltre']],
  ['Kona', 20, ['Dew', 'Rove', 'Lana\u2019i', 'Ute']],
  ['Merida', 20, ['Crossway', 'Big.Nine', 'Scultura', 'eSpresso']],
  ['Rex', 20, ['Cargo', 'Classic', 'Komfort']],
  ['Batavus', 18, ['Finez', 'Dinsdag', 'Mambo']],
  ['Gazelle', 18, ['Orange C7', 'Chamonix', 'Ultimate']],
  ['Kronan', 15, ['Classic', 'Herr', 'Dam']],
  ['Pelago', 12, ['Brooklyn', 'Hanko', 'Stavanger']],
  ['Bike ID', 10, ['Ramblin', 'Easy', 'Native']],
  ['Bergamont', 12, ['Helix', 'Horizon', 'Sweep']],
  ['Focus', 10, ['Planet', 'Whistler', 'Izalco']],
  ['Orbea', 10, ['Vector', 'Carpe', 'Orca']],
  ['Canyon', 12, ['Roadlite', 'Grizl', 'Commuter']],
  ['Riese & Müller', 10, ['Load', 'Nevo', 'Charger']],
  ['Babboe', 10, ['Curve', 'City', 'Big']],
  ['Christiania', 6, ['Light', 'Classic']],
  ['Tern', 8, ['GSD', 'HSD', 'Link']],
  ['Brompton', 8, ['C Line', 'P Line', 'Electric']],
  ['Puky', 10, ['Cyke', 'Youke', 'ZL 16']],
  ['Frog', 6, ['40', '55', '62']],
  ['Stevens', 6, ['Strada', 'Galant', 'Prestige']],
  ['Centurion', 5, ['Backfire', 'Numinis']],
  ['Haibike', 8, ['Trekking 4', 'AllMtn']],
  ['Husqvarna', 6, ['Gran Urban', 'Light Cross']],
  ['Ecoride', 8, ['Tripper', 'Ambassador', 'Flexible']],
  ['Sjösala', 4, ['Classic', 'Lady']],
  ['MCLA', 3, ['Comfort', 'Sport']],
  ['Lapierre', 4, ['Edge', 'Overvolt']],
  ['Santa Cruz', 3, ['Hightower', 'Chameleon']],
  ['Yeti', 2, ['SB130']],
  ['Nishiki', 5, ['Barcelona', 'Colorado']],
  ['Raleigh', 4, ['Pioneer', 'Motus']],
  ['Vanmoof', 5, ['S3', 'X3', 'S5']],
  ['Kalkhoff', 4, ['Endeavour', 'Image']],
  ['Sparta', 3, ['c-Grid', 'a-Shine']],
  ['Winther', 3, ['Kangaroo', 'Wallaroo']],
  ['Cortina', 2, ['U4', 'Common']],
];

const colours: Weighted<string> = [
  ['Svart', 24],
  ['Vit', 10],
  ['Grå', 10],
  ['Blå', 12],
  ['Röd', 10],
  ['Silver', 8],
  ['Grön', 6],
  ['Gul', 3],
  ['Orange', 3],
  ['Rosa', 3],
  ['Lila', 2],
  ['Brun', 2],
  ['Turkos', 2],
  ['Beige', 2],
  ['Mattsvart', 3],
];

const cities: Weighted<string> = [
  ['Stockholm', 25],
  ['Göteborg', 14],
  ['Malmö', 10],
  ['Uppsala', 6],
  ['Lund', 5],
  ['Linköping', 4],
  ['Örebro', 4],
  ['Västerås', 4],
  ['Umeå', 4],
  ['Helsingborg', 4],
  ['Jönköping', 3],
  ['Norrköping', 3],
  ['Gävle', 3],
  ['Sundsvall', 2],
  ['Karlstad', 2],
  ['Växjö', 2],
  ['Luleå', 2],
  ['Halmstad', 2],
  ['Kalmar', 1],
];

const types: Weighted<string> = [
  ['herr', 20],
  ['dam', 20],
  ['hybrid', 14],
  ['barn', 10],
  ['elcykel', 12],
  ['mtb', 8],
  ['landsväg', 6],
  ['gravel', 4],
  ['lådcykel', 4],
  ['bmx', 2],
];

const saleTexts = [
  'Välskött, nyservad',
  'Säljes p.g.a. flytt',
  'Lite repig men går fint',
  'Nya däck i våras',
  'Knappt använd',
  'Cykeln är som ny, kvitto finns',
];

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function sqlArray(values: readonly string[]): string {
  return `array[${values.map(literal).join(', ')}]::text[]`;
}

/** A non-negative 32-bit hash of the row number and a salt: independent per salt. */
function hashOf(salt: string): string {
  return `(hashtext(i::text || ${literal(salt)})::bigint + 2147483648)`;
}

/** A CASE that picks a value by its weight, from a hash. */
function weighted(hash: string, choices: Weighted<string | number>): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let upTo = 0;
  const arms = choices.map(([value, weight]) => {
    upTo += weight;
    const out = typeof value === 'number' ? String(value) : literal(value);
    return `when ${hash} % ${total} < ${upTo} then ${out}`;
  });
  return `(case ${arms.join(' ')} end)`;
}

/** The seed's "now" as SQL: every date it makes is counted back from this one instant. */
function instant(at: Date): string {
  return `${literal(at.toISOString())}::timestamptz`;
}

/**
 * One batch of bikes, rows `from`..`to` of the generator, registered up to six years before `now`;
 * with `recordIn`, the new bikes' ids go into that table (a column `bike_id`) too.
 */
function bikesInsert(from: number, to: number, owners: number, now: string, recordIn?: string): string {
  const brandIndex = weighted(
    hashOf('brand'),
    brands.map(([, weight], index) => [index + 1, weight] as const),
  );
  const modelByBrand = brands
    .map(
      ([, , models], index) =>
        `when ${index + 1} then (${sqlArray(models)})[1 + ${hashOf('model')} % ${models.length}]`,
    )
    .join(' ');
  const ownerIds = `owner_ids as (
      select array_agg(id order by email) as ids from users where email like 'loadbench%@ramkoll.se'
    )`;
  const insert = `
    insert into bikes (owner_id, frame_number, brand, model, color, bike_type, city, public_brand,
      public_color, stolen_status, stolen_date, stolen_location_details, status, created_at)
    select (select ids from owner_ids)[1 + ${hashOf('owner')} % ${owners}],
      frame.prefix || frame.body,
      (${sqlArray(brands.map(([name]) => name))})[b.brand],
      case when ${hashOf('nomodel')} % 100 < 6 then null else (case b.brand ${modelByBrand} end) end,
      case when ${hashOf('nocolour')} % 100 < 3 then null else ${weighted(hashOf('colour'), colours)} end,
      ${weighted(hashOf('type'), types)},
      ${weighted(hashOf('city'), cities)},
      ${hashOf('hidebrand')} % 100 >= 2,
      ${hashOf('hidecolour')} % 100 >= 3,
      case when s.stolen then 'stolen' end,
      case when s.stolen then least((${now})::date, (s.created_at + make_interval(days => (${hashOf('stolenday')} % 400)::int))::date) end,
      case when s.stolen and ${hashOf('where')} % 2 = 0 then 'Utanför ' || ${weighted(hashOf('place'), [
        ['stationen', 1],
        ['gymmet', 1],
        ['jobbet', 1],
        ['skolan', 1],
        ['porten', 1],
      ])} end,
      case when s.for_sale then 'for_sale' end,
      s.created_at
    from generate_series(${from}, ${to}) i
    cross join lateral (select ${brandIndex} as brand) b
    cross join lateral (
      select ${hashOf('status')} % 100 in (0, 50) as stolen,
        ${hashOf('status')} % 100 = 1 as for_sale,
        ${now} - make_interval(mins => (${hashOf('created')} % (6 * 365 * 24 * 60))::int) as created_at
    ) s
    cross join lateral (
      select ${weighted(hashOf('prefix'), prefixes)} as prefix,
        ${weighted(hashOf('length'), lengths)} as total_length,
        translate(md5(i::text || 'frame'), 'abcdef', '493816') as digits
    ) parts
    cross join lateral (select greatest(5, parts.total_length - length(parts.prefix)) as body_length) len
    cross join lateral (
      select parts.prefix,
        case when ${hashOf('letter2')} % 100 < 15
          then overlay(inner_body.body placing substr('${serialLetters}', 1 + (${hashOf('letter2c')} % ${serialLetters.length})::int, 1)
            from 2 + (${hashOf('letter2p')} % (len.body_length - 2))::int for 1)
          else inner_body.body end as body
      from (
        select case when ${hashOf('letter1')} % 100 < 45
          then overlay(substr(parts.digits, 1, len.body_length) placing substr('${serialLetters}', 1 + (${hashOf('letter1c')} % ${serialLetters.length})::int, 1)
            from 2 + (${hashOf('letter1p')} % (len.body_length - 2))::int for 1)
          else substr(parts.digits, 1, len.body_length) end as body
      ) inner_body
    ) frame
    -- A generated frame number can repeat an earlier one: that row is skipped and topped up later.
    on conflict do nothing`;
  return recordIn
    ? `with ${ownerIds}, inserted as (${insert} returning id) insert into ${recordIn} (bike_id) select id from inserted`
    : `with ${ownerIds} ${insert}`;
}

/** A sale for each bike for sale that `which` (a condition on bikes) keeps, listed within 60 days. */
function salesInsert(which: string): string {
  return `insert into bike_sales (bike_id, seller_id, sale_price, description, created_at)
    select id, owner_id, 500 + (abs(hashtext(frame_number)::bigint) % 30000),
      (${sqlArray(saleTexts)})[1 + abs(hashtext(frame_number || 'text')::bigint) % ${saleTexts.length}],
      created_at + make_interval(days => (abs(hashtext(frame_number || 'day')::bigint) % 60)::int)
    from bikes where status = 'for_sale' and ${which}`;
}

async function countBikes(db: Db): Promise<number> {
  const [row] = (await db.execute<{ n: string }>(sql`select count(*) as n from bikes`)).rows;
  return Number(row?.n ?? 0);
}

/**
 * Seeds `bikes` bikes and `owners` owner accounts into an empty, migrated database, then
 * VACUUM ANALYZE as autovacuum would on a live system. Reports progress through `log`.
 */
export async function seedRegistry({
  db,
  bikes,
  owners,
  maintenanceWorkMem,
  bulk = true,
  at = new Date(),
  log,
}: {
  db: Db;
  bikes: number;
  owners: number;
  /** Memory for each index build (PostgreSQL's `maintenance_work_mem`); its default when absent. */
  maintenanceWorkMem?: string;
  /** Indexes and counters built after the rows are in; false seeds row by row, to check against. */
  bulk?: boolean;
  /**
   * The seed's "now" (default: the moment it starts): two seeds given the same one hold the same
   * dates, whenever each of them runs.
   */
  at?: Date;
  log: (line: string) => void;
}): Promise<void> {
  const now = instant(at);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.execute(
    sql.raw(`insert into users (email, password_hash)
      select 'loadbench' || n || '@ramkoll.se', ${literal(passwordHash)} from generate_series(1, ${owners}) n`),
  );

  // Indexes are built once over the seeded rows rather than maintained row by row: a bulk build
  // of the trigram GIN indexes is many times faster, and what it gives is what REINDEX gives a
  // live registry. The unique indexes stay, since they decide which generated rows are kept.
  const deferred = bulk ? await dropSecondaryIndexes(db) : [];
  log(`  ${deferred.length} secondary indexes deferred until the rows are in`);
  // The row triggers keep counters (search terms and places, the analytics roll-up) one upsert
  // at a time, most of a bulk insert's cost: off while seeding, then the counters are filled the
  // way the migrations that made them filled them.
  if (bulk) await setUserTriggers(db, 'disable');

  let next = 1;
  let count = 0;
  while (count < bikes) {
    const missing = bikes - count;
    for (let start = next; start < next + missing; start += BATCH) {
      const end = Math.min(next + missing - 1, start + BATCH - 1);
      await db.execute(sql.raw(bikesInsert(start, end, owners, now)));
      log(`  bikes ${start.toLocaleString('en-US')}–${end.toLocaleString('en-US')}`);
    }
    next += missing;
    count = await countBikes(db);
  }

  await db.execute(sql.raw(salesInsert('true')));
  await seedVersion2(db, log, at);
  if (bulk) {
    await setUserTriggers(db, 'enable');
    await refillCounters(db, log);
    await rebuildIndexes(db, deferred, maintenanceWorkMem, log);
  }
  await db.execute(
    sql.raw(`create table if not exists loadbench_seed (
      version integer not null, bikes integer not null, owners integer not null,
      seconds numeric not null, seeded_at timestamptz not null default now())`),
  );
}

/** The generator's rows for bikes registered since the last vacuum: far past any seed's own. */
const FRESH_FROM = 100_000_001;

/**
 * Bikes registered since autovacuum last passed, as a registry in use always has: the previous
 * run's are deleted first (`forget`, before the bench's VACUUM ANALYZE), then `count` new ones are
 * registered FRESH_BATCH a statement with every trigger on (`register`, after it), from the same
 * generator as the seed (its dates too), those for sale with a sale each as seeded. Their index entries are what a
 * search meets that a freshly vacuumed registry would not show (decision 081).
 */
export const freshRegistrations = {
  /** How many there are now (none before the first run that registered some). */
  async count(db: Db): Promise<number> {
    const [table] = (
      await db.execute<{ name: string | null }>(sql`select to_regclass('loadbench_fresh')::text as name`)
    ).rows;
    if (!table?.name) return 0;
    const [row] = (await db.execute<{ n: string }>(sql`select count(*) as n from loadbench_fresh`)).rows;
    return Number(row?.n ?? 0);
  },
  async forget(db: Db): Promise<number> {
    await db.execute(sql.raw('create table if not exists loadbench_fresh (bike_id uuid primary key)'));
    const [deleted] = (
      await db.execute<{ n: string }>(
        sql.raw(`with gone as (delete from bikes where id in (select bike_id from loadbench_fresh) returning 1)
          select count(*) as n from gone`),
      )
    ).rows;
    await db.execute(sql.raw('truncate loadbench_fresh'));
    return Number(deleted?.n ?? 0);
  },
  async register(db: Db, { count, owners, at = new Date() }: { count: number; owners: number; at?: Date }) {
    const now = instant(at);
    for (let start = FRESH_FROM; start < FRESH_FROM + count; start += FRESH_BATCH) {
      const end = Math.min(FRESH_FROM + count - 1, start + FRESH_BATCH - 1);
      await db.execute(sql.raw(bikesInsert(start, end, owners, now, 'loadbench_fresh')));
    }
    await db.execute(sql.raw(salesInsert('id in (select bike_id from loadbench_fresh)')));
    return freshRegistrations.count(db);
  },
};
/** Fresh registrations per statement: each row's triggers run, as a registration's do. */
const FRESH_BATCH = 500;

/** The tables the seed fills; their non-unique indexes are built after the rows are in. */
const SEEDED_TABLES = ['bikes', 'ownership_events', 'bike_sales'];

async function setUserTriggers(db: Db, action: 'enable' | 'disable'): Promise<void> {
  for (const table of SEEDED_TABLES) await db.execute(sql.raw(`alter table ${table} ${action} trigger user`));
}

/** Counter tables the seeded tables' triggers keep, and how their migrations first filled them. */
const COUNTER_TABLES = [
  'bike_search_terms',
  'bike_search_places',
  'analytics_daily',
  'analytics_bike_prices',
];
const BACKFILL = /^(insert into (bike_search_terms|bike_search_places) \(|select analytics_rebuild\(\))/i;

/**
 * Empties the counter tables and runs the migrations' own backfill statements again, in migration
 * order: the same counts the triggers would have kept row by row, and the same statements an
 * existing database was filled by. A migration that adds a counter adds its backfill here.
 */
async function refillCounters(db: Db, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
  const statements: string[] = [];
  for (const file of files) {
    const text = await readFile(join(migrationsFolder, file), 'utf8');
    for (const part of text.split('--> statement-breakpoint')) {
      // A statement can follow comment lines in its part of the file.
      const statement = part
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim();
      if (BACKFILL.test(statement)) statements.push(statement);
    }
  }
  if (statements.length < 4)
    throw new Error(`found ${statements.length} counter backfills in the migrations, expected 4 or more`);
  await db.execute(sql.raw(`truncate ${COUNTER_TABLES.join(', ')}`));
  for (const statement of statements) await db.execute(sql.raw(statement));
  log(`  ${statements.length} counter backfills in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

interface DeferredIndex {
  name: string;
  definition: string;
}

/** Drops the seeded tables' indexes that no constraint or uniqueness depends on, and returns them. */
async function dropSecondaryIndexes(db: Db): Promise<DeferredIndex[]> {
  const { rows } = await db.execute<{ name: string; definition: string }>(
    sql.raw(`select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname in (${SEEDED_TABLES.map(literal).join(', ')})
        and not x.indisunique and not x.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by i.relname`),
  );
  for (const { name } of rows) await db.execute(sql.raw(`drop index "${name.replace(/"/g, '""')}"`));
  return rows;
}

/** Builds the deferred indexes again, each in one pass over the table. */
async function rebuildIndexes(
  db: Db,
  indexes: readonly DeferredIndex[],
  maintenanceWorkMem: string | undefined,
  log: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  for (const { definition } of indexes) {
    await db.transaction(async (tx) => {
      if (maintenanceWorkMem) {
        await tx.execute(sql.raw(`set local maintenance_work_mem = ${literal(maintenanceWorkMem)}`));
      }
      await tx.execute(sql.raw(definition));
    });
  }
  log(`  ${indexes.length} indexes built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Purchase prices in whole kronor by type: [lowest, spread]. */
const priceByType: Record<string, [number, number]> = {
  barn: [1500, 3000],
  bmx: [2500, 4000],
  herr: [3000, 9000],
  dam: [3000, 9000],
  hybrid: [5000, 12000],
  mtb: [6000, 30000],
  landsväg: [9000, 45000],
  gravel: [10000, 30000],
  elcykel: [14000, 36000],
  lådcykel: [22000, 40000],
};

/** A non-negative hash of the bike's frame number and a salt (the bike's row number is gone by now). */
const frameHash = (salt: string) => `abs(hashtext(frame_number || ${literal(salt)})::bigint)`;

/**
 * Version 2, for the analytics benchmark (docs/decisions/045-insurance-analytics.md), on bikes
 * already seeded, so a version-1 cache is upgraded in place rather than seeded again: 40 % of the
 * stolen bikes recovered 0–60 days after the theft, 85 % of e-bikes with a battery serial number
 * and 1.5 % with a stolen battery, every bike's registration event (35 % by a store, with a
 * purchase price that depends on the type), and 8 % bought second-hand later at 40–80 % of it.
 * Derived from hashes of the frame number, so a given size still always gives the same data.
 */
export async function seedVersion2(db: Db, log: (line: string) => void, at = new Date()): Promise<void> {
  const now = instant(at);
  log('  recoveries and batteries');
  await db.execute(
    sql.raw(`update bikes set stolen_status = null,
        recovered_at = least(${now}, stolen_date + make_interval(days => (${frameHash('recdays')} % 60)::int,
          hours => 7 + (${frameHash('rechour')} % 12)::int))
      where stolen_status = 'stolen' and ${frameHash('recovered')} % 100 < 40`),
  );
  await db.execute(
    sql.raw(`update bikes set
        battery_serial_number = case when ${frameHash('battery')} % 100 < 85
          then 'BAT' || upper(substr(md5(frame_number || 'battery'), 1, 10)) end,
        battery_stolen_status = case when ${frameHash('batterystolen')} % 1000 < 15 then 'stolen' end
      where bike_type = 'elcykel'`),
  );
  const price = `(case bike_type ${Object.entries(priceByType)
    .map(([type, [low, spread]]) => `when ${literal(type)} then ${low} + ${frameHash('price')} % ${spread}`)
    .join(' ')} else 4000 + ${frameHash('price')} % 8000 end) / 10 * 10`;
  log('  ownership events (registrations, purchase prices, second-hand purchases)');
  await db.execute(
    sql.raw(`insert into ownership_events (bike_id, event_type, registration_type, owner_name,
        purchase_price, event_date, created_at)
      select id, 'registration', case when store then 'store' else 'self' end, 'Lastprov Ägare',
        case when store then price end, created_at, created_at
      from (select id, created_at, ${frameHash('store')} % 100 < 35 as store, ${price} as price
        from bikes) registered`),
  );
  await db.execute(
    sql.raw(`insert into ownership_events (bike_id, event_type, owner_name, purchase_price, event_date, created_at)
      select id, 'purchase', 'Lastprov Köpare', price * (40 + ${frameHash('resaleprice')} % 40) / 100, at, at
      from (select id, frame_number, ${price} as price,
          created_at + (${now} - created_at) * ((5 + ${frameHash('resaleday')} % 90) / 100.0) as at
        from bikes where ${frameHash('resale')} % 100 < 8) resold`),
  );
}

/** Marks a version-1 cache upgraded by `seedVersion2`. */
export async function recordUpgraded(db: Db): Promise<void> {
  await db.execute(sql`update loadbench_seed set version = ${SEED_VERSION}`);
}

/** What the cache holds: the generator version and bike count it was seeded with, if any. */
export async function seededState(
  db: Db,
): Promise<{ version: number; bikes: number; seconds: number; seededAt: string } | null> {
  const [table] = (
    await db.execute<{ name: string | null }>(sql`select to_regclass('loadbench_seed')::text as name`)
  ).rows;
  if (!table?.name) return null;
  const [row] = (
    await db.execute<{ version: number; bikes: number; seconds: string; seeded_at: string }>(
      sql`select version, bikes, seconds::text, seeded_at::text from loadbench_seed order by seeded_at desc limit 1`,
    )
  ).rows;
  if (!row) return null;
  // The fresh registrations of the last run are not the seed's (they go at the next run's start).
  if ((await countBikes(db)) - (await freshRegistrations.count(db)) !== row.bikes) return null;
  return { version: row.version, bikes: row.bikes, seconds: Number(row.seconds), seededAt: row.seeded_at };
}

export async function recordSeeded(
  db: Db,
  { bikes, owners, seconds }: { bikes: number; owners: number; seconds: number },
): Promise<void> {
  await db.execute(
    sql`insert into loadbench_seed (version, bikes, owners, seconds) values (${SEED_VERSION}, ${bikes}, ${owners}, ${seconds})`,
  );
}
