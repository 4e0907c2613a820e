import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZRecoveryReportCreated, ZRecoveryReportRequest } from '@ramkoll/shared/schemas/recovery';
import {
  ZBikeListQuery,
  ZBikeListResponse,
  ZBikeSearchQuery,
  ZBikeSearchResponse,
  ZForSaleResponse,
} from '@ramkoll/shared/schemas/search';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import { reportFoundBike } from '../../services/recovery/report-found-bike.js';
import { listBikesForSale } from '../../services/search/list-bikes-for-sale.js';
import { listStolenBikes } from '../../services/search/list-stolen-bikes.js';
import { searchBikes } from '../../services/search/search-bikes.js';

const signedIn = { 401: ZApiError };

/** Search, the stolen and for-sale lists, and "Found?" reports: /api/bikes/*. */
export const searchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['bikes'],
        summary: 'Search bikes by frame number (exact, normalised, close), brand, model, colour; filters',
        description:
          'Hidden fields come back as "Dold" and are never matched. Errors: 400 VALIDATION_FAILED ' +
          '{field: q, problem: query_required} when both the query and every filter are blank.',
        querystring: ZBikeSearchQuery,
        response: { 200: ZBikeSearchResponse, 400: ZApiError, ...signedIn },
      },
    },
    (request) => searchBikes({ db: app.db, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/stolen',
    {
      schema: {
        tags: ['bikes'],
        summary: 'Stolen bikes, most recent theft first',
        querystring: ZBikeListQuery,
        response: { 200: ZBikeListResponse, 400: ZApiError, ...signedIn },
      },
    },
    (request) => listStolenBikes({ db: app.db, actor: actorOf(request), ...request.query }),
  );

  app.get(
    '/for-sale',
    {
      schema: {
        tags: ['bikes'],
        summary: 'The newest bikes for sale (at most 10), with price and description',
        response: { 200: ZForSaleResponse, ...signedIn },
      },
    },
    (request) => listBikesForSale({ db: app.db, actor: actorOf(request) }),
  );

  app.post(
    '/:id/recovery-reports',
    {
      schema: {
        tags: ['bikes'],
        summary: '"Found?": report a stolen bike found; the owner is notified',
        description:
          'Errors: 400 VALIDATION_FAILED {field: locationFound | contactInfo, problem: location_required | ' +
          'contact_required}, 403 OWN_BIKE, 404 BIKE_NOT_FOUND, 409 BIKE_NOT_STOLEN, 429 RATE_LIMITED.',
        params: z.object({ id: z.uuid() }),
        body: ZRecoveryReportRequest,
        response: {
          201: ZRecoveryReportCreated,
          400: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
          429: ZApiError,
          ...signedIn,
        },
      },
    },
    async (request, reply) => {
      const created = await reportFoundBike({
        db: app.db,
        actor: actorOf(request),
        bikeId: request.params.id,
        report: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(201).send(created);
    },
  );

  done();
};
