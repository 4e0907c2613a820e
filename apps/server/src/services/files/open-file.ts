import type { ScaledImageWidth } from '@ramkoll/shared/scaled-images';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import { AppError } from '../../lib/app-error.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Actor } from '../actor.js';
import { canReadFile } from './can-read-file.js';
import type { FileRow } from './find-own-file.js';
import { scaledBuckets, scaledImageKey, scaleImage } from './scaled-image.js';

export interface OpenFileOptions {
  db: Db;
  storage: Storage;
  actor: Actor;
  /** See FileAccessOptions.verifiedStoreId. */
  verifiedStoreId: string | null;
  /** As it came in the URL: not yet known to be a UUID. */
  fileId: string;
  /**
   * A bike photo or avatar scaled down to this width (scaledImageKey: made on the first request,
   * kept in storage for the next). Receipts and ID documents are always sent as they are.
   */
  width?: ScaledImageWidth;
  /** Told when a scaled copy was made but could not be kept; the copy is still sent. */
  onKeepFailed?: (error: unknown) => void;
}

export interface OpenedFile {
  bytes: Buffer;
  mimeType: string;
  bucket: FileRow['bucket'];
}

const ZFileId = z.uuid();

/**
 * The bytes of a file the actor may read. A file that does not exist, is not theirs to see, or
 * lost its bytes all answer FILE_NOT_FOUND, so file ids cannot be probed.
 */
export async function openFile(options: OpenFileOptions): Promise<OpenedFile> {
  const { db, storage, actor, verifiedStoreId, fileId } = options;
  if (!ZFileId.safeParse(fileId).success) throw new AppError('FILE_NOT_FOUND');
  const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file || !(await canReadFile({ db, actor, verifiedStoreId, file }))) {
    throw new AppError('FILE_NOT_FOUND');
  }
  const { width } = options;
  if (width !== undefined && scaledBuckets.includes(file.bucket)) {
    const key = scaledImageKey(file.storageKey, width);
    const kept = await storage.get(key);
    if (kept) return { bytes: kept, mimeType: 'image/webp', bucket: file.bucket };
    const scaled = await scaleImage(await readOriginal(storage, file.storageKey), width);
    // Later readers get the kept copy; if keeping it fails, this reader still gets theirs.
    await storage.put(key, scaled, 'image/webp').catch((error: unknown) => options.onKeepFailed?.(error));
    return { bytes: scaled, mimeType: 'image/webp', bucket: file.bucket };
  }
  return {
    bytes: await readOriginal(storage, file.storageKey),
    mimeType: file.mimeType,
    bucket: file.bucket,
  };
}

async function readOriginal(storage: Storage, storageKey: string): Promise<Buffer> {
  const bytes = await storage.get(storageKey);
  if (!bytes) throw new AppError('FILE_NOT_FOUND', undefined, { cause: `no object at ${storageKey}` });
  return bytes;
}
