import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, isOneOf } from './columns.js';

/** Spec buckets, plus ID documents for /mitt-id; none of them is public (DECISIONS.md). */
export const fileBuckets = ['receipts', 'bike-photos', 'id-documents'] as const;

/** Metadata of an uploaded file; the bytes live in the Storage provider under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: id(),
    bucket: text('bucket', { enum: fileBuckets }).notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `<bucket>/<user id>/<uuid>.<ext>` (spec: files stored under the user id). */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    index('files_owner_user_id_idx').on(t.ownerUserId),
    check('files_bucket_check', isOneOf(t.bucket, fileBuckets)),
    check('files_size_bytes_check', sql`${t.sizeBytes} > 0`),
  ],
);
