import { ZBikeHistoryResponse } from '@ramkoll/shared/schemas/history';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';
import { getBikeHistory } from '../../services/bikes/get-bike-history.js';
import { routeContract } from '../route-contract.js';

/** GET /api/bikes/:id/history: the ownership history card and dialog (spec section 2). */
export const historyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/:id/history',
    routeContract({
      access: 'signed-in',
      tags: ['bikes'],
      summary: "A bike's ownership history: masked owners, dates, store and purchase details",
      description:
        'Receipt photos only for the current owner, admins and the store of the entry that carries ' +
        'the receipt (staff code confirmed); everyone else gets receiptVerified.',
      params: z.object({ id: z.uuid() }),
      ok: { 200: ZBikeHistoryResponse },
      errors: { VALIDATION_FAILED: '', BIKE_NOT_FOUND: '(unknown or deleted bike)' },
    }),
    (request) => {
      const { user } = sessionOf(request);
      return getBikeHistory({
        db: app.db,
        actor: { userId: user.id, role: user.role },
        verifiedStoreId: user.store?.staffCodeVerified ? user.store.id : null,
        bikeId: request.params.id,
      });
    },
  );
  done();
};
