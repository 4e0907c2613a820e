import { ZAnalyticsQuery, ZRegistryAnalytics } from '@ramkoll/shared/schemas/analytics';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { registryAnalytics } from '../../services/analytics/registry-analytics.js';
import { routeContract } from '../route-contract.js';

/** /api/admin/analytics: aggregates for /analytics (decision 042). The admin area allows admins only. */
export const analyticsAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        'Registrations, thefts and recoveries in a range of Swedish days: per day / week / month, by brand, type and city, recovery rate and median days to recovery',
      querystring: ZAnalyticsQuery,
      ok: { 200: ZRegistryAnalytics },
      errors: { VALIDATION_FAILED: '{field: from | to, problem: invalid | before_from | range_too_long}' },
    }),
    (request) => registryAnalytics({ db: app.db, actor: actorOf(request), ...request.query }),
  );
  done();
};
