import { ZApiError } from '@ramkoll/shared/schemas/api-error';
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

const ZParams = z.object({ id: z.string() });

/**
 * /api/admin/frame-number-reviews: look-alike frame numbers their owners registered as a
 * different bike (decision 025), for an admin to clear or flag. The admin area's hook allows
 * admins only.
 */
export const frameNumberReviewAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pending look-alike frame number confirmations, oldest first, a page at a time',
        querystring: ZFrameNumberReviewsQuery,
        response: { 200: ZFrameNumberReviewsResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    (request) => listFrameNumberReviews({ db: app.db, actor: actorOf(request), ...request.query }),
  );

  app.post(
    '/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a look-alike confirmation cleared (a different bike) or flagged (to follow up)',
        description: 'Errors: 404 FRAME_NUMBER_REVIEW_NOT_FOUND, 409 FRAME_NUMBER_REVIEW_NOT_PENDING.',
        params: ZParams,
        body: ZReviewFrameNumberRequest,
        response: {
          200: ZFrameNumberReviewed,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
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
