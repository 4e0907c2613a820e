import { ZStoreAnalytics, ZStoreAnalyticsQuery } from '@ramkoll/shared/schemas/store-area';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { analyticsRange, getStoreAnalytics } from '../../services/store/store-analytics.js';
import { routeContract } from '../route-contract.js';
import { storeOf } from './store-of.js';

/** /api/store/analytics: /store-analytics' figures for a date range (default the last 90 days). */
export const storeAnalyticsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/analytics',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: "The store's registrations, points and stolen bikes over a date range (at most two years)",
      querystring: ZStoreAnalyticsQuery,
      ok: { 200: ZStoreAnalytics },
      errors: { VALIDATION_FAILED: '{field: from, problem: range_reversed | range_too_long}' },
    }),
    async (request) => {
      const range = analyticsRange(request.query, app.auth.clock.now());
      const store = await storeOf(app, request);
      return getStoreAnalytics({ db: app.db, store, range });
    },
  );
  done();
};
