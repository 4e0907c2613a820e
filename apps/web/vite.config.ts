import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API the dev and preview servers proxy /api to (the Fastify server by default).
const apiTarget = process.env.RAMKOLL_API_URL ?? 'http://localhost:3000';

// `source` makes @ramkoll/shared resolve to its TypeScript sources (no build step needed).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget } },
  },
  preview: { port: 4173, proxy: { '/api': { target: apiTarget } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Each route module is its own lazy chunk (dynamic imports in app/router.tsx). The
        // framework code that every page needs goes in one long-lived, cacheable vendor chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 20,
            },
            {
              name: 'zod-vendor',
              test: /node_modules[\\/]zod[\\/]/,
              priority: 15,
            },
            {
              name: 'i18n-vendor',
              test: /node_modules[\\/](i18next|react-i18next)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
