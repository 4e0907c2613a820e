import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder routes hand to services. Opening and closing it is the caller's job. */
    db: Db;
  }
}

export const dbPlugin = fp(
  function db(app: FastifyInstance, options: { db: Db }, done: (error?: Error) => void) {
    app.decorate('db', options.db);
    done();
  },
  { name: 'db' },
);
