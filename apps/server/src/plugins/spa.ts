import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { send } from './errors.js';
import { ACCESS_TOKEN_COOKIE, authenticate, REFRESH_TOKEN_COOKIE } from './auth.js';
import { isAppRoute } from '@ramkoll/shared/rules/app-routes';
import { CONSENT_COOKIE, LANGUAGE_COOKIE } from '@ramkoll/shared/rules/page-cookies';
import { defaultLanguage, languages } from '@ramkoll/shared/schemas/language';

export interface SpaOptions {
  /** Absolute path of the built web app (apps/web/dist). */
  webDistDir: string;
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

/**
 * The prerendered copy for this request, or null for the plain index.html. A visitor gets the
 * page's visitor copy. Someone with a session cookie gets the customer's home copy on `/` when the
 * session is a customer's (checked as any request's: the session cache or one indexed query), and
 * otherwise the plain page: theirs is not the visitor's, and a store's or an admin's home has no
 * copy. A build without the copies sends the plain page. The language and the banner follow the
 * cookies the app keeps beside its localStorage.
 */
async function prerenderedFile(
  request: FastifyRequest,
  webDistDir: string,
  page: PrerenderedPage,
): Promise<string | null> {
  const { cookies } = request;
  let name: string = page;
  if (cookies[ACCESS_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE]) {
    if (page !== 'home' || !cookies[ACCESS_TOKEN_COOKIE]) return null;
    const session = await authenticate(request).catch(() => null);
    if (session?.user.role !== 'customer') return null;
    name = CUSTOMER_HOME;
  }
  const chosen = cookies[LANGUAGE_COOKIE];
  const language = languages.find((known) => known === chosen) ?? defaultLanguage;
  const file = `prerendered/${language}/${name}${cookies[CONSENT_COOKIE] ? '-consented' : ''}.html`;
  return existsSync(join(webDistDir, file)) ? file : null;
}

/**
 * Serves the built web app next to the API and answers index.html for every other GET, so deep
 * links such as /my-bikes or /admin-dashboard load the app, which then routes on the client:
 * with 200 for the app's pages (`appRoutePaths`), with 404 for any other path.
 * Unknown /api paths and non-GET requests get the JSON ROUTE_NOT_FOUND error instead.
 */
export const spaPlugin = fp(
  async function spa(app: FastifyInstance, { webDistDir }: SpaOptions) {
    const built = existsSync(join(webDistDir, 'index.html'));

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
          const file = await prerenderedFile(request, webDistDir, page);
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
