import type { PurchaseDetails } from '@ramkoll/shared/schemas/store-area';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { ownershipEvents } from '../../db/schema/ownership.js';
import { storeStaffCodes } from '../../db/schema/stores.js';
import { storeRegistrationEventOf } from './store-bikes-query.js';
import type { StoreContext } from './store-context.js';

/**
 * /store-search: the store's own purchase details (price, receipt number, warranty, staff code)
 * for those of the given bikes it registered; other bikes are left out without a word, so the
 * answer says nothing about bikes the store may not see. One query for the whole result page.
 */
export async function getPurchaseDetails({
  db,
  store,
  bikeIds,
}: {
  db: Db;
  store: Pick<StoreContext, 'storeId'>;
  bikeIds: string[];
}): Promise<PurchaseDetails[]> {
  const rows = await db
    .selectDistinctOn([bikes.id], {
      bikeId: bikes.id,
      purchasePrice: ownershipEvents.purchasePrice,
      receiptNumber: ownershipEvents.receiptNumber,
      warrantyEndDate: ownershipEvents.warrantyEndDate,
      staffCodeLabel: storeStaffCodes.label,
      registeredAt: bikes.createdAt,
    })
    .from(bikes)
    .leftJoin(ownershipEvents, storeRegistrationEventOf(store.storeId))
    .leftJoin(
      storeStaffCodes,
      and(eq(storeStaffCodes.id, bikes.registeredByStaffCodeId), eq(storeStaffCodes.storeId, store.storeId)),
    )
    .where(
      and(inArray(bikes.id, bikeIds), eq(bikes.registeredByStoreId, store.storeId), isNull(bikes.deletedAt)),
    )
    .orderBy(asc(bikes.id), asc(ownershipEvents.eventDate));
  return rows.map((row) => ({ ...row, registeredAt: row.registeredAt.toISOString() }));
}
