import { ZConsentRecord } from '@ramkoll/shared/schemas/consent';
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
import { routeContract } from '../route-contract.js';

export const accountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/balance',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'My points balance',
      ok: { 200: ZBalanceResponse },
    }),
    (request) => getBalance({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/receipts/pending-count',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'Ownership receipts waiting for my acceptance',
      ok: { 200: ZPendingCountResponse },
    }),
    (request) => countPendingReceipts({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/consent',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'My cookie consent choices',
      ok: { 200: ZConsentRecord },
    }),
    (request) => getConsent({ db: app.db, actor: actorOf(request) }),
  );

  app.put(
    '/consent',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'Save my cookie consent choices (one row per category)',
      body: ZConsentRecord.shape.choices,
      ok: { 200: ZConsentRecord },
      errors: { VALIDATION_FAILED: '' },
    }),
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
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'Save my top and bottom menus (customers)',
      body: ZMenuPreferencesRequest,
      ok: { 200: ZMenuPreferencesResponse },
      errors: {
        VALIDATION_FAILED: '{field, problem: menu_item_invalid | menu_too_few_items}',
        FORBIDDEN: '(store and admin menus are fixed)',
      },
    }),
    (request) => updateMenus({ db: app.db, actor: actorOf(request), menus: request.body }),
  );
  done();
};
