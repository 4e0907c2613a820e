import { and, eq, exists, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { ownershipEvents } from '../../db/schema/ownership.js';
import type { Actor } from '../actor.js';
import type { FileRow } from './find-own-file.js';

export interface FileAccessOptions {
  db: Db;
  actor: Actor;
  /**
   * The store a store session acts for, once its staff code is confirmed; null otherwise. Staff
   * see their customers' receipts only after the staff code, like everything else in the store area.
   */
  verifiedStoreId: string | null;
  file: Pick<FileRow, 'id' | 'bucket' | 'ownerUserId'>;
}

/**
 * Who may open a file (DECISIONS.md: receipts are never public). Everyone may open what they
 * uploaded; admins may open everything. A receipt also opens for the current owner of the live
 * bike it (or an entry of its history) belongs to and for the store whose history entry carries
 * it; a bike photo opens for the owner of the live bike and, when that bike shows its photo
 * publicly, for anyone signed in.
 */
export async function canReadFile(options: FileAccessOptions): Promise<boolean> {
  const { db, actor, verifiedStoreId, file } = options;
  if (file.ownerUserId !== null && file.ownerUserId === actor.userId) return true;
  if (actor.role === 'admin') return true;

  switch (file.bucket) {
    case 'receipts': {
      // The bike's own receipt, or one carried by any entry of its history (a store registration,
      // a transfer): the current owner sees every receipt the history shows them.
      const ownsBike = await liveBikeExists(
        db,
        and(
          eq(bikes.ownerId, actor.userId),
          or(
            eq(bikes.receiptFileId, file.id),
            exists(
              db
                .select({ id: ownershipEvents.id })
                .from(ownershipEvents)
                .where(and(eq(ownershipEvents.bikeId, bikes.id), eq(ownershipEvents.receiptFileId, file.id))),
            ),
          ),
        ),
      );
      if (ownsBike || actor.role !== 'store' || verifiedStoreId === null) return ownsBike;
      const [event] = await db
        .select({ id: ownershipEvents.id })
        .from(ownershipEvents)
        .where(and(eq(ownershipEvents.receiptFileId, file.id), eq(ownershipEvents.storeId, verifiedStoreId)))
        .limit(1);
      return event !== undefined;
    }
    case 'bike-photos':
      return liveBikeExists(
        db,
        and(
          eq(bikes.bikePhotoFileId, file.id),
          or(eq(bikes.ownerId, actor.userId), eq(bikes.publicBikePhoto, true)),
        ),
      );
    case 'id-documents':
      // Only the person themselves and the admins who review them.
      return false;
    case 'avatars':
      // Private by default (decision 019): only the person themselves and admins.
      return false;
  }
}

async function liveBikeExists(db: Db, condition: SQL | undefined): Promise<boolean> {
  const [bike] = await db
    .select({ id: bikes.id })
    .from(bikes)
    .where(and(condition, isNull(bikes.deletedAt)))
    .limit(1);
  return bike !== undefined;
}
