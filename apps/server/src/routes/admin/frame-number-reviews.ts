import {
  ZFrameNumberReviewed,
  ZFrameNumberReviewsQuery,
  ZFrameNumberReviewsResponse,
  ZReviewFrameNumberRequest,
} from '@ramkoll/shared/schemas/frame-number-review';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import { listFrameNumberReviews } from '../../services/bikes/list-frame-number-reviews.js';
import { reviewFrameNumber } from '../../services/bikes/review-frame-number.js';
import { routeContract } from '../route-contract.js';

const ZParams = z.object({ id: z.string() });

/**
 * /api/admin/frame-number-reviews: look-alike frame numbers their owners registered as a
 * different bike (decision 025), for an admin to clear or flag. The admin area's hook allows
 * admins only.
 */
export const frameNumberReviewAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Pending look-alike frame number confirmations, oldest first, a page at a time',
      querystring: ZFrameNumberReviewsQuery,
      ok: { 200: ZFrameNumberReviewsResponse },
      errors: { VALIDATION_FAILED: '' },
    }),
    (request) => listFrameNumberReviews({ db: app.db, actor: actorOf(request), ...request.query }),
  );

  app.post(
    '/:id/review',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Mark a look-alike confirmation cleared (a different bike) or flagged (to follow up)',
      params: ZParams,
      body: ZReviewFrameNumberRequest,
      ok: { 200: ZFrameNumberReviewed },
      errors: {
        VALIDATION_FAILED: '',
        FRAME_NUMBER_REVIEW_NOT_FOUND: '',
        FRAME_NUMBER_REVIEW_NOT_PENDING: '',
      },
    }),
    (request) =>
      reviewFrameNumber({
        db: app.db,
        actor: actorOf(request),
        reviewId: request.params.id,
        decision: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );
  done();
};
