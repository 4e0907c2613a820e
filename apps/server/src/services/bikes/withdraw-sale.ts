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
import { closeActiveSale } from './close-active-sale.js';

export interface WithdrawSaleOptions {
  db: Db;
  actor: Actor;
  bikeId: string;
  meta: RequestMeta;
  now: Date;
}

/**
 * The owner takes the bike off the market: the active sale closes (kept, with closed_at, for the
 * record) and the bike is no longer TILL SALU. 404 SALE_NOT_FOUND when it is not for sale, which
 * includes a stolen bike: reporting the theft already closed its sale.
 */
export async function withdrawSale(options: WithdrawSaleOptions): Promise<{ bike: MyBike }> {
  const { db, actor, bikeId, meta, now } = options;
  assertCustomer(actor);
  return db.transaction(async (tx) => {
    if (!(await endSale(tx, ownLiveBike(actor, bikeId), bikeId, now))) {
      const notForSale = new AppError('SALE_NOT_FOUND');
      throw await refusalFor(tx, actor, bikeId, { stolen: notForSale, notStolen: notForSale });
    }
    await writeAudit(tx, {
      action: 'bike.sale_withdrawn',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      meta,
    });
    return { bike: await selectMyBike(tx, actor, bikeId) };
  });
}

/**
 * The bike `scope` selects leaves the market if it is for sale: no longer TILL SALU, its active
 * sale closed. The owner's withdrawal and the admin's "end sale" (decision 043) both go through
 * this. True when it changed.
 */
export async function endSale(tx: Tx, scope: SQL, bikeId: string, now: Date): Promise<boolean> {
  const updated = await tx
    .update(bikes)
    .set({ status: null, updatedAt: now })
    .where(and(scope, eq(bikes.status, 'for_sale')))
    .returning({ id: bikes.id });
  if (updated.length === 0) return false;
  await closeActiveSale(tx, { bikeId }, now);
  return true;
}
