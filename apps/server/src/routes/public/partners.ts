import { ZPartnersResponse } from '@ramkoll/shared/schemas/public-pages';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listPartners } from '../../services/partners/list-partners.js';
import { routeContract } from '../route-contract.js';

/** GET /api/partners: the certified partner stores, for everyone. */
export const partnersRoute: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/partners',
    routeContract({
      access: 'public',
      tags: ['public'],
      summary: 'Certified partner stores, by city then name (business details only)',
      ok: { 200: ZPartnersResponse },
    }),
    async (_request, reply) => {
      // Public business details that change rarely: a short shared cache spares the database.
      reply.header('Cache-Control', 'public, max-age=300');
      return { stores: await listPartners({ db: app.db }) };
    },
  );
  done();
};
