import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZBikeHistoryResponse } from '@ramkoll/shared/schemas/history';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';
import { getBikeHistory } from '../../services/bikes/get-bike-history.js';

/** GET /api/bikes/:id/history: the ownership history card and dialog (spec section 2). */
export const historyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/:id/history',
    {
      schema: {
        tags: ['bikes'],
        summary: "A bike's ownership history: masked owners, dates, store and purchase details",
        description:
          'Receipt photos only for the current owner, admins and the store of the entry that carries ' +
          'the receipt (staff code confirmed); everyone else gets receiptVerified. ' +
          'Errors: 404 BIKE_NOT_FOUND (unknown or deleted bike).',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZBikeHistoryResponse, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
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
