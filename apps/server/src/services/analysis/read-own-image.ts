import type { Db } from '../../db/client.js';
import { findOwnFile, type FileRow } from '../files/find-own-file.js';
import { AppError } from '../../lib/app-error.js';
import { UnreadableImageError } from '../../providers/analysis/analysis-provider.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Actor } from '../actor.js';

export interface OwnImage {
  file: FileRow;
  bytes: Buffer;
}

/**
 * The bytes of an image the actor uploaded to `bucket`. Someone else's file, another bucket's, an
 * unknown id and a file whose bytes are gone are all 404 FILE_NOT_FOUND.
 */
export async function readOwnImage(options: {
  db: Db;
  storage: Storage;
  actor: Actor;
  fileId: string;
  bucket: FileRow['bucket'];
}): Promise<OwnImage> {
  const file = await findOwnFile(options);
  return { file, bytes: await readFileBytes(options.storage, file) };
}

/** A row without bytes is a file that is gone: FILE_NOT_FOUND, as for a row that is gone. */
export async function readFileBytes(storage: Storage, file: FileRow): Promise<Buffer> {
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw new AppError('FILE_NOT_FOUND', undefined, { cause: `no object at ${file.storageKey}` });
  return bytes;
}

/** Runs an analysis; an image the provider cannot read is 422 ANALYSIS_FAILED, not a server error. */
export async function analysing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnreadableImageError)
      throw new AppError('ANALYSIS_FAILED', undefined, { cause: error });
    throw error;
  }
}
