import { MIN_PASSWORD_LENGTH, isValidEmail, normalizeEmail } from '@ramkoll/shared/rules/account';
import type { Language } from '@ramkoll/shared/schemas/language';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { passwordResetTokens } from '../../db/schema/auth.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/write-audit.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token.js';
import { revokeAllSessions, type RequestMeta } from './session-store.js';
import { validationFailed } from './validation.js';

export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * Queues a reset link if the address has an account; answers the same either way, so the
 * endpoint does not reveal which addresses are registered.
 */
export async function requestPasswordReset({
  db,
  now,
  publicUrl,
  meta,
  email: rawEmail,
  language,
}: {
  db: Db;
  now: Date;
  publicUrl: string;
  meta: RequestMeta;
  email: string;
  language?: Language;
}): Promise<void> {
  if (!rawEmail.trim()) throw validationFailed('email', 'email_required');
  if (!isValidEmail(rawEmail)) throw validationFailed('email', 'invalid_email');
  const email = normalizeEmail(rawEmail);
  const [user] = await db
    .select({ id: users.id, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;

  const { token, hash } = createOpaqueToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await enqueueMail(tx, {
      to: email,
      template: 'password-reset',
      language: user.language ?? language ?? 'sv',
      payload: { resetUrl: `${publicUrl}/auth?reset=${token}`, validMinutes: RESET_TOKEN_TTL_MINUTES },
      now,
    });
    await writeAudit(tx, {
      action: 'auth.password_reset_requested',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      meta,
    });
  });
}

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
