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
import { routeContract } from '../route-contract.js';

const reviewErrors = { ID_VERIFICATION_NOT_FOUND: '', ID_VERIFICATION_NOT_PENDING: '' };
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
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Pending ID document submissions, oldest first, a page at a time',
      querystring: ZPendingIdVerificationsQuery,
      ok: { 200: ZPendingIdVerificationsResponse },
      errors: { VALIDATION_FAILED: '' },
    }),
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
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: "Approve a pending ID document: the person's identity becomes verified",
      params: ZParams,
      ok: { 200: ZIdVerificationReviewed },
      errors: { VALIDATION_FAILED: '', ...reviewErrors },
    }),
    (request) => review(request, request.params.id, { approve: true }),
  );

  app.post(
    '/:id/reject',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Reject a pending ID document with a reason the person reads',
      params: ZParams,
      body: ZRejectIdVerificationRequest,
      ok: { 200: ZIdVerificationReviewed },
      errors: {
        VALIDATION_FAILED: '{field: reason, problem: reason_required | reason_too_long}',
        ...reviewErrors,
      },
    }),
    (request) => review(request, request.params.id, { approve: false, reason: request.body.reason }),
  );
  done();
};
