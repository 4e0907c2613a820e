import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** /api/me/bikes/*: the owner's bikes (customers). */
export const bikeRoutes: FastifyPluginCallbackZod = (_app, _options, done) => {
  done();
};
