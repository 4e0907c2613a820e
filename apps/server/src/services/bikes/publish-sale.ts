import { checkSale } from '@ramkoll/shared/rules/sale';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import type { SaleRequest } from '@ramkoll/shared/schemas/ownership';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { assertCustomer, bikeStolen, ownLiveBike, refusalFor } from './bike-access.js';
import { selectMyBike } from './my-bike.js';

export interface PublishSaleOptions {
  db: Db;
  actor: Actor;
  bikeId: string;
  sale: SaleRequest;
  meta: RequestMeta;
  now: Date;
}

/**
 * The owner puts the bike up for sale (TILL SALU) or changes the price and description of the sale
 * already published: the bike has exactly one active bike_sales row. A stolen bike refuses
 * (409 BIKE_STOLEN { action: 'sale' }); the bike's update requires "not stolen" and holds its row
 * until commit, so a theft report cannot slip in between and two edits run one after the other.
 */
export async function publishSale(options: PublishSaleOptions): Promise<{ bike: MyBike }> {
  const { db, actor, bikeId, sale, meta, now } = options;
  assertCustomer(actor);
  const checked = checkSale(sale);
  if (!checked.ok) throw validationFailed(checked.field, checked.problem);
  const { salePrice, description } = checked.sale;

  return db.transaction(async (tx) => {
    const updated = await tx
      .update(bikes)
      .set({ status: 'for_sale', updatedAt: now })
      .where(and(ownLiveBike(actor, bikeId), isNull(bikes.stolenStatus)))
      .returning({ id: bikes.id });
    if (updated.length === 0) {
      throw await refusalFor(tx, actor, bikeId, {
        stolen: bikeStolen('sale'),
        notStolen: new AppError('CONFLICT'),
      });
    }
    const edited = await tx
      .update(bikeSales)
      .set({ salePrice, description, sellerId: actor.userId })
      .where(and(eq(bikeSales.bikeId, bikeId), eq(bikeSales.isActive, true)))
      .returning({ id: bikeSales.id });
    if (edited.length === 0) {
      await tx.insert(bikeSales).values({ bikeId, sellerId: actor.userId, salePrice, description });
    }
    await writeAudit(tx, {
      action: 'bike.sale_published',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      details: { salePrice, edited: edited.length > 0 },
      meta,
    });
    return { bike: await selectMyBike(tx, actor, bikeId) };
  });
}
