import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { fileUrl } from '@ramkoll/shared/schemas/upload';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

type BikeRow = typeof bikes.$inferSelect;

/** The owner's view of a bike (ZMyBike). Files are private, so they travel as /api/files URLs. */
export function toMyBike(bike: BikeRow, registeredByStoreName: string | null): MyBike {
  const stolen = bike.stolenStatus === 'stolen';
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
    receiptUrl: bike.receiptFileId ? fileUrl(bike.receiptFileId) : null,
    forSale: bike.status === 'for_sale',
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
    registeredByStoreName,
    createdAt: bike.createdAt.toISOString(),
  };
}

/** The actor's live bikes matching `condition`, newest first. */
export async function selectMyBikes(db: Db, actor: Actor, condition?: SQL): Promise<MyBike[]> {
  const rows = await db
    .select({ bike: bikes, storeName: stores.name })
    .from(bikes)
    .leftJoin(stores, eq(stores.id, bikes.registeredByStoreId))
    .where(and(eq(bikes.ownerId, actor.userId), isNull(bikes.deletedAt), condition))
    .orderBy(desc(bikes.createdAt), desc(bikes.id));
  return rows.map((row) => toMyBike(row.bike, row.storeName));
}

/** One of the actor's live bikes; BIKE_NOT_FOUND when it is not theirs or is deleted. */
export async function selectMyBike(db: Db, actor: Actor, bikeId: string): Promise<MyBike> {
  const [bike] = await selectMyBikes(db, actor, eq(bikes.id, bikeId));
  if (!bike) throw new AppError('BIKE_NOT_FOUND');
  return bike;
}
