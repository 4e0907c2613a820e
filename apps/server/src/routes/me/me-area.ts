import { roles } from '@ramkoll/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireArea } from '../../plugins/auth.js';
import { accountRoutes } from './account.js';
import { analysisRoutes } from './analysis.js';
import { bikeRoutes } from './bikes.js';
import { idVerificationRoutes } from './id-verification.js';
import { messageRoutes } from './messages.js';
import { notificationRoutes } from './notifications.js';
import { orderRoutes } from './orders.js';
import { receiptRoutes } from './receipts.js';
import { recoveryReportRoutes } from './recovery-reports.js';
import { settingsRoutes } from './settings.js';
import { uploadRoutes } from './uploads.js';

/**
 * /api/me/*: any signed-in user (customer, store, admin); 401 when signed out. Every answer is
 * private and never cached (plugins/private-answers.ts).
 */
export const meArea: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireArea({ roles }));
  await app.register(accountRoutes);
  await app.register(settingsRoutes);
  await app.register(bikeRoutes, { prefix: '/bikes' });
  await app.register(uploadRoutes, { prefix: '/uploads' });
  await app.register(analysisRoutes, { prefix: '/analysis' });
  await app.register(recoveryReportRoutes, { prefix: '/recovery-reports' });
  await app.register(receiptRoutes, { prefix: '/receipts' });
  await app.register(messageRoutes, { prefix: '/messages' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(orderRoutes);
  await app.register(idVerificationRoutes, { prefix: '/id-verification' });
};
