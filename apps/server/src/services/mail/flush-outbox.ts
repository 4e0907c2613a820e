import { ZLanguage } from '@ramkoll/shared/schemas/language';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/messaging.js';
import type { MailTransport } from './mail-transport.js';
import {
  isMailTemplate,
  mailAttachments,
  renderMail,
  sensitivePayloadFields,
  type MailPayloads,
} from './templates.js';

/** After this many failed attempts a mail stays in the outbox with its last error, for an operator. */
export const MAX_ATTEMPTS = 8;
/** A claimed row is invisible to other workers this long; a crashed worker's row comes back after it. */
const CLAIM_LEASE_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** An outbox row the worker holds. */
export interface ClaimedRow {
  id: string;
  to: string;
  template: string;
  language: string;
  payload: unknown;
  attempts: number;
}

/**
 * Turns a claimed row that is a request (`enqueueMailRequest`) into the mail to send, saving it
 * on the row so a retry sends the same mail, or answers null when no mail is to go (the row is
 * deleted). Keyed by the request's kind.
 */
export type MailPreparer = (db: Db, row: ClaimedRow, now: Date) => Promise<ClaimedRow | null>;

/**
 * Sends every due mail once. Rows are claimed one at a time with `for update skip locked` and a
 * lease, so several instances can flush the same outbox without sending a mail twice. Returns
 * how many mails were sent.
 */
export async function flushOutbox({
  db,
  transport,
  from,
  publicUrl,
  now,
  prepare = {},
  limit = 50,
}: {
  db: Db;
  transport: MailTransport;
  from: string;
  /** PUBLIC_URL: the only pages a mail links to (decision 095). */
  publicUrl: string;
  now: () => Date;
  prepare?: Readonly<Partial<Record<string, MailPreparer>>>;
  limit?: number;
}): Promise<number> {
  let sent = 0;
  for (let index = 0; index < limit; index++) {
    const claimed = await claimNext(db, now(), CLAIM_LEASE_MS);
    if (!claimed) break;
    try {
      const preparer = prepare[claimed.template];
      const row = preparer ? await preparer(db, claimed, now()) : claimed;
      if (!row) {
        await db.delete(outbox).where(eq(outbox.id, claimed.id));
        continue;
      }
      if (!isMailTemplate(row.template)) throw new Error(`unknown template ${row.template}`);
      const language = ZLanguage.parse(row.language);
      // The payload was written for this template by enqueueMail or by its request's preparer.
      const payload = row.payload as MailPayloads[typeof row.template];
      const rendered = renderMail(row.template, language, payload, { publicUrl });
      const attachments = await mailAttachments(row.template, language, payload);
      await transport.send({ outboxId: row.id, from, to: row.to, ...rendered, attachments });
      await db
        .update(outbox)
        .set({ sentAt: now(), lastError: null, payload: withoutSecrets(row.template, row.payload) })
        .where(eq(outbox.id, row.id));
      sent++;
    } catch (error) {
      const attempts = claimed.attempts + 1;
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
          nextAttemptAt:
            attempts >= MAX_ATTEMPTS
              ? new Date('9999-12-31T00:00:00Z')
              : new Date(now().getTime() + retryDelayMs(attempts)),
        })
        .where(eq(outbox.id, claimed.id));
    }
  }
  return sent;
}

async function claimNext(db: Db, now: Date, leaseMs: number): Promise<ClaimedRow | null> {
  const lease = new Date(now.getTime() + leaseMs);
  const result = await db.execute<{
    id: string;
    to: string;
    template: string;
    language: string;
    payload: unknown;
    attempts: number;
  }>(sql`
    update ${outbox} set next_attempt_at = ${lease.toISOString()}
    where id = (
      select id from ${outbox}
      where sent_at is null and next_attempt_at <= ${now.toISOString()} and attempts < ${MAX_ATTEMPTS}
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    returning id, "to", template, language, payload, attempts`);
  return result.rows[0] ?? null;
}

function withoutSecrets(template: string, payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'object' || payload === null) return {};
  const secret = isMailTemplate(template) ? (sensitivePayloadFields[template] ?? []) : [];
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !secret.includes(key)));
}
