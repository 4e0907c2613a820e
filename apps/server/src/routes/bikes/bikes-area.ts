import { roles } from '@ramkoll/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireArea } from '../../plugins/auth.js';
import { historyRoutes } from './history.js';
import { bikeMessageRoutes } from './messages.js';
import { searchRoutes } from './search.js';

/**
 * /api/bikes/*: other people's bikes as any signed-in user may see them (search, the stolen and
 * for-sale lists, ownership histories, "Found?" reports). Visitors get 401: searching needs a
 * login (docs/product-rules.md). Nothing here returns owner identity, personal numbers, e-mails or receipts
 * the viewer may not open.
 */
export const bikesArea: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireArea({ roles }));
  await app.register(searchRoutes);
  await app.register(historyRoutes);
  await app.register(bikeMessageRoutes);
};
