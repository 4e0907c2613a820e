import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { assertCustomer, ownLiveBike, refusalFor } from './bike-access.js';
import { selectMyBike } from './my-bike.js';

export interface MarkRecoveredOptions {
  db: Db;
  actor: Actor;
  bikeId: string;
  meta: RequestMeta;
  now: Date;
}

/**
 * The owner has the bike back: it is no longer stolen and can be edited, sold and transferred
 * again. The theft's date and place stay in the row with recovered_at, for recovery statistics.
 * 409 BIKE_NOT_STOLEN when it was not stolen.
 */
export async function markRecovered(options: MarkRecoveredOptions): Promise<{ bike: MyBike }> {
  const { db, actor, bikeId } = options;
  assertCustomer(actor);
  return db.transaction(async (tx) => {
    if (!(await recoverStolenBike(tx, options))) {
      throw await refusalFor(tx, actor, bikeId, {
        stolen: new AppError('CONFLICT'),
        notStolen: new AppError('BIKE_NOT_STOLEN'),
      });
    }
    return { bike: await selectMyBike(tx, actor, bikeId) };
  });
}

/**
 * The change itself, inside the caller's transaction (also used when the owner confirms a
 * "Found?" report): a conditional update, so a bike that is not the actor's stolen live bike is
 * left alone and the answer is false. `reportId` names the report that brought the bike back.
 */
export async function recoverStolenBike(
  tx: Tx,
  options: Omit<MarkRecoveredOptions, 'db'> & { reportId?: string },
): Promise<boolean> {
  const { actor, bikeId, meta, now, reportId } = options;
  if (!(await setRecovered(tx, ownLiveBike(actor, bikeId), now))) return false;
  await writeAudit(tx, {
    action: 'bike.mark_recovered',
    actorUserId: actor.userId,
    targetType: 'bike',
    targetId: bikeId,
    ...(reportId ? { details: { reportId } } : {}),
    meta,
  });
  return true;
}

/**
 * Stolen → recovered on the bike `scope` selects, if it is stolen (the theft's date and place
 * stay, recovered_at is set): the owner's path and the admin's (decision 043) both go through
 * this. True when it changed.
 */
export async function setRecovered(tx: Tx, scope: SQL, now: Date): Promise<boolean> {
  const updated = await tx
    .update(bikes)
    .set({ stolenStatus: null, recoveredAt: now })
    .where(and(scope, eq(bikes.stolenStatus, 'stolen')))
    .returning({ id: bikes.id });
  return updated.length > 0;
}
