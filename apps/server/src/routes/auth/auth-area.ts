import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eidRoutes } from './eid.js';
import { sessionLifecycleRoutes } from './session-lifecycle.js';
import { sessionRoute } from './session.js';
import { signInRoutes } from './sign-in.js';

/** /api/auth/*: session and sign-in; open, because signed-out visitors need it. */
export const authArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoute);
  await app.register(signInRoutes);
  await app.register(eidRoutes);
  await app.register(sessionLifecycleRoutes);
};
