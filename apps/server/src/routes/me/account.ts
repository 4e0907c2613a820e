import { ZConsentRecord } from '@ramkoll/shared/schemas/auth';
import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import {
  ZBalanceResponse,
  ZMenuPreferencesRequest,
  ZMenuPreferencesResponse,
  ZPendingCountResponse,
} from '@ramkoll/shared/schemas/me';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import { getBalance } from '../../services/me/get-balance.js';
import { countPendingReceipts } from '../../services/me/count-pending-receipts.js';
import { getConsent, saveConsent } from '../../services/me/consent.js';
import { updateMenus } from '../../services/me/update-menus.js';

const signedIn = { 401: ZApiError };

export const accountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/balance',
    {
      schema: {
        tags: ['me'],
        summary: 'My points balance',
        response: { 200: ZBalanceResponse, ...signedIn },
      },
    },
    (request) => getBalance({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/receipts/pending-count',
    {
      schema: {
        tags: ['me'],
        summary: 'Ownership receipts waiting for my acceptance',
        response: { 200: ZPendingCountResponse, ...signedIn },
      },
    },
    (request) => countPendingReceipts({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/consent',
    {
      schema: {
        tags: ['me'],
        summary: 'My cookie consent choices',
        response: { 200: ZConsentRecord, ...signedIn },
      },
    },
    (request) => getConsent({ db: app.db, actor: actorOf(request) }),
  );

  app.put(
    '/consent',
    {
      schema: {
        tags: ['me'],
        summary: 'Save my cookie consent choices (one row per category)',
        body: ZConsentRecord.shape.choices,
        response: { 200: ZConsentRecord, 400: ZApiError, ...signedIn },
      },
    },
    (request) =>
      saveConsent({
        db: app.db,
        actor: actorOf(request),
        choices: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  app.put(
    '/menus',
    {
      schema: {
        tags: ['me'],
        summary: 'Save my top and bottom menus (customers)',
        description:
          'Errors: 400 VALIDATION_FAILED {field, problem: menu_item_invalid | menu_too_few_items}, 403 FORBIDDEN (store and admin menus are fixed).',
        body: ZMenuPreferencesRequest,
        response: { 200: ZMenuPreferencesResponse, 400: ZApiError, 403: ZApiError, ...signedIn },
      },
    },
    (request) => updateMenus({ db: app.db, actor: actorOf(request), menus: request.body }),
  );
  done();
};
