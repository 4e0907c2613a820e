import { ZStoreProfile } from '@ramkoll/shared/schemas/store';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf, requireArea } from '../../plugins/auth.js';
import { getStoreProfile } from '../../services/store/get-store-profile.js';
import { routeContract } from '../route-contract.js';
import { storeAnalyticsRoutes } from './store-analytics.js';
import { storeBikeRoutes } from './store-bikes.js';
import { storeRegistrationRoutes } from './store-registration.js';
import { storeSettingsRoutes } from './store-settings.js';

/** /api/store/*: store accounts whose session confirmed a staff code. */
export const storeArea: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireArea({ roles: ['store'], staffCode: true }));

  app.get(
    '/me',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: "The signed-in store's profile",
      ok: { 200: ZStoreProfile },
    }),
    (request) => {
      return getStoreProfile({ db: app.db, actor: actorOf(request) });
    },
  );
  void app.register(storeBikeRoutes);
  void app.register(storeRegistrationRoutes);
  void app.register(storeAnalyticsRoutes);
  void app.register(storeSettingsRoutes);
  done();
};
