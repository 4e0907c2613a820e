import { z } from 'zod';

/*
 * Promo-code campaigns for admins (/admin-campaigns), docs/decisions/042-admin-insights.md.
 * Field rules: rules/campaign.ts (the form and the server use the same checks).
 */

export const campaignStates = ['scheduled', 'running', 'paused', 'exhausted', 'ended'] as const;
export type CampaignState = (typeof campaignStates)[number];

/** POST /api/admin/campaigns and PUT /api/admin/campaigns/:id (the code only on create). */
export const ZCampaignInput = z.object({
  code: z.string().max(200).optional(),
  name: z.string().max(1000),
  startsAt: z.string().max(100),
  endsAt: z.string().max(100),
  maxRedemptions: z.number().nullable(),
  benefit: z.enum(['bonus', 'percent']),
  /** Bonus points for bonus campaigns, percent off a package for percent campaigns. */
  amount: z.number(),
});
export type CampaignInput = z.infer<typeof ZCampaignInput>;

export const ZAdminCampaign = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  maxRedemptions: z.int().nullable(),
  bonusPoints: z.int().nullable(),
  percentOff: z.int().nullable(),
  active: z.boolean(),
  state: z.enum(campaignStates),
  redemptions: z.int(),
  createdAt: z.string(),
});
export type AdminCampaign = z.infer<typeof ZAdminCampaign>;

export const ZAdminCampaigns = z.object({ campaigns: z.array(ZAdminCampaign) });
export type AdminCampaigns = z.infer<typeof ZAdminCampaigns>;

export const ZAdminCampaignResponse = z.object({ campaign: ZAdminCampaign });
export type AdminCampaignResponse = z.infer<typeof ZAdminCampaignResponse>;
