import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { languages } from '@ramkoll/shared/schemas/language';
import { notificationTypes } from '@ramkoll/shared/schemas/notifications';
import { users } from './accounts.js';
import { createdAt, id, isOneOf, timestampTz } from './columns.js';

export { notificationTypes };
export const outboxKinds = ['email'] as const;

/** In-app notifications: the source of truth that the event stream and the bell read. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_type_check', isOneOf(t.type, notificationTypes)),
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Mail to send, written in the same transaction as the change it reports; a worker retries it. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind', { enum: outboxKinds }).notNull().default('email'),
    to: text('to').notNull(),
    template: text('template').notNull(),
    subject: text('subject'),
    language: text('language', { enum: languages }).notNull().default('sv'),
    payload: jsonb('payload').notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_kind_check', isOneOf(t.kind, outboxKinds)),
    check('outbox_language_check', isOneOf(t.language, languages)),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    // Account deletion removes the mail to a person's address.
    index('outbox_to_idx').on(t.to),
  ],
);

/** Without SMTP_URL, delivered mail lands here and is shown at /dev/mailbox. */
export const mailbox = pgTable(
  'mailbox',
  {
    id: id(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: createdAt(),
  },
  (t) => [index('mailbox_to_idx').on(t.to, t.createdAt), index('mailbox_outbox_id_idx').on(t.outboxId)],
);
