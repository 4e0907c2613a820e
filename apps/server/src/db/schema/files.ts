import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, isOneOf } from './columns.js';

/**
 * Spec buckets, plus ID documents for /mitt-id and profile pictures for /settings; none of them is
 * public (docs/product-rules.md, docs/decisions/019-account-deletion.md for avatars).
 */
export const fileBuckets = ['receipts', 'bike-photos', 'id-documents', 'avatars'] as const;

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

/**
 * What OCR read on a receipt, kept as facts rather than text: the receipt's text holds personal
 * numbers, which are stored nowhere in plain form (docs/product-rules.md). Registration re-checks the
 * verification against these facts inside its transaction without reading the image again.
 */
export const receiptScans = pgTable('receipt_scans', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  /** Frame number candidates read on the receipt, as frame keys (upper case). */
  frameKeys: text('frame_keys').array().notNull(),
  /** Keyed hashes (the profiles.personal_number_hash function) of every valid personnummer read. */
  personalNumberHashes: text('personal_number_hashes').array().notNull(),
  /** Valid organisation numbers read on the receipt (10 digits, no dash). */
  organizationNumbers: text('organization_numbers').array().notNull(),
  /** A seller name or a valid organisation number was found. */
  sellerInfoFound: boolean('seller_info_found').notNull(),
  /** Known bike brand and model words read on the receipt (enhance the photo analysis). */
  brand: text('brand'),
  model: text('model'),
  /** Which analysis provider read it, e.g. `tesseract`. */
  engine: text('engine').notNull(),
  scannedAt: createdAt(),
});
