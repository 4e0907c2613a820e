import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../db/client.js';
import {
  defaultStolenListCacheOptions,
  STOLEN_LIST_CHANNEL,
  StolenListCache,
} from '../services/search/stolen-list-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stolen list's pages in memory while this instance hears of changes (decision 062). */
    stolenList: StolenListCache;
  }
}

export interface StolenListPluginOptions {
  /** LISTEN for changes to stolen bikes; without it every request reads the database. */
  listen?: Listen;
  /** The longest a page is trusted (decision 062); 0 turns the cache off. */
  maxAgeSeconds?: number;
}

/**
 * Routes (by their pattern) that write nothing to `bikes`: signing in and out and refreshing a
 * session, messages and notifications, uploads and receipt analysis, and the settings that touch
 * only the account's own row (not deleting it). They are most of what a signed-in browser sends
 * besides reads, and keep the pages. Every other route, and one not found, forgets them: a new
 * route is safe until it is listed here.
 */
const ROUTES_CHANGING_NO_BIKE: readonly RegExp[] = [
  /^\/api\/auth\//,
  /^\/api\/me\/(messages|notifications|uploads|analysis)\//,
  /^\/api\/me\/(language|notification-settings|profile|avatar|password)$/,
  /^\/api\/bikes\/:id\/messages$/,
];

/** True when a request to this route (its pattern) never writes to `bikes` (decision 062). */
export function changesNoBike(route: string | undefined): boolean {
  return route !== undefined && ROUTES_CHANGING_NO_BIKE.some((pattern) => pattern.test(route));
}

export const stolenListPlugin = fp(
  async function stolenList(app: FastifyInstance, { listen, maxAgeSeconds = 30 }: StolenListPluginOptions) {
    const cache = new StolenListCache({ ...defaultStolenListCacheOptions, maxAgeMs: maxAgeSeconds * 1_000 });
    app.decorate('stolenList', cache);
    if (!listen || maxAgeSeconds === 0) return;
    const unlisten = await listen(
      STOLEN_LIST_CHANNEL,
      () => cache.clear(),
      () => cache.setEnabled(true),
      () => cache.setEnabled(false),
    );
    cache.setEnabled(true);
    // A request that may have changed a bike forgets the pages before its answer leaves: its
    // caller's next look at the list never meets the old one, whenever the database's
    // announcement arrives. Any but GET and HEAD may, unless its route is one that never does.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && !changesNoBike(request.routeOptions.url)) {
        cache.clear();
      }
      done(null, payload);
    });
    app.addHook('onClose', async () => {
      cache.setEnabled(false);
      await unlisten();
    });
  },
  { name: 'stolen-list', dependencies: ['db'] },
);
