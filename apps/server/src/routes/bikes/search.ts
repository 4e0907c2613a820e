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
import { sendJsonAnswer } from '../json-answer.js';
import { precompiledSerializer } from '../precompiled-serializer.js';
import { routeContract } from '../route-contract.js';

/** Search, the stolen and for-sale lists, and "Found?" reports: /api/bikes/*. */
export const searchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/search',
    {
      ...routeContract({
        access: 'signed-in',
        tags: ['bikes'],
        summary: 'Search bikes by frame number (exact, normalised, close), brand, model, colour; filters',
        description: 'Hidden fields come back as "Dold" and are never matched.',
        querystring: ZBikeSearchQuery,
        ok: { 200: ZBikeSearchResponse },
        errors: {
          VALIDATION_FAILED:
            '{field: q, problem: query_required} when both the query and every filter are blank',
        },
      }),
      serializerCompiler: precompiledSerializer,
    },
    (request) => searchBikes({ db: app.db, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/stolen',
    {
      ...routeContract({
        access: 'signed-in',
        tags: ['bikes'],
        summary: 'Stolen bikes, most recent theft first',
        querystring: ZBikeListQuery,
        ok: { 200: ZBikeListResponse },
        errors: { VALIDATION_FAILED: '' },
      }),
    },
    async (request, reply) =>
      sendJsonAnswer(
        reply,
        await listStolenBikes({
          db: app.db,
          actor: actorOf(request),
          ...request.query,
          cache: app.stolenList,
        }),
      ),
  );

  app.get(
    '/for-sale',
    {
      ...routeContract({
        access: 'signed-in',
        tags: ['bikes'],
        summary: 'The newest bikes for sale (at most 10), with price and description',
        ok: { 200: ZForSaleResponse },
      }),
      serializerCompiler: precompiledSerializer,
    },
    (request) => listBikesForSale({ db: app.db, actor: actorOf(request) }),
  );

  app.post(
    '/:id/recovery-reports',
    routeContract({
      access: 'signed-in',
      tags: ['bikes'],
      summary: '"Found?": report a stolen bike found; the owner is notified',
      params: z.object({ id: z.uuid() }),
      body: ZRecoveryReportRequest,
      ok: { 201: ZRecoveryReportCreated },
      errors: {
        VALIDATION_FAILED:
          '{field: locationFound | contactInfo, problem: location_required | contact_required}',
        OWN_BIKE: '',
        BIKE_NOT_FOUND: '',
        BIKE_NOT_STOLEN: '',
        RATE_LIMITED: '',
      },
    }),
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
