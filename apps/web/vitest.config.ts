import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    css: false,
    // One jsdom per worker, shared by its files: the setup resets storage, language, stubs and the
    // DOM before each test (decision 056).
    isolate: false,
    // Whole pages rendered in jsdom with typed input: 5 s is too little when the machine is busy.
    testTimeout: 15_000,
  },
});
