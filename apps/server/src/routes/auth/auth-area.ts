import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoute } from './session.js';

/** /api/auth/*: session and sign-in; open, because signed-out visitors need it. */
export const authArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoute);
};
