import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** /api/me/uploads/:bucket: receipt and bike photo uploads. */
export const uploadRoutes: FastifyPluginCallbackZod = (_app, _options, done) => {
  done();
};
