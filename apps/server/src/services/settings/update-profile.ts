import { scaledImageWidths } from '@ramkoll/shared/scaled-images';
import { scaledImageKey } from '../files/scaled-image.js';
import { checkFullName, normalizeFullName } from '@ramkoll/shared/rules/account-settings';
import { fileUrl } from '@ramkoll/shared/schemas/upload';
import type { ProfileResponse } from '@ramkoll/shared/schemas/settings';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { files } from '../../db/schema/files.js';
import { AppError } from '../../lib/app-error.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Actor } from '../actor.js';
import { validationFailed } from '../auth/validation.js';
import { findOwnFile } from '../files/find-own-file.js';

function refuseStore(actor: Actor): void {
  // A store's name is its shop's name, managed with the store (/store-settings), not here.
  if (actor.role === 'store') throw new AppError('FORBIDDEN');
}

/** The name shown in the app and, masked, in the histories of bikes registered from now on. */
export async function updateFullName({
  db,
  actor,
  fullName,
}: {
  db: Db;
  actor: Actor;
  fullName: string;
}): Promise<ProfileResponse> {
  refuseStore(actor);
  const problem = checkFullName(fullName);
  if (problem) throw validationFailed('fullName', problem);
  const [updated] = await db
    .update(profiles)
    .set({ fullName: normalizeFullName(fullName) })
    .where(eq(profiles.userId, actor.userId))
    .returning({ fullName: profiles.fullName, avatarUrl: profiles.avatarUrl });
  if (!updated) throw new AppError('PROFILE_FETCH_FAILED');
  return updated;
}

/**
 * Sets (an image the user uploaded to `avatars`) or removes the profile picture. The picture it
 * replaces is deleted: nobody can see it any more, so it is not kept (decision 019).
 */
export async function updateAvatar({
  db,
  storage,
  actor,
  fileId,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  fileId: string | null;
}): Promise<ProfileResponse> {
  refuseStore(actor);
  const file = fileId === null ? null : await findOwnFile({ db, actor, fileId, bucket: 'avatars' });
  const { profile, replaced } = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({ avatarUrl: file ? fileUrl(file.id) : null })
      .where(eq(profiles.userId, actor.userId))
      .returning({ fullName: profiles.fullName, avatarUrl: profiles.avatarUrl });
    if (!updated) throw new AppError('PROFILE_FETCH_FAILED');
    // Every other avatar of the user: the one replaced, and uploads never attached.
    const others = await tx
      .delete(files)
      .where(
        and(
          eq(files.ownerUserId, actor.userId),
          eq(files.bucket, 'avatars'),
          file ? ne(files.id, file.id) : undefined,
        ),
      )
      .returning({ storageKey: files.storageKey });
    return { profile: updated, replaced: others };
  });
  await deleteStoredObjects(storage, replaced);
  return profile;
}

/**
 * After the rows are gone: a left-over object is unreachable, so a failure is only noise. The
 * scaled copies (scaledImageKey) go with their original.
 */
export async function deleteStoredObjects(
  storage: Storage,
  objects: readonly { storageKey: string }[],
): Promise<void> {
  const keys = objects.flatMap(({ storageKey }) => [
    storageKey,
    ...scaledImageWidths.map((width) => scaledImageKey(storageKey, width)),
  ]);
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
