import { ZPaymentFlagsResponse } from '@ramkoll/shared/schemas/orders';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { listPaymentFlags } from '../../services/orders/list-payment-flags.js';
import { routeContract } from '../route-contract.js';

/**
 * /api/admin/payment-flags: refunds and disputes of points purchases, with the points already
 * spent that could not be taken back (decision 090). The admin area's hook allows admins only.
 */
export const paymentFlagAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Refunded and disputed points purchases, newest first, with the points still outstanding',
      ok: { 200: ZPaymentFlagsResponse },
    }),
    (request) => listPaymentFlags({ db: app.db, actor: actorOf(request) }),
  );
  done();
};
