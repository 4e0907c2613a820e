import { checkContactMessage } from '@ramkoll/shared/rules/contact-message';
import { defaultLanguage, type Language } from '@ramkoll/shared/schemas/language';
import type { ContactRequest } from '@ramkoll/shared/schemas/public-pages';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/contact.js';
import { AppError } from '../../lib/app-error.js';
import { consumeAttempt, type RateLimitRule } from '../auth/rate-limit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { enqueueMail } from '../mail/enqueue-mail.js';

/** 5 messages per hour per client IP: enough for a person, too few for a spam run. */
export const contactRateLimit: RateLimitRule = { max: 5, windowMs: 3_600_000 };

export function contactKey(ipAddress: string | null): string {
  return `contact:${ipAddress ?? 'unknown'}`;
}

/** The signed-in sender, if any: the row keeps their id and their language is the fallback. */
export interface ContactSender {
  userId: string;
  language: Language;
}

/**
 * A /contact message: the shared rules again on the server, then the per-IP limit (only valid
 * messages count), then the row and the mail to support in one transaction, so a stored message
 * is always mailed and a mail never reports a message that was not stored.
 */
export async function sendContactMessage({
  db,
  input,
  sender,
  supportEmail,
  meta,
  now,
}: {
  db: Db;
  input: ContactRequest;
  sender: ContactSender | null;
  supportEmail: string;
  meta: RequestMeta;
  now: Date;
}): Promise<{ id: string }> {
  const checked = checkContactMessage(input);
  if (!checked.ok) throw validationFailed(checked.field, checked.problem);
  const { message } = checked;
  const language = input.language ?? sender?.language ?? defaultLanguage;

  const limit = await consumeAttempt({
    db,
    key: contactKey(meta.ipAddress),
    rule: contactRateLimit,
    now,
    ipAddress: meta.ipAddress,
  });
  if (!limit.allowed) throw new AppError('RATE_LIMITED');

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, userId: sender?.userId ?? null, language, createdAt: now })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned nothing');
    await enqueueMail(tx, {
      to: supportEmail,
      template: 'contact-message',
      // Support reads Swedish; the mail names the language to answer in.
      language: defaultLanguage,
      payload: {
        messageId: row.id,
        name: message.name,
        email: message.email,
        topic: message.topic,
        senderLanguage: language,
        userId: sender?.userId ?? null,
        message: message.message,
      },
      now,
    });
    return { id: row.id };
  });
}
