import { ZInsuranceAnalytics, ZInsuranceAnalyticsQuery } from '@ramkoll/shared/schemas/insurance-analytics';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { insuranceAnalytics } from '../../services/analytics/insurance-analytics.js';
import { routeContract } from '../route-contract.js';

/** /api/admin/insurance-analytics: aggregates for /insurance-analytics (decision 045). Admins only. */
export const insuranceAnalyticsAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        'Theft risk of the bikes registered in a range of Swedish days by brand, type, city and purchase-price band; recoveries, days to recovery, battery thefts and what the stolen bikes cost. Groups of fewer than five bikes are merged into one row',
      querystring: ZInsuranceAnalyticsQuery,
      ok: { 200: ZInsuranceAnalytics },
      errors: { VALIDATION_FAILED: '{field: from | to, problem: invalid | before_from | range_too_long}' },
    }),
    (request) => insuranceAnalytics({ db: app.db, actor: actorOf(request), ...request.query }),
  );
  done();
};
