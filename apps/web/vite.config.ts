import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import svCommon from '@ramkoll/shared/i18n/sv/common.json';
import { appRouteNavigationPatterns } from '@ramkoll/shared/rules/app-routes';
import svInstallApp from '@ramkoll/shared/i18n/sv/install_app.json';

// The API the dev and preview servers proxy /api to (the Fastify server by default).
const apiTarget = process.env.RAMKOLL_API_URL ?? 'http://localhost:3000';

// The installable app (docs/decisions/011-installable-app.md). The service worker precaches the
// built app and answers navigations with index.html; it never touches /api or /dev (personal data,
// sent with Cache-Control: no-store), so there is no runtime caching at all.
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // Registered from src/main.tsx: the plugin's inline script would be blocked by the CSP.
  injectRegister: false,
  // The workbox glob below already precaches public/ (icons included); listing them again doubles entries.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: svCommon.app_name,
    short_name: svCommon.app_name,
    description: svInstallApp.manifest.description,
    lang: 'sv',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // --color-primary and --color-background in src/index.css.
    theme_color: '#0e4d64',
    background_color: '#f6f8f9',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    navigateFallback: '/index.html',
    // Only the app's pages: any other path goes to the server and keeps its 404 (decision 035).
    navigateFallbackAllowlist: [...appRouteNavigationPatterns],
    // Workbox tests these against path + query. The receipt template is precached as itself.
    navigateFallbackDenylist: [/^\/api(?:[/?]|$)/, /^\/dev(?:[/?]|$)/, /^\/receipt-template\.html(?:\?|$)/],
    cleanupOutdatedCaches: true,
    // autoUpdate: a new deploy's worker takes over at once (the plugin sets these only for its own
    // injected registration, which this app does not use).
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [],
  },
});

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * `vite build --ssr src/prerender.tsx`: the visitor pages' renderer for build time only
 * (scripts/prerender-web.mjs, docs/decisions/063-prerendered-visitor-pages.md). Node runs it once
 * and it is never served; the dependencies stay in node_modules, the shared package is bundled.
 */
const prerenderBuild: UserConfig = {
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultServerConditions], alias },
  ssr: { noExternal: ['@ramkoll/shared'], resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: { outDir: 'dist-prerender', emptyOutDir: true, target: 'node20', copyPublicDir: false },
};

// `source` makes @ramkoll/shared resolve to its TypeScript sources (no build step needed).
const appBuild: UserConfig = {
  plugins: [react(), tailwindcss(), pwa],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget } },
  },
  preview: { port: 4173, proxy: { '/api': { target: apiTarget } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the bundle budget walks (scripts/check-web-budget.mjs).
    manifest: true,
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
              // Not react-i18next: its <Trans> (and HTML parser) would come along, and only some
              // pages use it; the hooks the shell needs join the entry chunk.
              test: /node_modules[\\/]i18next[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : appBuild));
