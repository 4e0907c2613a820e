import { checkPasswordChange } from '@ramkoll/shared/rules/account-settings';
import type { ChangePasswordRequest } from '@ramkoll/shared/schemas/settings';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { passwordResetTokens, sessions } from '../../db/schema/auth.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import { checkCurrentPassword } from './check-current-password.js';

/**
 * A new password for the signed-in account: the current one must be right; every other session
 * (other devices, a thief's borrowed session) and every unused reset link ends. This session stays.
 */
export async function changePassword({
  db,
  actor,
  sessionId,
  input,
  now,
  meta,
}: {
  db: Db;
  actor: Actor;
  sessionId: string;
  input: ChangePasswordRequest;
  now: Date;
  meta: RequestMeta;
}): Promise<void> {
  const problem = checkPasswordChange(input);
  if (problem) throw validationFailed(problem.field, problem.problem);
  await checkCurrentPassword({ db, userId: actor.userId, password: input.currentPassword, now, meta });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, actor.userId));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, actor.userId), isNull(sessions.revokedAt), ne(sessions.id, sessionId)))
      .returning({ id: sessions.id });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, actor.userId), isNull(passwordResetTokens.usedAt)));
    await writeAudit(tx, {
      action: 'account.password_changed',
      actorUserId: actor.userId,
      targetType: 'user',
      targetId: actor.userId,
      details: { otherSessionsEnded: ended.length },
      meta,
    });
  });
}
