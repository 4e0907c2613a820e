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
    // Each file opens its own database; migrations on a cold PGlite take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
