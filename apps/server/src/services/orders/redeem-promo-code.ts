import type { RedeemPromoCodeResponse } from '@ramkoll/shared/schemas/orders';
import type { Db } from '../../db/client.js';
import { campaignRedemptions } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { earnPoints } from '../points/earn-points.js';
import { withinPromoGuessLimit } from './promo-guess-limit.js';
import { usableCampaign } from './usable-campaign.js';

/**
 * A bonus campaign's code (docs/product-rules.md: once per user, within its dates, under its cap): in one
 * transaction with the campaign row locked, a redemption row and a ledger credit
 * (`campaign_bonus`, `campaign:<id>`). The unique (campaign, user) index makes a concurrent second
 * redemption by the same user fail as PROMO_CODE_USED. A code that names no campaign counts
 * against the guess limits (decision 092).
 */
export async function redeemPromoCode(options: {
  db: Db;
  actor: Actor;
  code: string;
  meta: RequestMeta;
  now: Date;
}): Promise<RedeemPromoCodeResponse> {
  const { db, actor, code, meta, now } = options;
  assertCustomer(actor);
  return withinPromoGuessLimit({ db, userId: actor.userId, ipAddress: meta.ipAddress, now }, () =>
    redeem(db, actor.userId, code, now),
  );
}

function redeem(db: Db, userId: string, code: string, now: Date): Promise<RedeemPromoCodeResponse> {
  return db.transaction(async (tx) => {
    const campaign = await usableCampaign(tx, { code, kind: 'bonus', userId, now, lock: true });
    const pointsGranted = campaign.bonusPoints ?? 0;
    const inserted = await tx
      .insert(campaignRedemptions)
      .values({ campaignId: campaign.id, userId, pointsGranted })
      .onConflictDoNothing()
      .returning({ id: campaignRedemptions.id });
    if (inserted.length === 0) throw new AppError('PROMO_CODE_USED');
    const pointsBalance = await earnPoints(tx, {
      userId,
      amount: pointsGranted,
      reason: 'campaign_bonus',
      reference: `campaign:${campaign.id}`,
    });
    if (pointsBalance === null) throw new AppError('PROMO_CODE_USED');
    return { pointsGranted, pointsBalance };
  });
}
