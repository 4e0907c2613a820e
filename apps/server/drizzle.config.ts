import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations into ./drizzle (committed; applied at start-up by src/db/migrate.ts).
// Run through `npm run db:generate -w apps/server` so the shared package resolves to its sources.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
