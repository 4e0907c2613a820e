import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ConfiguredStorage } from '../providers/storage/create-storage.js';
import type { Storage } from '../providers/storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bytes of uploaded files; the `files` table says whose they are. */
    storage: Storage;
  }
}

/** The storage to decorate the app with; `close` runs when the app closes. */
export type StorageOptions = ConfiguredStorage;

export const storagePlugin = fp(
  function storage(app: FastifyInstance, options: StorageOptions, done: (error?: Error) => void) {
    app.decorate('storage', options.storage);
    const { close } = options;
    if (close) {
      app.addHook('onClose', (_instance, hookDone) => {
        close();
        hookDone();
      });
    }
    done();
  },
  { name: 'storage' },
);
