import { defineConfig } from 'vitest/config';

// The server suite; the root config runs it twice, with TEST_DB=pglite and TEST_DB=postgres.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Files share a worker's module cache: each file still opens its own database and app, but the
    // app's modules are imported once per worker instead of once per file (the suite took twice as
    // long isolated; docs/decisions/056-test-suite-time.md). No file mocks a module.
    isolate: false,
    // Each file opens its own database; migrations on a cold PGlite take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
