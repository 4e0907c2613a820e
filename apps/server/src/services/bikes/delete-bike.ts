import { and, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer, bikeStolen, ownLiveBike, refusalFor } from './bike-access.js';
import { closeActiveSale } from './close-active-sale.js';

export interface DeleteBikeOptions {
  db: Db;
  actor: Actor;
  bikeId: string;
  meta: RequestMeta;
  now: Date;
}

/**
 * Soft delete (spec section 3 deleted_at): the bike leaves /my-bikes and search, its history
 * stays, and its frame number is free to register again. An open sale closes with it. A stolen
 * bike refuses (409 BIKE_STOLEN { action: 'delete' }), checked in the update itself.
 */
export async function deleteBike(options: DeleteBikeOptions): Promise<void> {
  const { db, actor, bikeId, meta, now } = options;
  assertCustomer(actor);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(bikes)
      .set({ deletedAt: now, status: null })
      .where(and(ownLiveBike(actor, bikeId), isNull(bikes.stolenStatus)))
      .returning({ id: bikes.id });
    if (deleted.length === 0) {
      throw await refusalFor(tx, actor, bikeId, {
        stolen: bikeStolen('delete'),
        notStolen: new AppError('CONFLICT'),
      });
    }
    await closeActiveSale(tx, { bikeId }, now);
    await writeAudit(tx, {
      action: 'bike.delete',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      meta,
    });
  });
}
