import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { send } from './errors.js';
import { chooseEncoding, compress } from './compress-answers.js';
import { PRIVATE_NO_STORE } from './private-answers.js';
import { withTimeout } from '../lib/with-timeout.js';
import { ACCESS_TOKEN_COOKIE, authenticate, REFRESH_TOKEN_COOKIE } from './auth.js';
import { isAppRoute } from '@ramkoll/shared/rules/app-routes';
import { CONSENT_COOKIE, LANGUAGE_COOKIE } from '@ramkoll/shared/rules/page-cookies';
import { defaultLanguage, languages } from '@ramkoll/shared/schemas/language';

export interface SpaOptions {
  /** Absolute path of the built web app (apps/web/dist). */
  webDistDir: string;
  /**
   * Absolute path of the web app's page renderer and its page templates (apps/web/dist-prerender,
   * decision 086). Without it, a customer's home is the copy prerendered for anyone.
   */
  rendererDir?: string;
}

/** Vite puts content-hashed bundles under /assets: a changed file gets a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, manifest, service worker) must be revalidated to pick up a deploy. */
const REVALIDATE = 'no-cache';

/**
 * The pages a visitor opens first, rendered at build time into dist/prerendered (scripts/prerender-web.mjs)
 * by page, language and whether the cookie banner shows (docs/decisions/063-prerendered-visitor-pages.md).
 */
const PRERENDERED_PAGES = { '/': 'home', '/auth': 'auth' } as const;
type PrerenderedPage = (typeof PRERENDERED_PAGES)[keyof typeof PRERENDERED_PAGES];

/**
 * A signed-in customer's home (`/`) as its layout stands before anything of theirs has loaded: the
 * bars, the search box and the lists' loading states, nothing personal (decision 064). The app takes
 * it over and then shows what is the customer's own.
 */
const CUSTOMER_HOME = 'home-customer';

interface PageChoice {
  name: string;
  language: (typeof languages)[number];
  consented: boolean;
}

/**
 * Which prerendered copy this request gets, or null for the plain index.html. A visitor gets the
 * page's visitor copy. Someone with a session cookie gets the customer's home on `/` when the
 * session is a customer's (checked as any request's: the session cache or one indexed query), and
 * otherwise the plain page: theirs is not the visitor's, and a store's or an admin's home has no
 * copy. The language and the banner follow the cookies the app keeps beside its localStorage.
 */
async function pageChoice(request: FastifyRequest, page: PrerenderedPage): Promise<PageChoice | null> {
  const { cookies } = request;
  if (page === 'auth' && changesAuthPage(request.query)) return null;
  let name: string = page;
  if (cookies[ACCESS_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE]) {
    if (page !== 'home' || !cookies[ACCESS_TOKEN_COOKIE]) return null;
    const session = await authenticate(request).catch(() => null);
    // A temporary password opens nothing but its change (decision 091): the plain page, which asks for it.
    if (session?.user.role !== 'customer' || session.user.mustChangePassword) return null;
    name = CUSTOMER_HOME;
  }
  const chosen = cookies[LANGUAGE_COOKIE];
  const language = languages.find((known) => known === chosen) ?? defaultLanguage;
  return { name, language, consented: Boolean(cookies[CONSENT_COOKIE]) };
}

/**
 * The copy of /auth is the bare login page, and the app behind it runs only at the visitor's first
 * touch: `?from=welcome` (the greeting, spec section 2) and `?reset=` (the new-password form) would
 * stay hidden until then, so those get the plain page, which the app renders at once.
 */
function changesAuthPage(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  return 'from' in query || 'reset' in query;
}

/** The copy's file, if this build has it (a build without the copies sends the plain page). */
function prerenderedFile(webDistDir: string, { name, language, consented }: PageChoice): string | null {
  const file = `prerendered/${language}/${name}${consented ? '-consented' : ''}.html`;
  return existsSync(join(webDistDir, file)) ? file : null;
}

/** What the server calls of the web app's renderer (apps/web/src/prerender.tsx). */
export interface PageRenderer {
  /** Loads the texts and code the renders need, ahead of the first. */
  warmUp?(): Promise<void>;
  renderCustomerHome(options: {
    url: string;
    language: string;
    consented: boolean;
    answer: (path: string) => Promise<{ status: number; body: unknown }>;
  }): Promise<{ markup: string; data: string } | null>;
}

interface LoadedRenderer {
  renderer: PageRenderer;
  /** The customer's home page around the renderer's markup, without and with a cookie choice. */
  templates: { plain: string; consented: string };
}

/** Loads the renderer once, at the first customer's home; null when the build has none. */
function rendererLoader(app: FastifyInstance, rendererDir: string | undefined) {
  let loading: Promise<LoadedRenderer | null> | undefined;
  async function load(): Promise<LoadedRenderer | null> {
    if (!rendererDir || !existsSync(join(rendererDir, 'prerender.js'))) return null;
    try {
      const [renderer, plain, consented] = await Promise.all([
        import(pathToFileURL(join(rendererDir, 'prerender.js')).href) as Promise<PageRenderer>,
        readFile(join(rendererDir, 'home-customer.html'), 'utf8'),
        readFile(join(rendererDir, 'home-customer-consented.html'), 'utf8'),
      ]);
      if (typeof renderer.renderCustomerHome !== 'function') throw new Error('no renderCustomerHome');
      return { renderer, templates: { plain, consented } };
    } catch (error) {
      app.log.error(
        { err: error, rendererDir },
        "the web app's renderer did not load; customers get the layout copy",
      );
      return null;
    }
  }
  return () => (loading ??= load());
}

/**
 * A signed-in customer's home with what is theirs in it (decision 086): the renderer runs the page's
 * own queries, which this server answers through its own routes with the request's cookies, so the
 * page holds exactly what the customer may see and nothing else. Null when the session turned out
 * not to be a customer's.
 */
async function renderedCustomerHome(
  app: FastifyInstance,
  request: FastifyRequest,
  { renderer, templates }: LoadedRenderer,
  { language, consented }: PageChoice,
): Promise<string | null> {
  const cookie = request.headers.cookie ?? '';
  const home = await renderer.renderCustomerHome({
    url: request.url,
    language,
    consented,
    async answer(path) {
      if (!path.startsWith('/api/')) throw new Error(`not an API path: ${path}`);
      // The renderer renders one page at a time: an answer that hangs must not hold up the next
      // (its part of the page is then left to the app, as a failed one).
      const response = await withTimeout(
        app.inject({ method: 'GET', url: path, headers: { cookie, accept: 'application/json' } }),
        RENDER_ANSWER_TIMEOUT_MS,
        `${path} answered nothing`,
      );
      return {
        status: response.statusCode,
        body: response.body ? (JSON.parse(response.body) as unknown) : undefined,
      };
    },
  });
  if (!home) return null;
  const page = consented ? templates.consented : templates.plain;
  // Functions, not replacement strings: the markup's own `$&` or `$'` must stay as they are.
  return page
    .replace('<html lang="sv"', () => `<html lang="${language}"`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${home.markup}</div>\n    <script type="application/json" id="page-data">${home.data}</script>`,
    );
}

/** How long a rendered page waits for one of the answers it is rendered from. */
const RENDER_ANSWER_TIMEOUT_MS = 3_000;

/**
 * A page made for one request, compressed as the API's answers are (compress-answers.ts), brotli
 * first: for a page of tens of KB it is the smaller of the two.
 */
async function sendMadePage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .header('Cache-Control', PRIVATE_NO_STORE)
    .header('Vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  const encoding = chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(await compress(Buffer.from(html), encoding));
}

/**
 * Serves the built web app next to the API and answers index.html for every other GET, so deep
 * links such as /my-bikes or /admin-dashboard load the app, which then routes on the client:
 * with 200 for the app's pages (`appRoutePaths`), with 404 for any other path.
 * Unknown /api paths and non-GET requests get the JSON ROUTE_NOT_FOUND error instead.
 */
export const spaPlugin = fp(
  async function spa(app: FastifyInstance, { webDistDir, rendererDir }: SpaOptions) {
    const built = existsSync(join(webDistDir, 'index.html'));
    const pageRenderer = rendererLoader(app, rendererDir);
    // Loaded once the server is up, in the background: the first customer's home does not wait for it.
    app.addHook('onReady', function warmRenderer(done) {
      void pageRenderer()
        .then((loaded) => loaded?.renderer.warmUp?.())
        .catch((error: unknown) => app.log.warn({ err: error }, "the web app's renderer did not warm up"));
      done();
    });

    if (built) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        // Headers are set below per file; the plugin's own max-age would override them.
        cacheControl: false,
        // Dotfiles, source maps of other folders etc. are never part of the public app.
        dotfiles: 'ignore',
        // The web build writes .br and .gz copies beside each text file (scripts/precompress-web.mjs):
        // the best one the browser accepts is sent as it is, with Content-Encoding and
        // Vary: Accept-Encoding; without a copy or an accepted encoding, the original file.
        preCompressed: true,
        setHeaders(reply, path) {
          reply.header('Cache-Control', isHashedAsset(webDistDir, path) ? IMMUTABLE : REVALIDATE);
        },
      });
      for (const [path, page] of Object.entries(PRERENDERED_PAGES)) {
        app.get(path, async function prerendered(request: FastifyRequest, reply: FastifyReply) {
          const choice = await pageChoice(request, page);
          const loaded = choice?.name === CUSTOMER_HOME ? await pageRenderer() : null;
          if (choice && loaded && request.method === 'GET') {
            const html = await renderedCustomerHome(app, request, loaded, choice).catch((error: unknown) => {
              request.log.error({ err: error }, "a customer's home did not render; sent the layout copy");
              return null;
            });
            if (html) return sendMadePage(request, reply, html);
          }
          const file = choice ? prerenderedFile(webDistDir, choice) : null;
          // The answer depends on the cookies: no shared cache may hand one visitor's to another.
          reply.header('Cache-Control', REVALIDATE).header('Vary', 'Cookie');
          return reply.sendFile(file ?? 'index.html');
        });
      }
    } else {
      app.log.warn({ webDistDir }, 'web app not built; non-API requests answer 503 until `npm run build`');
    }

    app.setNotFoundHandler(function notFound(request: FastifyRequest, reply: FastifyReply) {
      if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return send(reply, 'ROUTE_NOT_FOUND');
      }
      if (!built) {
        return reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('The Ramkoll web app has not been built yet. Run `npm run build` and restart the server.\n');
      }
      // A missing hashed asset or code file is a real 404: answering HTML there would hide a broken
      // deploy behind a confusing MIME-type error, and a service worker script answered with HTML fails
      // its update check.
      if (request.url.startsWith('/assets/') || isCodeFile(request.url)) {
        return send(reply, 'NOT_FOUND');
      }
      // Deep links get index.html compressed like any other file (preCompressed applies to sendFile).
      // A path that is no page of the app gets it too, so the app shows its "not found" page, but
      // with 404: a crawler or link checker must not take it for a page (no soft 404).
      const pathname = request.url.split(/[?#]/, 1)[0] ?? request.url;
      return reply
        .code(isAppRoute(pathname) ? 200 : 404)
        .header('Cache-Control', REVALIDATE)
        .sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['errors', 'auth'] },
);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Scripts, styles, source maps and the web app manifest: never a page of the app. */
function isCodeFile(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return /\.(?:m?js|css|map|webmanifest)$/.test(path);
}

function isHashedAsset(root: string, path: string): boolean {
  return path.startsWith(join(root, 'assets') + '/');
}
