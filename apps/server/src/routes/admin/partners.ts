import {
  ZAdjustPartnerPointsRequest,
  ZAdminPartnersQuery,
  ZAdminPartnersResponse,
  ZPartnerStatusRequest,
  ZPointsAdjusted,
  ZUpdatePartnerRequest,
} from '@ramkoll/shared/schemas/admin-partners';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import { listAdminPartners } from '../../services/admin-partners/list-admin-partners.js';
import {
  adjustPartnerPoints,
  reactivatePartner,
  suspendPartner,
  updatePartner,
} from '../../services/admin-partners/manage-partner.js';
import { routeContract } from '../route-contract.js';

const ZParams = z.object({ id: z.string() });
const ZDone = z.object({ ok: z.literal(true) });
const reasonErrors = {
  VALIDATION_FAILED: '{field: reason, problem: reason_required | reason_too_short | reason_too_long}',
  PARTNER_NOT_FOUND: '',
};

/**
 * /api/admin/partners: the certified stores for /admin-partners (decision 041). The admin area's
 * hook allows admins only.
 */
export const partnerAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  function deps(request: FastifyRequest, storeId: string) {
    return {
      db: app.db,
      actor: actorOf(request),
      storeId,
      meta: requestMeta(request),
      now: app.auth.clock.now(),
    };
  }

  // The suspension and reactivation mails link to the store login and name support (issue 51).
  function mailDeps() {
    return { publicUrl: app.accounts.publicUrl, supportEmail: app.accounts.supportEmail };
  }

  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Certified stores, newest first, with balance, suspension and staff codes’ activity',
      querystring: ZAdminPartnersQuery,
      ok: { 200: ZAdminPartnersResponse },
      errors: { VALIDATION_FAILED: '' },
    }),
    (request) => listAdminPartners({ db: app.db, actor: actorOf(request), ...request.query }),
  );

  app.patch(
    '/:id',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Edit a store’s details (name, chain, address, postal code, city, phone, contact)',
      params: ZParams,
      body: ZUpdatePartnerRequest,
      ok: { 200: ZDone },
      errors: {
        VALIDATION_FAILED: '{field, problem: required | too_long | name_impersonates}',
        PARTNER_NOT_FOUND: '',
      },
    }),
    async (request) => {
      await updatePartner({ ...deps(request, request.params.id), input: request.body });
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/suspend',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Suspend a store: its sessions end, it cannot sign in and leaves /partners',
      params: ZParams,
      body: ZPartnerStatusRequest,
      ok: { 200: ZDone },
      errors: { ...reasonErrors, PARTNER_ALREADY_SUSPENDED: '' },
    }),
    async (request) => {
      await suspendPartner({
        ...deps(request, request.params.id),
        ...mailDeps(),
        reason: request.body.reason,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/reactivate',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Reactivate a suspended store',
      params: ZParams,
      body: ZPartnerStatusRequest,
      ok: { 200: ZDone },
      errors: { ...reasonErrors, PARTNER_NOT_SUSPENDED: '' },
    }),
    async (request) => {
      await reactivatePartner({
        ...deps(request, request.params.id),
        ...mailDeps(),
        reason: request.body.reason,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/points',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Credit (positive) or debit (negative) the store’s points with a reason, never below zero',
      params: ZParams,
      body: ZAdjustPartnerPointsRequest,
      ok: { 200: ZPointsAdjusted },
      errors: {
        VALIDATION_FAILED:
          '{field: amount | reason, problem: amount_zero | amount_too_large | reason_required | reason_too_short | reason_too_long}',
        PARTNER_NOT_FOUND: '',
        INSUFFICIENT_POINTS: '(a debit larger than the balance)',
      },
    }),
    (request) => adjustPartnerPoints({ ...deps(request, request.params.id), input: request.body }),
  );
  done();
};
