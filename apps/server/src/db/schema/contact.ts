import { contactTopics } from '@ramkoll/shared/schemas/public-pages';
import { languages } from '@ramkoll/shared/schemas/language';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, isOneOf, timestampTz } from './columns.js';

/** Messages from the /contact form; each is also e-mailed to support through the outbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    /** The signed-in sender, if any; visitors may write too. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: contactTopics }).notNull(),
    message: text('message').notNull(),
    language: text('language', { enum: languages }).notNull().default('sv'),
    handledAt: timestampTz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_topic_check', isOneOf(t.topic, contactTopics)),
    check('contact_messages_language_check', isOneOf(t.language, languages)),
    check('contact_messages_message_check', sql`char_length(btrim(${t.message})) > 0`),
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_user_id_idx').on(t.userId),
  ],
);
