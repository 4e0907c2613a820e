import {
  ZBusinessRequestDetail,
  ZBusinessRequestNoteAdd,
  ZBusinessRequestsQuery,
  ZBusinessRequestsResponse,
  ZBusinessRequestStatusChange,
} from '@ramkoll/shared/schemas/business-requests';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import {
  addBusinessRequestNote,
  changeBusinessRequestStatus,
  getBusinessRequest,
  listBusinessRequests,
} from '../../services/business-requests/admin-business-requests.js';
import { routeContract } from '../route-contract.js';

const ZParams = z.object({ id: z.string() });

/**
 * /api/admin/business-requests: companies' bulk requests from /partners (decision 044). The admin
 * area's hook allows admins only.
 */
export const businessRequestAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Business requests of one status, newest first, a page at a time, with counts per status',
      querystring: ZBusinessRequestsQuery,
      ok: { 200: ZBusinessRequestsResponse },
      errors: { VALIDATION_FAILED: '' },
    }),
    (request) => listBusinessRequests({ db: app.db, actor: actorOf(request), ...request.query }),
  );

  app.get(
    '/:id',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'A business request with its notes, oldest first',
      params: ZParams,
      ok: { 200: ZBusinessRequestDetail },
      errors: { BUSINESS_REQUEST_NOT_FOUND: '' },
    }),
    (request) => getBusinessRequest({ db: app.db, actor: actorOf(request), requestId: request.params.id }),
  );

  app.post(
    '/:id/status',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Set the status (new, contacted, done, rejected) with an optional note; audited',
      params: ZParams,
      body: ZBusinessRequestStatusChange,
      ok: { 200: ZBusinessRequestDetail },
      errors: {
        VALIDATION_FAILED: '{field: status, problem: unchanged} | {field: note, problem: too_long}',
        BUSINESS_REQUEST_NOT_FOUND: '',
      },
    }),
    (request) =>
      changeBusinessRequestStatus({
        db: app.db,
        actor: actorOf(request),
        requestId: request.params.id,
        input: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/:id/notes',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Add a timestamped note; audited',
      params: ZParams,
      body: ZBusinessRequestNoteAdd,
      ok: { 200: ZBusinessRequestDetail },
      errors: {
        VALIDATION_FAILED: '{field: note, problem: required | too_long}',
        BUSINESS_REQUEST_NOT_FOUND: '',
      },
    }),
    (request) =>
      addBusinessRequestNote({
        db: app.db,
        actor: actorOf(request),
        requestId: request.params.id,
        input: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );
  done();
};
