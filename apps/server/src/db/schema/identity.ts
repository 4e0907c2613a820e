import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, isOneOf, timestampTz } from './columns.js';
import { files } from './files.js';

export const idVerificationStatuses = ['pending', 'approved', 'rejected'] as const;

/** ID-document checks from /mitt-id, reviewed by an admin. */
export const idVerifications = pgTable(
  'id_verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    status: text('status', { enum: idVerificationStatuses }).notNull().default('pending'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestampTz('reviewed_at'),
    /** Why a document was rejected, shown to the user. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('id_verifications_status_check', isOneOf(t.status, idVerificationStatuses)),
    index('id_verifications_user_id_idx').on(t.userId),
    index('id_verifications_file_id_idx').on(t.fileId),
    index('id_verifications_reviewed_by_idx').on(t.reviewedBy),
    index('id_verifications_status_idx').on(t.status, t.createdAt),
  ],
);
