import type { PromoCodeCheckResponse } from '@ramkoll/shared/schemas/orders';
import type { Db } from '../../db/client.js';
import type { Actor } from '../actor.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { usableCampaign } from './usable-campaign.js';

/** What a code would give this customer now; the same refusals as redeeming or paying with it. */
export async function checkPromoCode(options: {
  db: Db;
  actor: Actor;
  code: string;
  now: Date;
}): Promise<PromoCodeCheckResponse> {
  const { db, actor, code, now } = options;
  assertCustomer(actor);
  const campaign = await usableCampaign(db, { code, kind: 'any', userId: actor.userId, now, lock: false });
  return campaign.bonusPoints !== null
    ? { kind: 'bonus', code: campaign.code, bonusPoints: campaign.bonusPoints }
    : { kind: 'discount', code: campaign.code, percentOff: campaign.percentOff ?? 0 };
}
