import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import {
  ZIdVerificationReviewed,
  ZPendingIdVerificationsQuery,
  ZPendingIdVerificationsResponse,
  ZRejectIdVerificationRequest,
} from '@ramkoll/shared/schemas/id-verification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import { listPendingIdVerifications } from '../../services/identity/list-pending-id-verifications.js';
import {
  reviewIdVerification,
  type IdVerificationDecision,
} from '../../services/identity/review-id-verification.js';

const reviewErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZParams = z.object({ id: z.string() });

/**
 * /api/admin/id-verifications: the ID document review queue (the admin area's hook allows admins
 * only). The photo itself is read through its documentUrl, GET /api/files/:id.
 */
export const idVerificationAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  function review(request: FastifyRequest, verificationId: string, decision: IdVerificationDecision) {
    return reviewIdVerification({
      db: app.db,
      actor: actorOf(request),
      verificationId,
      decision,
      meta: requestMeta(request),
      now: app.auth.clock.now(),
    });
  }

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pending ID document submissions, oldest first, a page at a time',
        querystring: ZPendingIdVerificationsQuery,
        response: { 200: ZPendingIdVerificationsResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    (request) =>
      listPendingIdVerifications({
        db: app.db,
        actor: actorOf(request),
        cipher: app.auth.cipher,
        ...request.query,
      }),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: "Approve a pending ID document: the person's identity becomes verified",
        description: 'Errors: 404 ID_VERIFICATION_NOT_FOUND, 409 ID_VERIFICATION_NOT_PENDING.',
        params: ZParams,
        response: { 200: ZIdVerificationReviewed, ...reviewErrors },
      },
    },
    (request) => review(request, request.params.id, { approve: true }),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending ID document with a reason the person reads',
        description:
          'Errors: 400 VALIDATION_FAILED {field: reason, problem: reason_required | reason_too_long}, ' +
          '404 ID_VERIFICATION_NOT_FOUND, 409 ID_VERIFICATION_NOT_PENDING.',
        params: ZParams,
        body: ZRejectIdVerificationRequest,
        response: { 200: ZIdVerificationReviewed, ...reviewErrors },
      },
    },
    (request) => review(request, request.params.id, { approve: false, reason: request.body.reason }),
  );
  done();
};
