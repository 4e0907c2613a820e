import { isValidEmail, normalizeEmail } from '@ramkoll/shared/rules/account';
import type { Language } from '@ramkoll/shared/schemas/language';
import type { Db } from '../../db/client.js';
import { enqueueMailRequest } from '../mail/enqueue-mail.js';
import { PASSWORD_RESET_REQUEST, type PasswordResetRequestPayload } from './prepare-password-reset-mail.js';
import {
  consumeAttemptsOrRefuse,
  passwordResetSourceKey,
  passwordResetSourceRateLimit,
} from './rate-limit.js';
import type { RequestMeta } from './session-store.js';
import { validationFailed } from './validation.js';

/**
 * Asks for a reset link (decision 092). The answer must not tell whether the address has an
 * account, nor whether its mail limit held the link back, in its status, body or time: so the
 * request does the same work for every address (the source's limit and one outbox row), and the
 * outbox worker decides later whether a link is mailed (`preparePasswordResetMail`). Only the
 * source's own limit refuses, alike for every address: PASSWORD_RESET_RATE_LIMITED.
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
  await consumeAttemptsOrRefuse(
    { db, now, ipAddress: meta.ipAddress },
    [{ key: passwordResetSourceKey(meta.ipAddress), rule: passwordResetSourceRateLimit }],
    'PASSWORD_RESET_RATE_LIMITED',
  );
  const payload: PasswordResetRequestPayload = {
    resetUrlBase: `${publicUrl}/auth?reset=`,
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent,
  };
  await enqueueMailRequest(db, {
    to: normalizeEmail(rawEmail),
    kind: PASSWORD_RESET_REQUEST,
    // The account's own language wins when the worker finds one.
    language: language ?? 'sv',
    payload,
    now,
  });
}
