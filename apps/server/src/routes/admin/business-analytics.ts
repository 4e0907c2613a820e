import { ZAnalyticsQuery } from '@ramkoll/shared/schemas/analytics';
import { ZBusinessAnalytics } from '@ramkoll/shared/schemas/business-analytics';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { businessAnalytics } from '../../services/analytics/business-analytics.js';
import { routeContract } from '../route-contract.js';

/** /api/admin/business-analytics: aggregates for /business-analytics (decision 046). Admins only. */
export const businessAnalyticsAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        'Points sold (revenue per currency paid) and spent by ledger reason, package mix, campaign redemptions, sticker codes ordered / printed / sent and registrations per store, in a range of Swedish days per day / week / month',
      querystring: ZAnalyticsQuery,
      ok: { 200: ZBusinessAnalytics },
      errors: { VALIDATION_FAILED: '{field: from | to, problem: invalid | before_from | range_too_long}' },
    }),
    (request) =>
      businessAnalytics({
        db: app.db,
        actor: actorOf(request),
        prices: app.payments.prices,
        ...request.query,
      }),
  );
  done();
};
