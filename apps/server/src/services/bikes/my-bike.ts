import { maskOwnerName } from '@ramkoll/shared/rules/mask-owner-name';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { fileUrl } from '@ramkoll/shared/schemas/upload';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import { files } from '../../db/schema/files.js';
import { ownershipReceipts } from '../../db/schema/ownership.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { mayOpenReceipt } from '../files/may-open-receipt.js';
import { activeSaleJoin } from '../search/search-bike-row.js';

interface MyBikeRow {
  bike: typeof bikes.$inferSelect;
  storeName: string | null;
  /** The bike's active sale (at most one: bike_sales_one_active_per_bike). */
  sale: { salePrice: number; description: string | null } | null;
  pendingReceipt: { receiptId: string; buyerFullName: string } | null;
  /** Who uploaded the bike's receipt: after a transfer it is the seller, whose receipt stays shut. */
  receiptUploaderId: string | null;
}

/**
 * The owner's view of a bike (ZMyBike). Files are private, so they travel as /api/files URLs, and
 * the receipt only when the owner may open it (their own upload, not a former owner's).
 */
export function toMyBike(actor: Actor, row: MyBikeRow): MyBike {
  const { bike, storeName, sale, pendingReceipt, receiptUploaderId } = row;
  const opensReceipt = mayOpenReceipt(
    { actor, verifiedStoreId: null },
    { uploaderUserId: receiptUploaderId, issuingStoreId: null },
  );
  const stolen = bike.stolenStatus === 'stolen';
  const forSale = bike.status === 'for_sale';
  return {
    id: bike.id,
    frameNumber: bike.frameNumber,
    bikeName: bike.bikeName,
    brand: bike.brand,
    model: bike.model,
    color: bike.color,
    bikeType: bike.bikeType,
    description: bike.description,
    batterySerialNumber: bike.batterySerialNumber,
    city: bike.city,
    photoUrl: bike.bikePhotoFileId ? fileUrl(bike.bikePhotoFileId) : null,
    receiptUrl: bike.receiptFileId && opensReceipt ? fileUrl(bike.receiptFileId) : null,
    forSale,
    stolen,
    // A recovered bike keeps its last theft in the row (recovery time for analytics); the owner
    // sees theft details only while the bike is stolen.
    stolenDate: stolen ? bike.stolenDate : null,
    stolenLocationDetails: stolen ? bike.stolenLocationDetails : null,
    policeReportNumber: stolen ? bike.policeReportNumber : null,
    batteryStolen: bike.batteryStolenStatus === 'stolen',
    privacy: {
      bikeName: bike.publicBikeName,
      brand: bike.publicBrand,
      model: bike.publicModel,
      color: bike.publicColor,
      description: bike.publicDescription,
      bikePhoto: bike.publicBikePhoto,
    },
    registeredByStoreName: storeName,
    salePrice: forSale && sale ? sale.salePrice : null,
    saleDescription: forSale && sale ? sale.description : null,
    pendingTransfer: pendingReceipt
      ? { receiptId: pendingReceipt.receiptId, buyerName: maskOwnerName(pendingReceipt.buyerFullName) }
      : null,
    createdAt: bike.createdAt.toISOString(),
  };
}

/**
 * The actor's live bikes matching `condition`, newest first, with their store, active sale and
 * pending transfer in one query. A bike has at most one open transfer, but receipts have no unique
 * index for "pending", so the lateral join takes the newest and can never duplicate a bike.
 */
export async function selectMyBikes(db: Db, actor: Actor, condition?: SQL): Promise<MyBike[]> {
  const pendingReceipt = db
    .select({ receiptId: ownershipReceipts.id, buyerFullName: profiles.fullName })
    .from(ownershipReceipts)
    .innerJoin(profiles, eq(profiles.userId, ownershipReceipts.buyerId))
    .where(
      and(
        eq(ownershipReceipts.bikeId, bikes.id),
        eq(ownershipReceipts.sellerId, bikes.ownerId),
        eq(ownershipReceipts.status, 'pending'),
      ),
    )
    .orderBy(desc(ownershipReceipts.createdAt))
    .limit(1)
    .as('pending_receipt');
  const rows = await db
    .select({
      bike: bikes,
      storeName: stores.name,
      sale: { salePrice: bikeSales.salePrice, description: bikeSales.description },
      pendingReceipt: {
        receiptId: pendingReceipt.receiptId,
        buyerFullName: pendingReceipt.buyerFullName,
      },
      receiptUploaderId: files.ownerUserId,
    })
    .from(bikes)
    .leftJoin(stores, eq(stores.id, bikes.registeredByStoreId))
    .leftJoin(bikeSales, activeSaleJoin)
    .leftJoinLateral(pendingReceipt, sql`true`)
    .leftJoin(files, eq(files.id, bikes.receiptFileId))
    .where(and(eq(bikes.ownerId, actor.userId), isNull(bikes.deletedAt), condition))
    .orderBy(desc(bikes.createdAt), desc(bikes.id));
  return rows.map((row) => toMyBike(actor, row));
}

/** One of the actor's live bikes; BIKE_NOT_FOUND when it is not theirs or is deleted. */
export async function selectMyBike(db: Db, actor: Actor, bikeId: string): Promise<MyBike> {
  const [bike] = await selectMyBikes(db, actor, eq(bikes.id, bikeId));
  if (!bike) throw new AppError('BIKE_NOT_FOUND');
  return bike;
}
