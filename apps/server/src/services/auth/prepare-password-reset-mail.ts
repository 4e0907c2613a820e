import { ZLanguage } from '@ramkoll/shared/schemas/language';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { passwordResetTokens } from '../../db/schema/auth.js';
import { outbox } from '../../db/schema/messaging.js';
import { writeAudit } from '../audit/write-audit.js';
import type { ClaimedRow } from '../mail/flush-outbox.js';
import type { MailPayloads } from '../mail/templates.js';
import { createOpaqueToken } from './opaque-token.js';
import { RESET_TOKEN_TTL_MINUTES } from './password-reset.js';
import { consumeAttempt, passwordResetMailKey, passwordResetMailRateLimit } from './rate-limit.js';

/** The outbox row's kind for a reset request, until the worker makes it a 'password-reset' mail. */
export const PASSWORD_RESET_REQUEST = 'password-reset-request';

const ZPasswordResetRequestPayload = z.object({
  /** The link without its token: `<PUBLIC_URL>/auth?reset=`. */
  resetUrlBase: z.string(),
  /** Who asked, for the audit row. */
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type PasswordResetRequestPayload = z.infer<typeof ZPasswordResetRequestPayload>;

/**
 * The outbox worker's half of a reset request (decision 092), after the requester has had the
 * answer: an address without an account, or one that has had its mails for the hour
 * (`passwordResetMailRateLimit`), gets nothing and the request row goes. Otherwise a single-use
 * token, the row turned into the 'password-reset' mail in the account's language, and the audit
 * row, in one transaction.
 */
export async function preparePasswordResetMail(
  db: Db,
  row: ClaimedRow,
  now: Date,
): Promise<ClaimedRow | null> {
  const request = ZPasswordResetRequestPayload.parse(row.payload);
  const [user] = await db
    .select({ id: users.id, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, row.to))
    .limit(1);
  if (!user) return null;
  const limit = await consumeAttempt({
    db,
    key: passwordResetMailKey(row.to),
    rule: passwordResetMailRateLimit,
    now,
    ipAddress: request.ipAddress,
  });
  if (!limit.allowed) return null;

  const { token, hash } = createOpaqueToken();
  const language = user.language ?? ZLanguage.parse(row.language);
  const payload: MailPayloads['password-reset'] = {
    resetUrl: `${request.resetUrlBase}${token}`,
    validMinutes: RESET_TOKEN_TTL_MINUTES,
  };
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await tx
      .update(outbox)
      .set({ template: 'password-reset', language, payload })
      .where(eq(outbox.id, row.id));
    await writeAudit(tx, {
      action: 'auth.password_reset_requested',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      meta: { ipAddress: request.ipAddress, userAgent: request.userAgent },
    });
  });
  return { ...row, template: 'password-reset', language, payload };
}
