import { checkCampaign } from '@ramkoll/shared/rules/campaign';
import type { AdminCampaignResponse, CampaignInput } from '@ramkoll/shared/schemas/campaigns';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignRedemptions, campaigns } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { campaignViews, lockCampaign } from './campaign-views.js';

interface Common {
  db: Db;
  actor: Actor;
  meta: RequestMeta;
  now: Date;
}

function checked(input: CampaignInput, requireCode: boolean) {
  const result = checkCampaign(input, { requireCode });
  if (!result.ok) {
    const [field, problem] = Object.entries(result.problems)[0] ?? ['name', 'invalid'];
    throw new AppError('VALIDATION_FAILED', { field, problem, problems: result.problems });
  }
  return result.campaign;
}

/** POST /api/admin/campaigns: a new campaign, active from its start; the code is unique (409 CAMPAIGN_CODE_TAKEN). */
export async function createCampaign(
  options: Common & { input: CampaignInput },
): Promise<AdminCampaignResponse> {
  const { db, actor, meta, now, input } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const campaign = checked(input, true);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        ...campaign,
        code: campaign.code ?? '',
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: campaigns.code })
      .returning();
    if (!row) throw new AppError('CAMPAIGN_CODE_TAKEN');
    await writeAudit(tx, {
      action: 'campaign.created',
      actorUserId: actor.userId,
      targetType: 'campaign',
      targetId: row.id,
      details: { code: row.code },
      meta,
    });
    const [view] = await campaignViews(tx, [row], now);
    if (!view) throw new Error('campaign view missing');
    return { campaign: view };
  });
}

/**
 * PUT /api/admin/campaigns/:id: name, window, cap and benefit (the code stays: it may be printed
 * already). An ended campaign is not edited (409 CAMPAIGN_ENDED); the cap cannot go below the
 * redemptions so far.
 */
export async function updateCampaign(
  options: Common & { id: string; input: CampaignInput },
): Promise<AdminCampaignResponse> {
  const { db, actor, meta, now, id, input } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const campaign = checked(input, false);
  return db.transaction(async (tx) => {
    const current = await lockCampaign(tx, id);
    if (now >= current.endsAt) throw new AppError('CAMPAIGN_ENDED');
    const [used] = await tx
      .select({ n: count() })
      .from(campaignRedemptions)
      .where(eq(campaignRedemptions.campaignId, id));
    if (campaign.maxRedemptions !== null && campaign.maxRedemptions < Number(used?.n ?? 0)) {
      throw new AppError('VALIDATION_FAILED', { field: 'maxRedemptions', problem: 'below_redemptions' });
    }
    const { code: _code, ...values } = campaign;
    const [row] = await tx
      .update(campaigns)
      .set({ ...values, updatedAt: now })
      .where(eq(campaigns.id, id))
      .returning();
    if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
    await writeAudit(tx, {
      action: 'campaign.updated',
      actorUserId: actor.userId,
      targetType: 'campaign',
      targetId: id,
      details: { code: row.code },
      meta,
    });
    const [view] = await campaignViews(tx, [row], now);
    if (!view) throw new Error('campaign view missing');
    return { campaign: view };
  });
}

/**
 * POST /api/admin/campaigns/:id/{pause,resume,end}. Pause and resume flip `active`; end closes the
 * window now (a campaign that had not started gets a window ending now), for good. Nothing is
 * done to an ended campaign (409 CAMPAIGN_ENDED).
 */
export async function setCampaignState(
  options: Common & { id: string; to: 'pause' | 'resume' | 'end' },
): Promise<AdminCampaignResponse> {
  const { db, actor, meta, now, id, to } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    const current = await lockCampaign(tx, id);
    if (now >= current.endsAt) throw new AppError('CAMPAIGN_ENDED');
    const change =
      to === 'end'
        ? {
            endsAt: now,
            startsAt: current.startsAt < now ? current.startsAt : new Date(now.getTime() - 1000),
          }
        : { active: to === 'resume' };
    const [row] = await tx
      .update(campaigns)
      .set({ ...change, updatedAt: now })
      .where(eq(campaigns.id, id))
      .returning();
    if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
    await writeAudit(tx, {
      action: to === 'pause' ? 'campaign.paused' : to === 'resume' ? 'campaign.resumed' : 'campaign.ended',
      actorUserId: actor.userId,
      targetType: 'campaign',
      targetId: id,
      details: { code: row.code },
      meta,
    });
    const [view] = await campaignViews(tx, [row], now);
    if (!view) throw new Error('campaign view missing');
    return { campaign: view };
  });
}
