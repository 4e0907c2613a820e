import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import { AppError } from '../../lib/app-error.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Actor } from '../actor.js';
import { canReadFile } from './can-read-file.js';
import type { FileRow } from './find-own-file.js';

export interface OpenFileOptions {
  db: Db;
  storage: Storage;
  actor: Actor;
  /** See FileAccessOptions.verifiedStoreId. */
  verifiedStoreId: string | null;
  /** As it came in the URL: not yet known to be a UUID. */
  fileId: string;
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
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw new AppError('FILE_NOT_FOUND', undefined, { cause: `no object at ${file.storageKey}` });
  return { bytes, mimeType: file.mimeType, bucket: file.bucket };
}
