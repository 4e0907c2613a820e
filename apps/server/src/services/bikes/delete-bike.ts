import { and, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer, bikeStolen, ownLiveBike, refusalFor } from './bike-access.js';
import { cancelOpenTransfer } from '../ownership/cancel-open-transfer.js';
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
 * stays, and its frame number is free to register again. An open sale and an open transfer close
 * with it. A stolen bike refuses (409 BIKE_STOLEN { action: 'delete' }), checked in the update
 * itself.
 */
export async function deleteBike(options: DeleteBikeOptions): Promise<void> {
  const { db, actor, bikeId, meta, now } = options;
  assertCustomer(actor);
  await db.transaction(async (tx) => {
    if (!(await softDeleteBike(tx, ownLiveBike(actor, bikeId), bikeId, now))) {
      throw await refusalFor(tx, actor, bikeId, {
        stolen: bikeStolen('delete'),
        notStolen: new AppError('CONFLICT'),
      });
    }
    await writeAudit(tx, {
      action: 'bike.delete',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      meta,
    });
  });
}

/**
 * Soft-deletes the bike `scope` selects unless it is stolen, and closes its open sale and its open
 * transfer (decision 050): the owner's delete and the admin's (decision 043) both go through this.
 * True when it changed.
 */
export async function softDeleteBike(tx: Tx, scope: SQL, bikeId: string, now: Date): Promise<boolean> {
  const deleted = await tx
    .update(bikes)
    .set({ deletedAt: now, status: null })
    .where(and(scope, isNull(bikes.stolenStatus)))
    .returning({ id: bikes.id });
  if (deleted.length === 0) return false;
  await closeActiveSale(tx, { bikeId }, now);
  await cancelOpenTransfer(tx, bikeId);
  return true;
}
