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
    // A request that may have changed a bike (any but GET and HEAD) forgets the pages before its
    // answer leaves: its caller's next look at the list never meets the old one, whenever the
    // database's announcement arrives.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') cache.clear();
      done(null, payload);
    });
    app.addHook('onClose', async () => {
      cache.setEnabled(false);
      await unlisten();
    });
  },
  { name: 'stolen-list', dependencies: ['db'] },
);
