import {
  ZApproveStoreRequest,
  ZRejectStoreRequest,
  ZStoreRequestDecided,
  ZStoreRequestsQuery,
  ZStoreRequestsResponse,
} from '@ramkoll/shared/schemas/store-requests';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import { approveStoreRequest } from '../../services/store-requests/approve-store-request.js';
import { listStoreRequests } from '../../services/store-requests/list-store-requests.js';
import { rejectStoreRequest } from '../../services/store-requests/reject-store-request.js';
import { routeContract } from '../route-contract.js';

const ZParams = z.object({ id: z.string() });

/**
 * /api/admin/store-requests: shops' partnership applications for an admin to approve or reject
 * (decision 038). The admin area's hook allows admins only.
 */
export const storeRequestAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        'Partnership applications of one status, newest first, a page at a time, with counts per status',
      querystring: ZStoreRequestsQuery,
      ok: { 200: ZStoreRequestsResponse },
      errors: { VALIDATION_FAILED: '' },
    }),
    (request) => listStoreRequests({ db: app.db, actor: actorOf(request), ...request.query }),
  );

  app.post(
    '/:id/approve',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        'Approve: creates the store, its account (temporary password and staff code e-mailed) and credits bike count × 100 points',
      params: ZParams,
      body: ZApproveStoreRequest,
      ok: { 200: ZStoreRequestDecided },
      errors: {
        VALIDATION_FAILED: '{field: name | chain | locationId, problem}',
        STORE_REQUEST_NOT_FOUND: '',
        STORE_REQUEST_NOT_PENDING: '(already approved or rejected)',
        STORE_ALREADY_PARTNER: '',
        STORE_EMAIL_TAKEN: '(the contact e-mail already has an account)',
      },
    }),
    (request) =>
      approveStoreRequest({
        db: app.db,
        actor: actorOf(request),
        requestId: request.params.id,
        input: request.body,
        staffCodeHash: app.accounts.staffCodeHash,
        publicUrl: app.accounts.publicUrl,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.post(
    '/:id/reject',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Reject with a reason, which is e-mailed to the shop',
      params: ZParams,
      body: ZRejectStoreRequest,
      ok: { 200: ZStoreRequestDecided },
      errors: {
        VALIDATION_FAILED: '{field: reason, problem: reason_required | reason_too_short | reason_too_long}',
        STORE_REQUEST_NOT_FOUND: '',
        STORE_REQUEST_NOT_PENDING: '(already approved or rejected)',
      },
    }),
    (request) =>
      rejectStoreRequest({
        db: app.db,
        actor: actorOf(request),
        requestId: request.params.id,
        input: request.body,
        publicUrl: app.accounts.publicUrl,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );
  done();
};
