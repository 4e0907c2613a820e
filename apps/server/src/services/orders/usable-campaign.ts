import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignRedemptions, campaigns } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';

export type CampaignKind = 'bonus' | 'discount';

/** A code's campaign of either kind. */
export type AnyKind = CampaignKind | 'any';

export interface UsableCampaign {
  id: string;
  code: string;
  bonusPoints: number | null;
  percentOff: number | null;
}

/**
 * The active campaign behind `code`, within its dates, of the kind asked for, not yet used by this
 * user and under its cap. With `lock` the campaign row is held until commit, so concurrent
 * redemptions count the cap one after another.
 */
export async function usableCampaign(
  tx: Db,
  options: { code: string; kind: AnyKind; userId: string; now: Date; lock: boolean },
): Promise<UsableCampaign> {
  const { code, kind, userId, now, lock } = options;
  const query = tx
    .select({
      id: campaigns.id,
      code: campaigns.code,
      bonusPoints: campaigns.bonusPoints,
      percentOff: campaigns.percentOff,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
      maxRedemptions: campaigns.maxRedemptions,
      active: campaigns.active,
    })
    .from(campaigns)
    .where(eq(campaigns.code, code.trim().toUpperCase()));
  const [campaign] = lock ? await query.for('update') : await query;
  const ofKind =
    kind === 'any' ? true : kind === 'bonus' ? campaign?.bonusPoints != null : campaign?.percentOff != null;
  if (!campaign || !campaign.active || !ofKind || now < campaign.startsAt || now >= campaign.endsAt) {
    throw new AppError('PROMO_CODE_INVALID');
  }
  const [used] = await tx
    .select({ n: count() })
    .from(campaignRedemptions)
    .where(and(eq(campaignRedemptions.campaignId, campaign.id), eq(campaignRedemptions.userId, userId)));
  if ((used?.n ?? 0) > 0) throw new AppError('PROMO_CODE_USED');
  if (campaign.maxRedemptions !== null) {
    const [total] = await tx
      .select({ n: count() })
      .from(campaignRedemptions)
      .where(eq(campaignRedemptions.campaignId, campaign.id));
    if ((total?.n ?? 0) >= campaign.maxRedemptions) throw new AppError('PROMO_CODE_EXHAUSTED');
  }
  return {
    id: campaign.id,
    code: campaign.code,
    bonusPoints: campaign.bonusPoints,
    percentOff: campaign.percentOff,
  };
}
