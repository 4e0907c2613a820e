import type { PendingIdVerificationsResponse } from '@ramkoll/shared/schemas/id-verification';
import { fileUrl } from '@ramkoll/shared/schemas/upload';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { idVerifications } from '../../db/schema/identity.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { maskStoredPersonalNumber } from '../../lib/crypto/mask-stored-personal-number.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';

export interface ListPendingIdVerificationsOptions {
  db: Db;
  actor: Actor;
  cipher: PersonalNumberCipher;
  page: number;
  pageSize: number;
}

const pending = eq(idVerifications.status, 'pending');
/** Oldest first, the order of id_verifications_status_idx (status, created_at). */
const queueOrder = [asc(idVerifications.createdAt), asc(idVerifications.id)];

/**
 * GET /api/admin/id-verifications: the review queue, oldest first, a page at a time. Each entry
 * names the account (full name, e-mail, the masked personnummer's birth date) so the admin can
 * compare it with the photo, which they open through its file URL.
 */
export async function listPendingIdVerifications(
  options: ListPendingIdVerificationsOptions,
): Promise<PendingIdVerificationsResponse> {
  const { db, actor, cipher, page, pageSize } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: idVerifications.id,
        userId: idVerifications.userId,
        fileId: idVerifications.fileId,
        createdAt: idVerifications.createdAt,
        email: users.email,
        fullName: profiles.fullName,
        personalNumberEncrypted: profiles.personalNumberEncrypted,
      })
      .from(idVerifications)
      .innerJoin(users, eq(users.id, idVerifications.userId))
      .leftJoin(profiles, eq(profiles.userId, idVerifications.userId))
      .where(pending)
      .orderBy(...queueOrder)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(idVerifications)
      .where(pending),
  ]);
  return {
    submissions: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      fullName: row.fullName ?? '',
      email: row.email,
      personalNumberMasked: maskStoredPersonalNumber(cipher, row.personalNumberEncrypted),
      submittedAt: row.createdAt.toISOString(),
      documentUrl: fileUrl(row.fileId),
    })),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}
