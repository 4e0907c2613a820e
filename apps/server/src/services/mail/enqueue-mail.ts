import type { Language } from '@ramkoll/shared/schemas/language';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/messaging.js';
import type { MailPayloads, MailTemplate } from './templates.js';

/**
 * Queues a mail in the caller's transaction, so it is sent if and only if the change it reports
 * is committed. The outbox worker delivers it.
 */
export function enqueueMail<T extends MailTemplate>(
  db: Pick<Db, 'insert'>,
  mail: { to: string; template: T; language: Language; payload: MailPayloads[T]; now: Date },
): Promise<string> {
  return insertOutboxRow(db, mail);
}

/**
 * Queues a request whose mail the worker decides when it reaches the row (flushOutbox's
 * `prepare`): the request itself does the same work whatever the answer will be, so its timing
 * tells nothing (decision 092).
 */
export function enqueueMailRequest(
  db: Pick<Db, 'insert'>,
  request: { to: string; kind: string; language: Language; payload: Record<string, unknown>; now: Date },
): Promise<string> {
  return insertOutboxRow(db, { ...request, template: request.kind });
}

async function insertOutboxRow(
  db: Pick<Db, 'insert'>,
  row: { to: string; template: string; language: Language; payload: object; now: Date },
): Promise<string> {
  const [inserted] = await db
    .insert(outbox)
    .values({
      to: row.to,
      template: row.template,
      language: row.language,
      payload: row.payload,
      // The app's clock, not the database's, decides when it is due.
      nextAttemptAt: row.now,
      createdAt: row.now,
    })
    .returning({ id: outbox.id });
  if (!inserted) throw new Error('outbox insert returned nothing');
  return inserted.id;
}
