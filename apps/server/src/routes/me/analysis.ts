import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** /api/me/analysis/*: receipt verification and bike photo analysis. */
export const analysisRoutes: FastifyPluginCallbackZod = (_app, _options, done) => {
  done();
};
