import type { AdminCampaign, CampaignState } from '@ramkoll/shared/schemas/campaigns';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { campaignRedemptions, campaigns } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

type CampaignRow = typeof campaigns.$inferSelect;

export function campaignState(row: CampaignRow, redemptions: number, now: Date): CampaignState {
  if (now >= row.endsAt) return 'ended';
  if (!row.active) return 'paused';
  if (row.maxRedemptions !== null && redemptions >= row.maxRedemptions) return 'exhausted';
  if (now < row.startsAt) return 'scheduled';
  return 'running';
}

/** Campaign rows with their redemptions so far: one grouped count over the (campaign_id, user_id) index. */
export async function campaignViews(db: Db | Tx, rows: CampaignRow[], now: Date): Promise<AdminCampaign[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ campaignId: campaignRedemptions.campaignId, n: count() })
    .from(campaignRedemptions)
    .where(
      inArray(
        campaignRedemptions.campaignId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(campaignRedemptions.campaignId);
  const byId = new Map(counts.map((c) => [c.campaignId, Number(c.n)]));
  return rows.map((row) => {
    const redemptions = byId.get(row.id) ?? 0;
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      maxRedemptions: row.maxRedemptions,
      bonusPoints: row.bonusPoints,
      percentOff: row.percentOff,
      active: row.active,
      state: campaignState(row, redemptions, now),
      redemptions,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** GET /api/admin/campaigns: every campaign, newest first (a short list: no paging). */
export async function listCampaigns(options: { db: Db; actor: Actor; now: Date }) {
  const { db, actor, now } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return { campaigns: await campaignViews(db, rows, now) };
}

/** One campaign's row, locked for the rest of the transaction; 404 CAMPAIGN_NOT_FOUND. */
export async function lockCampaign(tx: Tx, id: string): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
  return row;
}
