import { ZPointsPackagesResponse } from '@ramkoll/shared/schemas/orders';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listPointPackages } from '../../services/orders/list-point-packages.js';
import { routeContract } from '../route-contract.js';

/** GET /api/points/packages: the points packages on /order with their SEK and USD prices. */
export const pointPackagesRoute: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/points/packages',
    routeContract({
      access: 'public',
      tags: ['public'],
      summary: 'The points packages and their prices in SEK and USD (minor units)',
      ok: { 200: ZPointsPackagesResponse },
    }),
    (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return Promise.resolve({ packages: listPointPackages(app.payments.prices) });
    },
  );
  done();
};
