import { maskOwnerName } from '@ramkoll/shared/rules/mask-owner-name';
import type { InventoryResponse } from '@ramkoll/shared/schemas/store-registration';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { ownershipEvents, ownershipReceipts } from '../../db/schema/ownership.js';
import type { Actor } from '../actor.js';
import { storeRegistrationEventOf } from './store-bikes-query.js';
import { storeContextOf } from './store-context.js';

/**
 * /store-inventory (decision 039): live bikes this store registered that its account still owns,
 * newest first, each with its stocking price and a sale waiting for the buyer. One query through
 * bikes_owner_id_idx; a bike leaves the list when the buyer accepts and the owner changes.
 */
export async function listInventory({
  db,
  actor,
  sessionId,
}: {
  db: Db;
  actor: Actor;
  sessionId: string;
}): Promise<InventoryResponse> {
  const store = await storeContextOf({ db, actor, sessionId });
  const rows = await db
    .select({
      id: bikes.id,
      frameNumber: bikes.frameNumber,
      brand: bikes.brand,
      model: bikes.model,
      color: bikes.color,
      bikeType: bikes.bikeType,
      stolenStatus: bikes.stolenStatus,
      createdAt: bikes.createdAt,
      purchasePrice: ownershipEvents.purchasePrice,
      receiptId: ownershipReceipts.id,
      receiptCreatedAt: ownershipReceipts.createdAt,
      buyerName: profiles.fullName,
    })
    .from(bikes)
    .leftJoin(ownershipEvents, storeRegistrationEventOf(store.storeId))
    .leftJoin(
      ownershipReceipts,
      and(eq(ownershipReceipts.bikeId, bikes.id), eq(ownershipReceipts.status, 'pending')),
    )
    .leftJoin(profiles, eq(profiles.userId, ownershipReceipts.buyerId))
    .where(
      and(
        eq(bikes.ownerId, store.accountUserId),
        eq(bikes.registeredByStoreId, store.storeId),
        isNull(bikes.deletedAt),
      ),
    )
    .orderBy(desc(bikes.createdAt), desc(bikes.id));
  return {
    bikes: rows.map((row) => ({
      id: row.id,
      frameNumber: row.frameNumber,
      brand: row.brand,
      model: row.model,
      color: row.color,
      bikeType: row.bikeType,
      stolen: row.stolenStatus === 'stolen',
      purchasePrice: row.purchasePrice,
      createdAt: row.createdAt.toISOString(),
      pendingSale:
        row.receiptId && row.receiptCreatedAt
          ? {
              receiptId: row.receiptId,
              buyerName: maskOwnerName(row.buyerName ?? ''),
              createdAt: row.receiptCreatedAt.toISOString(),
            }
          : null,
    })),
  };
}
