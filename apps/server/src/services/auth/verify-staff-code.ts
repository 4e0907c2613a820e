import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/auth.js';
import { stores, storeStaffCodes } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { KeyedHash } from '../../lib/crypto/keyed-hash.js';
import { writeAudit } from '../audit/write-audit.js';
import type { Actor } from '../actor.js';
import { consumeCredentialAttempt, markCredentialAttemptSucceeded } from './credential-limits.js';
import type { RequestMeta } from './session-store.js';
import { validationFailed } from './validation.js';

const STAFF_CODE_PATTERN = /^[A-Za-z0-9]{6,20}$/;

/**
 * A store account confirms which staff member is working (docs/product-rules.md "Stores and admins"): the
 * code is compared by keyed hash with the store's active codes and recorded on the session, so
 * store actions say who did them. Codes are limited as passwords are (decision 091): per store and
 * address, per address and per store, so a wrong code typed elsewhere never locks the shop's counter.
 * During a key rotation (decision 055) a code stored under the previous key (or before key ids)
 * matches too, and is re-hashed under the current key at this check: a code cannot be recomputed
 * without the code.
 */
export async function verifyStaffCode({
  db,
  actor,
  sessionId,
  code,
  staffCodeHash,
  now,
  meta,
}: {
  db: Db;
  actor: Actor;
  sessionId: string;
  code: string;
  staffCodeHash: KeyedHash;
  now: Date;
  meta: RequestMeta;
}): Promise<void> {
  if (actor.role !== 'store') throw new AppError('FORBIDDEN');
  const trimmed = code.trim();
  if (!STAFF_CODE_PATTERN.test(trimmed)) throw validationFailed('code', 'staff_code_format');

  const attempt = await consumeCredentialAttempt({
    db,
    scope: 'staff-code',
    account: actor.userId,
    ipAddress: meta.ipAddress,
    now,
  });
  if (!attempt.allowed) {
    await writeAudit(db, {
      action: 'auth.staff_code_failed',
      actorUserId: actor.userId,
      details: { reason: 'rate_limited', limit: attempt.limit },
      meta,
    });
    throw new AppError('LOGIN_RATE_LIMITED', { retryAfterSeconds: attempt.retryAfterSeconds });
  }

  const [match] = await db
    .select({ id: storeStaffCodes.id, storeId: stores.id, codeHash: storeStaffCodes.codeHash })
    .from(stores)
    .innerJoin(storeStaffCodes, eq(storeStaffCodes.storeId, stores.id))
    .where(
      and(
        eq(stores.accountUserId, actor.userId),
        inArray(storeStaffCodes.codeHash, staffCodeHash.candidates(trimmed)),
        eq(storeStaffCodes.active, true),
      ),
    )
    .limit(1);
  if (!match) {
    await writeAudit(db, {
      action: 'auth.staff_code_failed',
      actorUserId: actor.userId,
      details: { reason: 'wrong_code' },
      meta,
    });
    throw new AppError('STAFF_CODE_INVALID');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ staffCodeId: match.id })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.userId)));
    const currentHash = staffCodeHash(trimmed);
    await tx
      .update(storeStaffCodes)
      .set(match.codeHash === currentHash ? { lastUsedAt: now } : { lastUsedAt: now, codeHash: currentHash })
      .where(eq(storeStaffCodes.id, match.id));
    await writeAudit(tx, {
      action: 'auth.staff_code_verified',
      actorUserId: actor.userId,
      targetType: 'store_staff_code',
      targetId: match.id,
      details: { storeId: match.storeId },
      meta,
    });
  });
  await markCredentialAttemptSucceeded(db, attempt.attemptIds);
}
