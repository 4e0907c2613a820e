import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import svCommon from '@ramkoll/shared/i18n/sv/common.json';
import { appRouteNavigationPatterns } from '@ramkoll/shared/rules/app-routes';
import svInstallApp from '@ramkoll/shared/i18n/sv/install_app.json';
import { compileHints } from './src/build/compile-hints';

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

const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);

/**
 * React Router 7's package exports name its development build for every condition (its issue
 * #12532), so a build would ship it: the same code with its development warnings switched on, which
 * check every route match and navigation at run time. The builds take the production build the
 * package ships beside it; the dev server and the tests keep the warnings.
 */
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** What the builds resolve beside `@`: the `build` command only (see productionReactRouter). */
const buildAlias = (command: 'build' | 'serve') => [
  ...(command === 'build' ? productionReactRouter : []),
  { find: '@', replacement: alias['@'] },
];

const sourceFile = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * What the visitor home's first load takes: the entry, the home route and the visitor's home (its
 * own chunk, which a customer's home does not load), the cookie banner and its settings dialog
 * (loaded when opened), the shell's texts and the toaster. Whatever these import stays where
 * Rolldown puts it, out of the signed-in chunks: every page that may be signed in loads
 * `signed-in-shared` for the session answer's schema (a visitor's prerendered page does not, decision
 * 074), and the dialog's code there would come back into those first visits.
 */
const homeRoots = [
  'main.tsx',
  'app/routes/public/home.tsx',
  'features/marketing/components/visitor-home.tsx',
  'features/consent/components/cookie-consent.tsx',
  'features/consent/components/cookie-settings-dialog.tsx',
  'components/ui/toaster.tsx',
  'lib/catalogues/sv-shell.ts',
  'lib/catalogues/en-shell.ts',
].map(sourceFile);

/** The sign-in and registration pages, the other pages a visitor opens first. */
const authRoots = ['app/routes/auth/login.tsx', 'app/routes/auth/register.tsx'].map(sourceFile);

/** What a signed-in customer's home loads besides the entry: the signed-in bars and the search home. */
const signedInRoots = ['app/signed-in-shell.tsx', 'app/routes/public/signed-in-home.tsx'].map(sourceFile);

type ChunkingContext = {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
};

const iconBarrel = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.js$/;

/** The icon modules lucide-react's barrel re-exports, by exported name. */
function iconFiles(ctx: ChunkingContext, barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  const code = ctx.getModuleInfo(barrel)?.code ?? '';
  for (const [, names = '', file = ''] of code.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    const id = fileURLToPath(new URL(file, `file://${barrel}`));
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) files.set(name, id);
  }
  return files;
}

/**
 * Every module the roots import statically, directly or not, the roots included. Through
 * lucide-react's barrel only the icons a module names: the barrel imports all of them, and the
 * build keeps the ones used.
 */
function staticClosure(ctx: ChunkingContext, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  let icons: Map<string, string> | undefined;
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    // Rolldown's importedIds include the dynamic imports.
    const dynamic = new Set(info.dynamicallyImportedIds);
    for (const imported of info.importedIds) {
      if (dynamic.has(imported)) continue;
      if (!iconBarrel.test(imported)) {
        queue.push(imported);
        continue;
      }
      icons ??= iconFiles(ctx, imported);
      for (const [, names = ''] of (info.code ?? '').matchAll(
        /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g,
      )) {
        for (const name of names.split(',')) {
          const file = icons.get(name.trim().split(/\s+as\s+/)[0] ?? '');
          if (file) queue.push(file);
        }
      }
    }
  }
  return seen;
}

const firstLoadChunks = new WeakMap<ChunkingContext, Map<string, string>>();

/**
 * The signed-in home's first load in two chunks (docs/decisions/066-signed-in-first-load.md):
 * left to itself Rolldown gives every module that two lazy pages share a chunk of its own, and the
 * home came in 97 scripts, a few hundred bytes each, over HTTP/1.1's six connections. `signed-in`
 * holds what the home imports and no visitor page does; `signed-in-shared` what it shares with the
 * sign-in and registration pages (form controls, cards, their icons), one request for both. What
 * the visitor home's first load imports stays out of both, so its budget does not change.
 */
function firstLoadChunk(id: string, ctx: ChunkingContext): string | null {
  let chunks = firstLoadChunks.get(ctx);
  if (!chunks) {
    const home = staticClosure(ctx, homeRoots);
    const auth = staticClosure(ctx, authRoots);
    chunks = new Map();
    for (const module of staticClosure(ctx, signedInRoots)) {
      if (!home.has(module)) chunks.set(module, auth.has(module) ? 'signed-in-shared' : 'signed-in');
    }
    firstLoadChunks.set(ctx, chunks);
  }
  return chunks.get(id) ?? null;
}

/**
 * `vite build --ssr src/prerender.tsx`: the pages' renderer (dist-prerender/prerender.js, never
 * served): scripts/prerender-web.mjs renders the visitor pages with it at build time
 * (docs/decisions/063-prerendered-visitor-pages.md), the server a customer's home per request
 * (decision 086). Everything it needs is bundled in, since the server's image has no React.
 */
const prerenderBuild: UserConfig = {
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultServerConditions], alias: buildAlias('build') },
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: { outDir: 'dist-prerender', emptyOutDir: true, target: 'node20', copyPublicDir: false },
};

/**
 * Besides the entry and its static imports, the chunks whose code runs as the first pages start:
 * the signed-in home's two chunks and zod, which it loads at once (src/build/compile-hints.ts).
 */
const startUpChunks = new Set(['zod-vendor', 'signed-in', 'signed-in-shared']);

// `source` makes @ramkoll/shared resolve to its TypeScript sources (no build step needed).
const appBuild: UserConfig = {
  plugins: [react(), tailwindcss(), pwa, compileHints(startUpChunks)],
  // `alias` is set by the export below: it differs between `build` and `serve`.
  resolve: { conditions: ['source', ...defaultClientConditions] },
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
            // Not the modules these import: those the visitor's pages share stay where they are.
            { name: firstLoadChunk, priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild ? prerenderBuild : { ...appBuild, resolve: { ...appBuild.resolve, alias: buildAlias(command) } },
);
