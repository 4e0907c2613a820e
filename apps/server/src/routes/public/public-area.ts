import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoute } from './health.js';

/** /api/*: open to everyone, signed in or not. */
export const publicArea: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  await app.register(healthRoute, { version });
};
