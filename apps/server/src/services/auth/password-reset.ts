import { MIN_PASSWORD_LENGTH } from '@ramkoll/shared/rules/account';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { passwordResetTokens } from '../../db/schema/auth.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/write-audit.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import { hashOpaqueToken } from './opaque-token.js';
import { revokeAllSessions, type RequestMeta } from './session-store.js';
import { validationFailed } from './validation.js';

/** How long a mailed reset link works (the request itself: request-password-reset.ts). */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** Sets the new password with a single-use token and ends every session of the account. */
export async function confirmPasswordReset({
  db,
  now,
  meta,
  token,
  password,
}: {
  db: Db;
  now: Date;
  meta: RequestMeta;
  token: string;
  password: string;
}): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) throw validationFailed('password', 'password_too_short');
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    // The conditional update is the single-use check: of two concurrent uses only one matches.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, used.userId));
    await revokeAllSessions({ db: tx, userId: used.userId, now });
    await writeAudit(tx, {
      action: 'auth.password_reset',
      actorUserId: used.userId,
      targetType: 'user',
      targetId: used.userId,
      meta,
    });
    return used.userId;
  });
  if (!userId) throw new AppError('RESET_TOKEN_INVALID');
}
