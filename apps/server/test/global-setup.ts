import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { databaseUrlFor } from './database-url.js';
import { createEmbeddedPostgres, embeddedPostgresUrl } from './embedded-postgres.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection URL of the embedded PostgreSQL server; null when testing on PGlite. */
    postgresUrl: string | null;
    /** A migrated database on that server for `CREATE DATABASE … TEMPLATE`. */
    postgresTemplate: string | null;
    /** A `dumpDataDir()` tarball of a migrated PGlite, so files skip PGlite's initdb. */
    pgliteTemplate: string | null;
  }
}

const TEMPLATE_DATABASE = 'ramkoll_template';

/**
 * Runs once per test run, before any worker. With TEST_DB=postgres it starts one real PostgreSQL
 * server (about a second) on which each test file creates its own database; on PGlite it
 * prepares a migrated snapshot. Either way each file gets a fresh database in well under a second.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The root config sets TEST_DB per project in `test.env`, which reaches the workers but not
  // this process's environment.
  const kind = project.config.env.TEST_DB ?? process.env.TEST_DB;
  if (kind !== 'postgres') {
    const workDir = await mkdtemp(join(tmpdir(), 'ramkoll-test-'));
    const database = await openDatabase({ dataDir: null });
    if (database.driver !== 'pglite') throw new Error('expected PGlite');
    await migrateDatabase(database);
    const dump = await database.client.dumpDataDir('none');
    await database.close();
    const file = join(workDir, 'pglite-template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresUrl', null);
    project.provide('postgresTemplate', null);
    return () => rm(workDir, { recursive: true, force: true });
  }

  // Run as root, embedded-postgres starts PostgreSQL as the postgres user, which can create its
  // data directory directly in the system temp dir but not inside a root-owned folder (the repo,
  // or a private mkdtemp directory).
  const dataDir = join(tmpdir(), `ramkoll-pg-${randomBytes(6).toString('hex')}`);
  const port = await freePort();
  // Durability is pointless for throw-away test data and costs time on every commit.
  const server = await createEmbeddedPostgres({ dataDir, port, persistent: false, throwaway: true });
  await server.initialise();
  await server.start();
  const adminUrl = embeddedPostgresUrl(port, 'postgres');

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, TEMPLATE_DATABASE),
    poolSize: 1,
  });
  await migrateDatabase(template);
  // A template must have no open connections while databases are copied from it.
  await template.close();

  project.provide('postgresUrl', adminUrl);
  project.provide('postgresTemplate', TEMPLATE_DATABASE);
  project.provide('pgliteTemplate', null);

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
