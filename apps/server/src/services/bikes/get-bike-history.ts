import {
  buildOwnershipHistory,
  type HistoryEvent,
  type StoreRegistrationFallback,
} from '@ramkoll/shared/rules/ownership-history';
import type { BikeHistoryResponse, StoreInfo } from '@ramkoll/shared/schemas/history';
import { fileUrl } from '@ramkoll/shared/schemas/upload';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { files } from '../../db/schema/files.js';
import { ownershipEvents } from '../../db/schema/ownership.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { mayOpenReceipt } from '../files/may-open-receipt.js';

export interface GetBikeHistoryOptions {
  db: Db;
  actor: Actor;
  /** The store a store session acts for once its staff code is confirmed, else null (as for files). */
  verifiedStoreId: string | null;
  bikeId: string;
  /** The admin's bike search reads a deleted bike's history too (decision 043). */
  includeDeleted?: boolean;
}

type StoreRow = typeof stores.$inferSelect;
const registeringStores = alias(stores, 'registering_stores');

/**
 * A live bike's ownership history for any signed-in viewer (spec section 2 "Ownership history
 * card"), in two queries: the bike with the store that registered it, then every event with its
 * store, its owner's verification and its receipt's uploader. Names leave masked; a receipt photo
 * only for those `mayOpenReceipt` allows (its uploader, the store whose entry carries it, admins),
 * the same people GET /api/files lets open it; later owners and everyone else see that it was
 * verified. 404 BIKE_NOT_FOUND for unknown and deleted bikes.
 */
export async function getBikeHistory(options: GetBikeHistoryOptions): Promise<BikeHistoryResponse> {
  const { db, actor, verifiedStoreId, bikeId, includeDeleted = false } = options;
  const [bike] = await db
    .select({
      id: bikes.id,
      ownerId: bikes.ownerId,
      frameNumber: bikes.frameNumber,
      bikeName: bikes.bikeName,
      publicBikeName: bikes.publicBikeName,
      registeringStore: registeringStores,
    })
    .from(bikes)
    .leftJoin(registeringStores, eq(registeringStores.id, bikes.registeredByStoreId))
    .where(and(eq(bikes.id, bikeId), includeDeleted ? undefined : isNull(bikes.deletedAt)))
    .limit(1);
  if (!bike) throw new AppError('BIKE_NOT_FOUND');

  const rows = await db
    .select({
      event: ownershipEvents,
      store: stores,
      identityVerifiedAt: profiles.identityVerifiedAt,
      receiptUploaderId: files.ownerUserId,
    })
    .from(ownershipEvents)
    .leftJoin(stores, eq(stores.id, ownershipEvents.storeId))
    .leftJoin(profiles, eq(profiles.userId, ownershipEvents.ownerUserId))
    .leftJoin(files, eq(files.id, ownershipEvents.receiptFileId))
    .where(eq(ownershipEvents.bikeId, bikeId))
    .orderBy(asc(ownershipEvents.eventDate), asc(ownershipEvents.createdAt), asc(ownershipEvents.id));

  const viewer = { actor, verifiedStoreId };
  const events = rows.map(({ event, store, identityVerifiedAt, receiptUploaderId }): HistoryEvent => {
    const opensReceipt =
      event.receiptFileId !== null &&
      mayOpenReceipt(viewer, { uploaderUserId: receiptUploaderId, issuingStoreId: event.storeId });
    return {
      eventType: event.eventType,
      eventDate: event.eventDate,
      ownerName: event.ownerName,
      ownerVerified: identityVerifiedAt !== null,
      isCurrentOwner: event.ownerUserId !== null && event.ownerUserId === bike.ownerId,
      registrationType: event.registrationType,
      store: store ? toStoreInfo(store) : null,
      purchase:
        event.purchasePrice === null && event.receiptNumber === null && event.warrantyEndDate === null
          ? null
          : {
              purchasePrice: event.purchasePrice,
              receiptNumber: event.receiptNumber,
              warrantyEndDate: event.warrantyEndDate,
            },
      receiptPhotoUrl: event.receiptFileId && opensReceipt ? fileUrl(event.receiptFileId) : null,
      hasReceipt: event.receiptFileId !== null,
    };
  });
  const fallback: StoreRegistrationFallback | null = bike.registeringStore
    ? { store: toStoreInfo(bike.registeringStore), purchase: null }
    : null;

  const entries = buildOwnershipHistory(events, fallback);
  return {
    bikeId: bike.id,
    frameNumber: bike.frameNumber,
    bikeName: bike.publicBikeName ? bike.bikeName : null,
    ownerCount: entries.length,
    entries,
  };
}

function toStoreInfo(store: StoreRow): StoreInfo {
  const postalTown = [store.postalCode, store.city].filter(Boolean).join(' ');
  const address = [store.address, postalTown].filter(Boolean).join(', ');
  return {
    storeName: store.name,
    storeChain: store.chain,
    storeLocationId: store.locationId,
    storePhone: store.phone,
    storeAddress: address === '' ? null : address,
    organizationNumber: store.organizationNumber,
    storeContactInfo: store.contactInfo,
  };
}
