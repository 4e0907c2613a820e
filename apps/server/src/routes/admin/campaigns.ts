import { ZAdminCampaignResponse, ZAdminCampaigns, ZCampaignInput } from '@ramkoll/shared/schemas/campaigns';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requestMeta } from '../../plugins/auth.js';
import { listCampaigns } from '../../services/campaigns/campaign-views.js';
import {
  createCampaign,
  setCampaignState,
  updateCampaign,
} from '../../services/campaigns/change-campaign.js';
import { routeContract } from '../route-contract.js';

const ZParams = z.object({ id: z.uuid() });
const fieldProblems =
  '{field: code | name | startsAt | endsAt | maxRedemptions | amount, problem, problems: every field at once}';

/** /api/admin/campaigns: promo codes (decision 042). The admin area's hook allows admins only. */
export const campaignAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Every campaign, newest first, with its state and redemptions so far',
      ok: { 200: ZAdminCampaigns },
    }),
    (request) => listCampaigns({ db: app.db, actor: actorOf(request), now: app.auth.clock.now() }),
  );

  app.post(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Create a campaign: code, name, window, optional cap, bonus points or percent off a package',
      body: ZCampaignInput,
      ok: { 201: ZAdminCampaignResponse },
      errors: { VALIDATION_FAILED: fieldProblems, CAMPAIGN_CODE_TAKEN: '' },
    }),
    async (request, reply) => {
      const created = await createCampaign({
        db: app.db,
        actor: actorOf(request),
        input: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary: 'Edit a campaign (not its code); the cap cannot go below the redemptions so far',
      params: ZParams,
      body: ZCampaignInput,
      ok: { 200: ZAdminCampaignResponse },
      errors: {
        VALIDATION_FAILED: `${fieldProblems}; maxRedemptions: below_redemptions`,
        CAMPAIGN_NOT_FOUND: '',
        CAMPAIGN_ENDED: '',
      },
    }),
    (request) =>
      updateCampaign({
        db: app.db,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
        meta: requestMeta(request),
        now: app.auth.clock.now(),
      }),
  );

  for (const to of ['pause', 'resume', 'end'] as const) {
    app.post(
      `/:id/${to}`,
      routeContract({
        access: ['admin'],
        tags: ['admin'],
        summary:
          to === 'end'
            ? 'End a campaign now, for good'
            : to === 'pause'
              ? 'Pause a campaign (codes are refused until resumed)'
              : 'Resume a paused campaign',
        params: ZParams,
        ok: { 200: ZAdminCampaignResponse },
        errors: { VALIDATION_FAILED: '', CAMPAIGN_NOT_FOUND: '', CAMPAIGN_ENDED: '' },
      }),
      (request) =>
        setCampaignState({
          db: app.db,
          actor: actorOf(request),
          id: request.params.id,
          to,
          meta: requestMeta(request),
          now: app.auth.clock.now(),
        }),
    );
  }
  done();
};
