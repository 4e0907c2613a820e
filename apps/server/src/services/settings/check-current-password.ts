import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/crypto/password-hash.js';
import { consumeAttempt, markAttemptSucceeded, signInRateLimit } from '../auth/rate-limit.js';
import type { RequestMeta } from '../auth/session-store.js';

/** The rate-limit key of password checks inside /settings (change password, delete account). */
export function currentPasswordKey(userId: string): string {
  return `current-password:${userId}`;
}

/**
 * Proves the signed-in person knows the account's password before a change that cannot be undone
 * by a borrowed session. Limited like sign-in (5 attempts per 60 s), counted per account.
 */
export async function checkCurrentPassword({
  db,
  userId,
  password,
  now,
  meta,
}: {
  db: Db;
  userId: string;
  password: string;
  now: Date;
  meta: RequestMeta;
}): Promise<void> {
  const limit = await consumeAttempt({
    db,
    key: currentPasswordKey(userId),
    rule: signInRateLimit,
    now,
    ipAddress: meta.ipAddress,
  });
  if (!limit.allowed) throw new AppError('PASSWORD_RATE_LIMITED');
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('CURRENT_PASSWORD_INVALID');
  }
  await markAttemptSucceeded(db, limit.attemptId);
}
