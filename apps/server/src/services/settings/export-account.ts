import { fileUrl } from '@ramkoll/shared/schemas/upload';
import type { AccountExport } from '@ramkoll/shared/schemas/settings';
import { desc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, userConsent, users } from '../../db/schema/accounts.js';
import { bikeMessages, bikeRecoveryReports, bikes } from '../../db/schema/bikes.js';
import { files } from '../../db/schema/files.js';
import { notifications } from '../../db/schema/messaging.js';
import { ownershipEvents, ownershipReceipts, ownershipTransfers } from '../../db/schema/ownership.js';
import { payments, pointsLedger, userBalances } from '../../db/schema/points.js';
import { qrOrders } from '../../db/schema/stickers.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';

// Secrets and internals that are not the person's data: the password hash, the personnummer's
// ciphertext and keyed hash (the number itself is exported in clear), and storage paths.
const { passwordHash: _passwordHash, ...accountColumns } = getTableColumns(users);
const {
  personalNumberEncrypted: _encrypted,
  personalNumberHash: _hash,
  ...profileColumns
} = getTableColumns(profiles);
const { storageKey: _storageKey, ...fileColumns } = getTableColumns(files);

/**
 * "Download my data" (docs/product-rules.md): everything the registry holds about the signed-in person, one
 * query per table inside one read-only snapshot so the parts agree with each other.
 */
export async function exportAccount({
  db,
  actor,
  cipher,
  now,
  meta,
}: {
  db: Db;
  actor: Actor;
  cipher: PersonalNumberCipher;
  now: Date;
  meta: RequestMeta;
}): Promise<AccountExport> {
  const me = actor.userId;
  const exported = await db.transaction(
    async (tx) => {
      const [account] = await tx
        .select({ ...accountColumns, pointsBalance: userBalances.pointsBalance })
        .from(users)
        .leftJoin(userBalances, eq(userBalances.userId, users.id))
        .where(eq(users.id, me));
      if (!account) throw new AppError('PROFILE_FETCH_FAILED');
      const [profile] = await tx
        .select({ ...profileColumns, personalNumberEncrypted: profiles.personalNumberEncrypted })
        .from(profiles)
        .where(eq(profiles.userId, me));
      const myBikeIds = tx.select({ id: bikes.id }).from(bikes).where(eq(bikes.ownerId, me));
      return {
        account,
        profile: profile ? withClearPersonalNumber(profile, cipher) : null,
        consent: await tx.select().from(userConsent).where(eq(userConsent.userId, me)),
        bikes: await tx.select().from(bikes).where(eq(bikes.ownerId, me)).orderBy(bikes.createdAt),
        ownershipHistory: await tx
          .select()
          .from(ownershipEvents)
          .where(eq(ownershipEvents.ownerUserId, me))
          .orderBy(ownershipEvents.eventDate),
        ownershipReceipts: await tx
          .select()
          .from(ownershipReceipts)
          .where(or(eq(ownershipReceipts.buyerId, me), eq(ownershipReceipts.sellerId, me)))
          .orderBy(ownershipReceipts.createdAt),
        ownershipTransfers: await tx
          .select()
          .from(ownershipTransfers)
          .where(or(eq(ownershipTransfers.fromUserId, me), eq(ownershipTransfers.toUserId, me)))
          .orderBy(ownershipTransfers.createdAt),
        files: (
          await tx.select(fileColumns).from(files).where(eq(files.ownerUserId, me)).orderBy(files.createdAt)
        ).map((file) => ({ ...file, url: fileUrl(file.id) })),
        messages: await tx
          .select()
          .from(bikeMessages)
          .where(or(eq(bikeMessages.fromUserId, me), eq(bikeMessages.toUserId, me)))
          .orderBy(bikeMessages.createdAt),
        // Reports the person sent as a finder, and reports about their own bikes.
        recoveryReports: await tx
          .select()
          .from(bikeRecoveryReports)
          .where(or(eq(bikeRecoveryReports.finderId, me), inArray(bikeRecoveryReports.bikeId, myBikeIds)))
          .orderBy(bikeRecoveryReports.createdAt),
        pointsLedger: await tx
          .select()
          .from(pointsLedger)
          .where(eq(pointsLedger.userId, me))
          .orderBy(pointsLedger.createdAt),
        payments: await tx.select().from(payments).where(eq(payments.userId, me)).orderBy(payments.createdAt),
        qrOrders: await tx.select().from(qrOrders).where(eq(qrOrders.userId, me)).orderBy(qrOrders.createdAt),
        notifications: await tx
          .select()
          .from(notifications)
          .where(eq(notifications.userId, me))
          .orderBy(desc(notifications.createdAt)),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await writeAudit(db, {
    action: 'account.exported',
    actorUserId: me,
    targetType: 'user',
    targetId: me,
    meta,
  });
  return { exportedAt: now.toISOString(), ...exported };
}

function withClearPersonalNumber<T extends { personalNumberEncrypted: string | null }>(
  profile: T,
  cipher: PersonalNumberCipher,
): Omit<T, 'personalNumberEncrypted'> & { personalNumber: string | null } {
  const { personalNumberEncrypted, ...rest } = profile;
  let personalNumber: string | null = null;
  try {
    personalNumber = personalNumberEncrypted ? cipher.decrypt(personalNumberEncrypted) : null;
  } catch {
    // A ciphertext under another key: the export still works, without the number.
  }
  return { ...rest, personalNumber };
}
