import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

/**
 * apps/server/drizzle. This file sits two levels below apps/server both as src/db/migrate.ts
 * (tsx, Vitest) and as dist/db/migrate.js (node), so one relative URL serves both.
 */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Key of the session-level advisory lock that migrations hold on PostgreSQL ("ramkoll:migrate" as
 * a 64-bit number). Any fixed number works as long as nothing else in the database uses it.
 */
export const MIGRATION_LOCK_KEY = 0x72616d6b6f6c6cn;

/** Migrations already running in this process (PGlite: one connection, so one process at a time). */
const running = new WeakMap<object, Promise<void>>();

/**
 * Applies every pending migration; drizzle records applied ones in drizzle.__drizzle_migrations.
 * Drizzle's migrator reads the last applied migration and then applies the rest without a lock, so
 * two instances starting together against one PostgreSQL would both apply the same migration and
 * one would fail. Here each instance first takes an advisory lock on one connection and migrates on
 * that connection: the second waits, then finds nothing left to do (decision 054).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const key = database.native;
  const previous = running.get(key) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => migrateOnce(database));
  running.set(key, next);
  try {
    await next;
  } finally {
    if (running.get(key) === next) running.delete(key);
  }
}

async function migrateOnce(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.native, { migrationsFolder });
    return;
  }
  const connection = await database.pool.connect();
  const lockKey = MIGRATION_LOCK_KEY.toString();
  try {
    await connection.query('select pg_advisory_lock($1)', [lockKey]);
    await migrateNodePg(drizzleNodePg(connection), { migrationsFolder });
    await connection.query('select pg_advisory_unlock($1)', [lockKey]);
  } catch (error) {
    // Closing the connection ends its session, and with it the lock, whatever state it is in.
    connection.release(true);
    throw error;
  }
  connection.release();
}
