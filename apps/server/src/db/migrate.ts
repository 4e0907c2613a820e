import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

/**
 * apps/server/drizzle. This file sits two levels below apps/server both as src/db/migrate.ts
 * (tsx, Vitest) and as dist/db/migrate.js (node), so one relative URL serves both.
 */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies every pending migration; drizzle records applied ones in drizzle.__drizzle_migrations. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.native, { migrationsFolder });
  } else {
    await migrateNodePg(database.native, { migrationsFolder });
  }
}
