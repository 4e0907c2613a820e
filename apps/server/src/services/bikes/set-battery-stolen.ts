import type { MyBike } from '@ramkoll/shared/schemas/bike';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer, ownLiveBike } from './bike-access.js';
import { selectMyBike } from './my-bike.js';

export interface SetBatteryStolenOptions {
  db: Db;
  actor: Actor;
  bikeId: string;
  stolen: boolean;
  meta: RequestMeta;
}

/**
 * Flags or clears a stolen battery (docs/product-rules.md: flagged separately for e-bikes). Allowed
 * whether or not the bike itself is stolen: the battery is a separate theft.
 */
export async function setBatteryStolen(options: SetBatteryStolenOptions): Promise<{ bike: MyBike }> {
  const { db, actor, bikeId, stolen, meta } = options;
  assertCustomer(actor);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(bikes)
      .set({ batteryStolenStatus: stolen ? 'stolen' : null })
      .where(ownLiveBike(actor, bikeId))
      .returning({ id: bikes.id });
    if (updated.length === 0) throw new AppError('BIKE_NOT_FOUND');
    await writeAudit(tx, {
      action: 'bike.battery_stolen',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      details: { stolen },
      meta,
    });
    return { bike: await selectMyBike(tx, actor, bikeId) };
  });
}
