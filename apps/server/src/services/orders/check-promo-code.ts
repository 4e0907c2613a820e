import type { PromoCodeCheckResponse } from '@ramkoll/shared/schemas/orders';
import type { Db } from '../../db/client.js';
import type { Actor } from '../actor.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { withinPromoGuessLimit } from './promo-guess-limit.js';
import { usableCampaign } from './usable-campaign.js';

/**
 * What a code would give this customer now; the same refusals as redeeming or paying with it, and
 * the same limit on guesses.
 */
export async function checkPromoCode(options: {
  db: Db;
  actor: Actor;
  code: string;
  meta: RequestMeta;
  now: Date;
}): Promise<PromoCodeCheckResponse> {
  const { db, actor, code, meta, now } = options;
  assertCustomer(actor);
  const campaign = await withinPromoGuessLimit(
    { db, userId: actor.userId, ipAddress: meta.ipAddress, now },
    () => usableCampaign(db, { code, kind: 'any', userId: actor.userId, now, lock: false }),
  );
  return campaign.bonusPoints !== null
    ? { kind: 'bonus', code: campaign.code, bonusPoints: campaign.bonusPoints }
    : { kind: 'discount', code: campaign.code, percentOff: campaign.percentOff ?? 0 };
}
