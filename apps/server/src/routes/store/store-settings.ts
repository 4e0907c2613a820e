import { ZStoreProfile } from '@ramkoll/shared/schemas/store';
import {
  ZAddStaffCodeRequest,
  ZDisableStaffCodeRequest,
  ZStaffCode,
  ZStaffCodesResponse,
  ZStoreProfileUpdate,
} from '@ramkoll/shared/schemas/store-area';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import { addStaffCode } from '../../services/store/add-staff-code.js';
import { disableStaffCode } from '../../services/store/disable-staff-code.js';
import { listStaffCodes } from '../../services/store/list-staff-codes.js';
import { updateStoreProfile } from '../../services/store/update-store-profile.js';
import { routeContract } from '../route-contract.js';
import { storeOf } from './store-of.js';

const ZStaffCodeParams = z.object({ id: z.uuid() });

/** /api/store/profile and /staff-codes: /store-settings. Every change names its staff code in the audit log. */
export const storeSettingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.put(
    '/profile',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: "Change the store's phone, address and contact details",
      body: ZStoreProfileUpdate,
      ok: { 200: ZStoreProfile },
      errors: {
        VALIDATION_FAILED:
          '{field: phone | address | postalCode | city | contactInfo, problem: phone_required | phone_invalid | address_required | postal_code_invalid | too_long}',
      },
    }),
    async (request) =>
      updateStoreProfile({
        db: app.db,
        actor: actorOf(request),
        store: await storeOf(app, request),
        input: request.body,
        meta: requestMeta(request),
      }),
  );

  app.get(
    '/staff-codes',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: "The store's staff codes: label, active, last used (never the code)",
      ok: { 200: ZStaffCodesResponse },
    }),
    async (request) => ({ codes: await listStaffCodes({ db: app.db, store: await storeOf(app, request) }) }),
  );

  app.post(
    '/staff-codes',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary: 'Add a staff code (6–20 letters or digits) with a label; only its keyed hash is stored',
      body: ZAddStaffCodeRequest,
      ok: { 201: ZStaffCode },
      errors: {
        VALIDATION_FAILED:
          '{field: label | code, problem: label_required | label_too_long | staff_code_format}',
        STAFF_CODE_TAKEN: '',
      },
    }),
    async (request, reply) => {
      const code = await addStaffCode({
        db: app.db,
        store: await storeOf(app, request),
        input: request.body,
        staffCodeHash: app.accounts.staffCodeHash,
        meta: requestMeta(request),
      });
      return reply.code(201).send(code);
    },
  );

  app.post(
    '/staff-codes/:id/disable',
    routeContract({
      access: ['store'],
      tags: ['store'],
      summary:
        "Disable a staff code; never the last active one, this session's own only with confirm (the session then needs another code)",
      params: ZStaffCodeParams,
      body: ZDisableStaffCodeRequest,
      ok: { 200: z.object({ signedOutOfCode: z.boolean() }) },
      errors: {
        VALIDATION_FAILED: '',
        STAFF_CODE_NOT_FOUND: "(not this store's code)",
        LAST_STAFF_CODE: '',
        STAFF_CODE_IN_USE: "(the session's own code without confirm)",
      },
    }),
    async (request) =>
      disableStaffCode({
        db: app.db,
        store: await storeOf(app, request),
        staffCodeId: request.params.id,
        confirm: request.body.confirm,
        meta: requestMeta(request),
      }),
  );
  done();
};
