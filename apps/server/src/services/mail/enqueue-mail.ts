import type { Language } from '@ramkoll/shared/schemas/language';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/messaging.js';
import type { MailPayloads, MailTemplate } from './templates.js';

/**
 * Queues a mail in the caller's transaction, so it is sent if and only if the change it reports
 * is committed. The outbox worker delivers it.
 */
export async function enqueueMail<T extends MailTemplate>(
  db: Pick<Db, 'insert'>,
  mail: { to: string; template: T; language: Language; payload: MailPayloads[T]; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: mail.to,
      template: mail.template,
      language: mail.language,
      payload: mail.payload,
      // The app's clock, not the database's, decides when it is due.
      nextAttemptAt: mail.now,
      createdAt: mail.now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}
