import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** Methods that only read: a cross-site request for them changes nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request may have come from another site's page (docs/decisions/047).
 * Browsers send `Origin` with every cross-origin POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` with
 * every request; a request with neither comes from a program (curl, a server), which holds no
 * victim's cookies. The app's own origin is the public URL's, or the host the request was sent to
 * (a server reached on another port or name than PUBLIC_URL, e.g. in development).
 */
export function isCrossOrigin(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined },
  ownOrigins: { publicOrigin: string; host: string },
): boolean {
  const { origin } = headers;
  if (origin !== undefined) {
    if (origin === ownOrigins.publicOrigin) return false;
    try {
      // URL drops a scheme's default port; a Host header may carry it.
      return new URL(origin).host !== ownOrigins.host.replace(/:(80|443)$/, '');
    } catch {
      return true; // "null" (sandboxed frames, file: pages) or garbage.
    }
  }
  const site = headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Refuses state-changing /api requests sent from another site (CSRF) with 403 CROSS_ORIGIN_REQUEST
 * before any route runs. Session cookies are SameSite=Lax as well; this check also covers sibling
 * sites (same-site) and browsers that do not honour SameSite. `exemptPaths` are exact paths that
 * no browser session calls and that prove their sender otherwise (Stripe's signed webhook,
 * decision 090): only a POST to exactly that path, without a query, passes unchecked.
 */
export const sameOriginPlugin = fp(
  function sameOrigin(
    app: FastifyInstance,
    options: { publicUrl: string; exemptPaths?: readonly string[] },
    done: (error?: Error) => void,
  ) {
    const publicOrigin = new URL(options.publicUrl).origin;
    const exempt = new Set(options.exemptPaths ?? []);
    app.addHook('onRequest', (request: FastifyRequest, _reply, next) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return next();
      if (request.method === 'POST' && exempt.has(request.url)) return next();
      if (isCrossOrigin(request.headers, { publicOrigin, host: request.host })) {
        return next(new AppError('CROSS_ORIGIN_REQUEST'));
      }
      next();
    });
    done();
  },
  { name: 'same-origin' },
);
