import { createHash, randomUUID } from 'node:crypto';
import { fileUrl, type UploadBucket, type UploadedFile } from '@ramkoll/shared/schemas/upload';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import { AppError } from '../../lib/app-error.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Actor } from '../actor.js';
import { reencodeImage } from './reencode-image.js';
import { sniffImageType } from './sniff-image-type.js';

export interface UploadImageOptions {
  db: Db;
  storage: Storage;
  actor: Actor;
  bucket: UploadBucket;
  /**
   * Reads the uploaded bytes; called only once the actor may upload, so a refused caller's body
   * is never read. Throws FILE_MISSING or FILE_TOO_LARGE itself.
   */
  readBytes: () => Promise<Buffer>;
  /**
   * The store area's upload (behind its staff code): a store's receipt or bike photo for a bike it
   * registers at the counter (decision 039). Never set by /api/me.
   */
  storeCounter?: boolean;
}

/**
 * A receipt or bike photo from the bike forms: checked by content, re-encoded without metadata,
 * stored under `<bucket>/<user id>/<file id>.<ext>` and recorded in `files`. Either both the
 * stored object and the row exist afterwards, or neither does.
 */
export async function uploadImage(options: UploadImageOptions): Promise<UploadedFile> {
  const { db, storage, actor, bucket } = options;
  // Bike forms are for owners; stores upload for their counter registrations through their own area.
  // Admins have a profile picture too (/settings is for customers and admins).
  const mayUpload = options.storeCounter
    ? actor.role === 'store' && (bucket === 'receipts' || bucket === 'bike-photos')
    : actor.role === 'customer' || (actor.role === 'admin' && bucket === 'avatars');
  if (!mayUpload) throw new AppError('FORBIDDEN');

  const original = await options.readBytes();
  const type = sniffImageType(original);
  if (!type) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const image = await reencodeImage(original, type);

  const id = randomUUID();
  const storageKey = `${bucket}/${actor.userId}/${id}.${image.extension}`;
  try {
    await storage.put(storageKey, image.bytes, image.mimeType);
  } catch (error) {
    throw new AppError('UPLOAD_FAILED', undefined, { cause: error });
  }
  try {
    await db.insert(files).values({
      id,
      bucket,
      ownerUserId: actor.userId,
      storageKey,
      mimeType: image.mimeType,
      sizeBytes: image.bytes.length,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
    });
  } catch (error) {
    // No row points at the object, so nobody could ever read or clean it up later.
    await storage.delete(storageKey).catch(() => undefined);
    throw new AppError('UPLOAD_FAILED', undefined, { cause: error });
  }

  return {
    id,
    bucket,
    mimeType: image.mimeType,
    sizeBytes: image.bytes.length,
    width: image.width,
    height: image.height,
    url: fileUrl(id),
  };
}
