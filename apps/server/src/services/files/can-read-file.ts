import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { ownershipEvents } from '../../db/schema/ownership.js';
import type { Actor } from '../actor.js';
import type { FileRow } from './find-own-file.js';
import { mayOpenReceipt } from './may-open-receipt.js';

export interface FileAccessOptions {
  db: Db;
  actor: Actor;
  /** See ReceiptViewer.verifiedStoreId. */
  verifiedStoreId: string | null;
  file: Pick<FileRow, 'id' | 'bucket' | 'ownerUserId'>;
}

/**
 * Who may open a file (docs/product-rules.md: nothing uploaded is public). Admins may open everything. A
 * receipt opens only as `mayOpenReceipt` says (its uploader, the store that issued it, admins),
 * never because someone owns the bike now; a bike photo opens for its uploader, the owner of the
 * live bike and, when that bike shows its photo publicly, anyone signed in; ID documents and
 * profile pictures only for the person themselves.
 */
export async function canReadFile(options: FileAccessOptions): Promise<boolean> {
  const { db, actor, verifiedStoreId, file } = options;
  if (actor.role === 'admin') return true;
  const viewer = { actor, verifiedStoreId };

  if (file.bucket === 'receipts') {
    const origin = { uploaderUserId: file.ownerUserId, issuingStoreId: null };
    if (mayOpenReceipt(viewer, origin)) return true;
    // Only a store with a confirmed staff code can gain access through a history entry, so only
    // then is the entry worth looking up.
    if (actor.role !== 'store' || verifiedStoreId === null) return false;
    const [event] = await db
      .select({ id: ownershipEvents.id })
      .from(ownershipEvents)
      .where(and(eq(ownershipEvents.receiptFileId, file.id), eq(ownershipEvents.storeId, verifiedStoreId)))
      .limit(1);
    return event !== undefined && mayOpenReceipt(viewer, { ...origin, issuingStoreId: verifiedStoreId });
  }

  if (file.ownerUserId !== null && file.ownerUserId === actor.userId) return true;
  switch (file.bucket) {
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
