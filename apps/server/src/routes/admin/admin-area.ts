import { ZAdminOverview } from '@ramkoll/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireArea } from '../../plugins/auth.js';
import { getAdminOverview } from '../../services/admin/get-overview.js';
import { routeContract } from '../route-contract.js';
import { frameNumberReviewAdminRoutes } from './frame-number-reviews.js';
import { idVerificationAdminRoutes } from './id-verifications.js';
import { partnerAdminRoutes } from './partners.js';
import { qrPrintAdminRoutes } from './qr-print.js';
import { campaignAdminRoutes } from './campaigns.js';
import { analyticsAdminRoutes } from './analytics.js';
import { bikeAdminRoutes } from './bikes.js';
import { businessAnalyticsAdminRoutes } from './business-analytics.js';
import { insuranceAnalyticsAdminRoutes } from './insurance-analytics.js';
import { storeRequestAdminRoutes } from './store-requests.js';
import { businessRequestAdminRoutes } from './business-requests.js';
import { auditLogAdminRoutes } from './audit-log.js';
import { paymentFlagAdminRoutes } from './payment-flags.js';
import { rewardFlagAdminRoutes } from './reward-flags.js';

/** /api/admin/*: administrators only. */
export const adminArea: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireArea({ roles: ['admin'] }));

  app.get(
    '/overview',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        'The dashboard: queues needing attention, today / 7 / 30-day totals and the latest admin actions',
      ok: { 200: ZAdminOverview },
    }),
    (request) => {
      return getAdminOverview({ db: app.db, actor: actorOf(request), now: app.auth.clock.now() });
    },
  );
  await app.register(idVerificationAdminRoutes, { prefix: '/id-verifications' });
  await app.register(frameNumberReviewAdminRoutes, { prefix: '/frame-number-reviews' });
  await app.register(storeRequestAdminRoutes, { prefix: '/store-requests' });
  await app.register(businessRequestAdminRoutes, { prefix: '/business-requests' });
  await app.register(auditLogAdminRoutes, { prefix: '/audit-log' });
  await app.register(partnerAdminRoutes, { prefix: '/partners' });
  await app.register(qrPrintAdminRoutes, { prefix: '/qr-print' });
  await app.register(campaignAdminRoutes, { prefix: '/campaigns' });
  await app.register(analyticsAdminRoutes, { prefix: '/analytics' });
  await app.register(bikeAdminRoutes, { prefix: '/bikes' });
  await app.register(businessAnalyticsAdminRoutes, { prefix: '/business-analytics' });
  await app.register(insuranceAnalyticsAdminRoutes, { prefix: '/insurance-analytics' });
  await app.register(paymentFlagAdminRoutes, { prefix: '/payment-flags' });
  await app.register(rewardFlagAdminRoutes, { prefix: '/reward-flags' });
};
