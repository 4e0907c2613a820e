import {
  ZAdminBikeActionRequest,
  ZAdminBikeDetail,
  ZAdminBikeDetailQuery,
  ZAdminBikeSearchQuery,
  ZAdminBikeSearchResponse,
} from '@ramkoll/shared/schemas/admin-bikes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import {
  adminDeleteBike,
  adminEndSale,
  adminMarkRecovered,
  getAdminBike,
} from '../../services/admin-bikes/admin-bike.js';
import { searchAdminBikes } from '../../services/admin-bikes/search-admin-bikes.js';
import { routeContract } from '../route-contract.js';

const ZParams = z.object({ id: z.string() });
const ZDone = z.object({ ok: z.literal(true) });
const reasonError = {
  VALIDATION_FAILED: '{field: reason, problem: reason_required | reason_too_short | reason_too_long}',
  BIKE_NOT_FOUND: '',
};

/**
 * /api/admin/bikes: the admin's bike search for /admin-bike-search (decision 043). The admin
 * area's hook allows admins only.
 */
export const bikeAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  function deps(request: FastifyRequest, bikeId: string) {
    return {
      db: app.db,
      actor: actorOf(request),
      bikeId,
      meta: requestMeta(request),
      now: app.auth.clock.now(),
    };
  }

  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        'Every bike (deleted and hidden fields included) by owner e-mail or personnummer, frame number or sticker code, or brand / model text',
      querystring: ZAdminBikeSearchQuery,
      ok: { 200: ZAdminBikeSearchResponse },
      errors: { VALIDATION_FAILED: '{field: q, problem: query_required | email_invalid}' },
    }),
    (request) =>
      searchAdminBikes({
        db: app.db,
        actor: actorOf(request),
        cipher: app.auth.cipher,
        query: request.query,
        now: app.auth.clock.now(),
      }),
  );

  app.get(
    '/:id',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'A bike with its owner unmasked, history and the owner’s ledger; the view is audited',
      params: ZParams,
      querystring: ZAdminBikeDetailQuery,
      ok: { 200: ZAdminBikeDetail },
      errors: { VALIDATION_FAILED: '', BIKE_NOT_FOUND: '' },
    }),
    (request) =>
      getAdminBike({
        ...deps(request, request.params.id),
        cipher: app.auth.cipher,
        ledgerPage: request.query.ledgerPage,
      }),
  );

  app.post(
    '/:id/recover',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Mark a stolen bike recovered, with a reason',
      params: ZParams,
      body: ZAdminBikeActionRequest,
      ok: { 200: ZDone },
      errors: { ...reasonError, BIKE_NOT_STOLEN: '' },
    }),
    (request) => adminMarkRecovered({ ...deps(request, request.params.id), reason: request.body.reason }),
  );

  app.post(
    '/:id/end-sale',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'End a bike’s active sale, with a reason',
      params: ZParams,
      body: ZAdminBikeActionRequest,
      ok: { 200: ZDone },
      errors: { ...reasonError, SALE_NOT_FOUND: '(the bike is not for sale)' },
    }),
    (request) => adminEndSale({ ...deps(request, request.params.id), reason: request.body.reason }),
  );

  app.post(
    '/:id/delete',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Soft-delete a bike, with a reason (the admin still finds it)',
      params: ZParams,
      body: ZAdminBikeActionRequest,
      ok: { 200: ZDone },
      errors: { ...reasonError, BIKE_ALREADY_DELETED: '', BIKE_STOLEN: '{action: delete}' },
    }),
    (request) => adminDeleteBike({ ...deps(request, request.params.id), reason: request.body.reason }),
  );
  done();
};
