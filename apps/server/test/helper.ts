import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppConfig, type AppDeps } from '../src/app.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { createLocalDiskStorage } from '../src/providers/storage/local-disk-storage.js';
import type { Storage } from '../src/providers/storage/storage.js';
import { databaseUrlFor } from './database-url.js';

// Brings the `app.mail` decoration (flushOutbox) into the tests' view of FastifyInstance.
export type { MailContext } from '../src/plugins/mail.js';
// … and the `app.storage` decoration.
export type { StorageOptions } from '../src/plugins/storage.js';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The per-file PostgreSQL database's URL (a second app instance can open it); null on PGlite. */
  databaseUrl: string | null;
  dataEncryptionKey: Buffer;
  /** The app's file storage: local disk in `storageDir` unless `deps.storage` or `config.s3` says otherwise. */
  storage: Storage;
  /** A temporary folder, removed on close, holding the default storage's files. */
  storageDir: string;
  /** Closes the app, the database, drops the per-file PostgreSQL database and removes `storageDir`. */
  close(): Promise<void>;
}

export interface TestContextOptions {
  seed?: boolean;
  config?: Partial<AppConfig>;
  /** Clock, BankID provider, mail transport … for buildApp. */
  deps?: Omit<AppDeps, 'db' | 'listen'>;
}

/** Which database this run tests against (the root Vitest config sets TEST_DB per project). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, migrated database and an app on it: PGlite in memory, or with TEST_DB=postgres a new
 * database on the run's embedded PostgreSQL server. Call in beforeAll and close in afterAll.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { database, dropDatabase, databaseUrl } = await openTestDatabase();
  const dataEncryptionKey = randomBytes(32);
  const storageDir = await mkdtemp(join(tmpdir(), 'ramkoll-files-'));
  const removeStorageDir = () => rm(storageDir, { recursive: true, force: true });
  try {
    await migrateDatabase(database);
    if (options.seed) await seedDemoData({ db: database.db, dataEncryptionKey });
    // A test that configures S3 gets the app's own S3 storage; every other test a temporary folder.
    const storage = options.config?.s3 ? undefined : createLocalDiskStorage(storageDir);
    const app = await buildApp(testAppConfig({ dataEncryptionKey, ...options.config }), {
      db: database.db,
      listen: database.listen,
      ...(storage ? { storage } : {}),
      ...options.deps,
    });
    await app.ready();
    return {
      app,
      db: database.db,
      database,
      databaseUrl,
      dataEncryptionKey,
      storage: app.storage,
      storageDir,
      async close() {
        await app.close();
        await database.close();
        await dropDatabase();
        await removeStorageDir();
      },
    };
  } catch (error) {
    await database.close();
    await dropDatabase();
    await removeStorageDir();
    throw error;
  }
}

export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    logLevel: 'silent',
    nodeEnv: 'test',
    publicUrl: 'http://localhost:3000',
    // A folder that does not exist: no web build unless a test supplies one.
    webDistDir: join(tmpdir(), 'ramkoll-no-web-build'),
    trustProxy: false,
    dataEncryptionKey: randomBytes(32),
    sessionAbsoluteHours: 12,
    sessionIdleMinutes: 20,
    sessionWarningMinutes: 5,
    sessionCacheSeconds: 30,
    signupEnabled: true,
    smtpUrl: null,
    mailFrom: 'Ramkoll <no-reply@ramkoll.se>',
    supportEmail: 'support@ramkoll.se',
    devMailbox: true,
    apiDocs: true,
    eidProvider: 'simulated',
    bankId: null,
    oidc: null,
    bankIdDelayMs: 0,
    // Apps built without a `storage` dependency keep files here; createTestContext passes its own folder.
    dataDir: join(tmpdir(), 'ramkoll-test-data'),
    s3: null,
    pointPackagePrices: {
      points_100: { SEK: 4900, USD: 499 },
      points_300: { SEK: 12900, USD: 1299 },
      points_1000: { SEK: 39900, USD: 3999 },
    },
    payments: { provider: 'test' },
    seller: {
      name: 'Ramkoll AB',
      organisationNumber: '559000-0000',
      address: 'Storgatan 1, 111 22 Stockholm',
    },
    ...overrides,
  };
}

/**
 * A test's database holds a few hundred rows: 16 MB of shared buffers (PGlite's default is 128 MB)
 * is plenty, and a new PGlite started from the template in 0.6 s of CPU instead of 1.2-1.5 s on this
 * machine, where memory first touched is slow (docs/decisions/056-test-suite-time.md).
 */
const PGLITE_TEST_SETTINGS = { shared_buffers: '16MB' };

let snapshot: { path: string; bytes: Promise<ArrayBuffer> } | undefined;

/**
 * The run's migrated PGlite snapshot as `loadDataDir`, read from disk once per worker (its files
 * share this module, decision 056). PGlite reads a `loadDataDir` only through `arrayBuffer()` and
 * `type`, and copies each file out of the tarball into its own file system, so every database of
 * the worker starts from the same bytes. A real Blob of the 43 MB snapshot was copied twice and
 * read back in small pieces on every open: 0.6-1.1 s of CPU each.
 */
function snapshotTarball(path: string): Blob {
  if (snapshot?.path !== path) {
    snapshot = {
      path,
      bytes: readFile(path).then((file) =>
        file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
      ),
    };
  }
  const { bytes } = snapshot;
  const tarball: Pick<Blob, 'type' | 'arrayBuffer'> = { type: 'application/x-tar', arrayBuffer: () => bytes };
  return tarball as Blob;
}

/**
 * A fresh database without the app. By default it starts migrated, copied from the run's
 * template; `{ migrated: false }` gives an empty one, for testing the migrations themselves.
 */
export async function openTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ database: Database; dropDatabase: () => Promise<void>; databaseUrl: string | null }> {
  const migrated = options.migrated ?? true;

  if (testDatabaseKind() === 'pglite') {
    const template = inject('pgliteTemplate');
    const loadDataDir = migrated && template ? snapshotTarball(template) : undefined;
    const database = await openDatabase({
      dataDir: null,
      ...(loadDataDir ? { loadDataDir } : {}),
      settings: PGLITE_TEST_SETTINGS,
    });
    return { database, dropDatabase: () => Promise.resolve(), databaseUrl: null };
  }

  const adminUrl = inject('postgresUrl');
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) throw new Error('TEST_DB=postgres but the global setup started no server');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(migrated ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const databaseUrl = databaseUrlFor(adminUrl, name);
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  return {
    database,
    databaseUrl,
    dropDatabase: () =>
      withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
