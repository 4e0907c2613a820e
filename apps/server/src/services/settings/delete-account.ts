import { randomBytes } from 'node:crypto';
import { maskOwnerName } from '@ramkoll/shared/rules/mask-owner-name';
import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, userConsent, users } from '../../db/schema/accounts.js';
import { passwordResetTokens } from '../../db/schema/auth.js';
import { bikeMessages, bikeRecoveryReports, bikes } from '../../db/schema/bikes.js';
import { files } from '../../db/schema/files.js';
import { idVerifications } from '../../db/schema/identity.js';
import { contactMessages } from '../../db/schema/contact.js';
import { mailbox, notifications, outbox } from '../../db/schema/messaging.js';
import { ownershipEvents, ownershipReceipts, ownershipTransfers } from '../../db/schema/ownership.js';
import { AppError } from '../../lib/app-error.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import { revokeAllSessions, type RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import { checkCurrentPassword } from './check-current-password.js';
import { deleteStoredObjects } from './update-profile.js';
import { closeActiveSale } from '../bikes/close-active-sale.js';

/** The e-mail a deleted account keeps: unique, never deliverable (.invalid), never typed by anyone. */
export function deletedAccountEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** The name a deleted account keeps when its own name masks to nothing. */
const DELETED_NAME = '***';

/**
 * Deletes the signed-in account (docs/product-rules.md; docs/decisions/019-account-deletion.md). Refused
 * while the person owns live bikes or has an ownership receipt or transfer in progress, and for the
 * last admin. Otherwise, in one transaction: the account can never sign in again, its personal data
 * is removed, and the bike histories it is part of keep only the masked name. Payments and the
 * points ledger stay (bookkeeping), tied to the anonymous account.
 */
export async function deleteAccount({
  db,
  storage,
  actor,
  password,
  now,
  meta,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  password: string;
  now: Date;
  meta: RequestMeta;
}): Promise<void> {
  if (actor.role === 'store') throw new AppError('FORBIDDEN');
  if (password.length === 0) throw validationFailed('password', 'password_required');
  await checkCurrentPassword({ db, userId: actor.userId, password, now, meta });
  // Nobody knows this password, so nothing can sign in with it; hashed before the transaction.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  const me = actor.userId;

  const removedFiles = await db.transaction(async (tx) => {
    // Serialises with registrations and transfers touching this account, and (for admins) with
    // another admin deleting themselves at the same moment.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, me)).for('update');
    if (actor.role === 'admin') {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('account-delete:admins', 0))`);
      const [others] = await tx
        .select({ n: count() })
        .from(profiles)
        .where(and(eq(profiles.role, 'admin'), ne(profiles.userId, me)));
      if ((others?.n ?? 0) === 0) throw new AppError('LAST_ADMIN');
    }
    const [owned] = await tx
      .select({ n: count() })
      .from(bikes)
      .where(and(eq(bikes.ownerId, me), isNull(bikes.deletedAt)));
    if ((owned?.n ?? 0) > 0) throw new AppError('ACCOUNT_HAS_BIKES', { count: owned?.n });
    const [pending] = await tx
      .select({ n: count() })
      .from(ownershipReceipts)
      .where(
        and(
          eq(ownershipReceipts.status, 'pending'),
          or(eq(ownershipReceipts.buyerId, me), eq(ownershipReceipts.sellerId, me)),
        ),
      );
    const [requested] = await tx
      .select({ n: count() })
      .from(ownershipTransfers)
      .where(
        and(
          eq(ownershipTransfers.status, 'requested'),
          or(eq(ownershipTransfers.fromUserId, me), eq(ownershipTransfers.toUserId, me)),
        ),
      );
    const inProgress = (pending?.n ?? 0) + (requested?.n ?? 0);
    if (inProgress > 0) throw new AppError('ACCOUNT_HAS_PENDING_TRANSFERS', { count: inProgress });

    const [profile] = await tx
      .select({ fullName: profiles.fullName, email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, me));
    const maskedName = maskOwnerName(profile?.fullName ?? '') || DELETED_NAME;

    // Bike histories keep the entry, with the masked name only.
    await tx
      .update(ownershipEvents)
      .set({ ownerName: maskedName })
      .where(eq(ownershipEvents.ownerUserId, me));
    await tx
      .update(users)
      .set({ email: deletedAccountEmail(me), passwordHash: unusableHash, mustChangePassword: false })
      .where(eq(users.id, me));
    await tx
      .update(profiles)
      .set({
        role: 'customer',
        fullName: maskedName,
        personalNumberEncrypted: null,
        personalNumberHash: null,
        personalNumberBoundAt: null,
        phone: null,
        avatarUrl: null,
        menuPreferences: null,
        topMenuPreferences: null,
        browserNotificationsEnabled: false,
        bikeRegistrationNotifications: false,
        messageNotifications: false,
      })
      .where(eq(profiles.userId, me));
    await revokeAllSessions({ db: tx, userId: me, now });
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, me));
    await tx.delete(userConsent).where(eq(userConsent.userId, me));
    await tx.delete(notifications).where(eq(notifications.userId, me));
    await tx.delete(bikeMessages).where(or(eq(bikeMessages.fromUserId, me), eq(bikeMessages.toUserId, me)));
    await closeActiveSale(tx, { sellerId: me }, now);
    // A finder's contact details were for the owner of that bike only.
    await tx
      .update(bikeRecoveryReports)
      .set({ finderId: null, contactInfo: '' })
      .where(eq(bikeRecoveryReports.finderId, me));
    await tx.delete(idVerifications).where(eq(idVerifications.userId, me));
    // What they wrote to support, and mail to their address (sent or waiting), held their
    // name and e-mail; none of it is needed once the account is gone.
    await tx.delete(contactMessages).where(eq(contactMessages.userId, me));
    if (profile?.email) {
      await tx.delete(outbox).where(eq(outbox.to, profile.email));
      await tx.delete(mailbox).where(eq(mailbox.to, profile.email));
    }
    // ID photos and the avatar go; receipts and bike photos stay where bike histories show them.
    const removed = await tx
      .delete(files)
      .where(and(eq(files.ownerUserId, me), inArray(files.bucket, ['id-documents', 'avatars'])))
      .returning({ storageKey: files.storageKey });
    await writeAudit(tx, {
      action: 'account.deleted',
      actorUserId: me,
      targetType: 'user',
      targetId: me,
      meta,
    });
    return removed;
  });
  await deleteStoredObjects(storage, removedFiles);
}
