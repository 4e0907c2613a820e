import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

export interface FindOwnFileOptions {
  /** The database or a transaction on it. */
  db: Db;
  actor: Actor;
  fileId: string;
  bucket: FileRow['bucket'];
}

export type FileRow = typeof files.$inferSelect;

const ZFileId = z.uuid();

/**
 * A file the actor uploaded to the given bucket, for forms that attach an upload (a bike's
 * receipt or photo): someone else's file, a file from another bucket and an unknown id are all
 * FILE_NOT_FOUND, so nobody can attach a file they could not open themselves.
 */
export async function findOwnFile(options: FindOwnFileOptions): Promise<FileRow> {
  const { db, actor, fileId, bucket } = options;
  if (!ZFileId.safeParse(fileId).success) throw new AppError('FILE_NOT_FOUND');
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerUserId, actor.userId), eq(files.bucket, bucket)))
    .limit(1);
  if (!file) throw new AppError('FILE_NOT_FOUND');
  return file;
}
