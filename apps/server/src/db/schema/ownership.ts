import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bikes } from './bikes.js';
import { createdAt, id, isOneOf, timestampTz, updatedAt } from './columns.js';
import { files } from './files.js';
import { stores } from './stores.js';

export const receiptStatuses = ['pending', 'completed', 'declined', 'cancelled'] as const;
export const transferStatuses = ['requested', 'completed', 'declined', 'cancelled'] as const;
export const ownershipEventTypes = ['registration', 'purchase', 'transfer'] as const;
export const registrationTypes = ['self', 'store'] as const;

/** The receipt both parties accept for a change of owner (docs/product-rules.md "Ownership lifecycle"). */
export const ownershipReceipts = pgTable(
  'ownership_receipts',
  {
    id: id(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Whole kronor. */
    price: integer('price'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    receiptNumber: text('receipt_number').notNull(),
    /**
     * Printed on the bill of sale; /receipts checks it. 12 characters from a random UUID's hash:
     * unguessable enough that a forged bill cannot name a real receipt.
     */
    verificationCode: text('verification_code')
      .notNull()
      .default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 12))`),
    warrantyEndDate: date('warranty_end_date', { mode: 'string' }),
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    sellerAcceptedAt: timestampTz('seller_accepted_at'),
    buyerAcceptedAt: timestampTz('buyer_accepted_at'),
    status: text('status', { enum: receiptStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ownership_receipts_status_check', isOneOf(t.status, receiptStatuses)),
    check('ownership_receipts_price_check', sql`${t.price} is null or ${t.price} >= 0`),
    check('ownership_receipts_parties_check', sql`${t.buyerId} <> ${t.sellerId}`),
    // Completed means both accepted (spec section 4).
    check(
      'ownership_receipts_completed_check',
      sql`${t.status} <> 'completed' or (${t.sellerAcceptedAt} is not null and ${t.buyerAcceptedAt} is not null)`,
    ),
    uniqueIndex('ownership_receipts_receipt_number_unique').on(t.receiptNumber),
    uniqueIndex('ownership_receipts_verification_code_unique').on(t.verificationCode),
    index('ownership_receipts_bike_id_idx').on(t.bikeId),
    index('ownership_receipts_buyer_id_idx').on(t.buyerId, t.status),
    index('ownership_receipts_seller_id_idx').on(t.sellerId, t.status),
    index('ownership_receipts_receipt_file_id_idx').on(t.receiptFileId),
  ],
);

export const ownershipTransfers = pgTable(
  'ownership_transfers',
  {
    id: id(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    receiptId: uuid('receipt_id').references(() => ownershipReceipts.id, { onDelete: 'set null' }),
    status: text('status', { enum: transferStatuses }).notNull().default('requested'),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ownership_transfers_status_check', isOneOf(t.status, transferStatuses)),
    check('ownership_transfers_parties_check', sql`${t.fromUserId} <> ${t.toUserId}`),
    // One open transfer per bike, so two buyers can never both be accepted.
    uniqueIndex('ownership_transfers_one_open_per_bike')
      .on(t.bikeId)
      .where(sql`${t.status} = 'requested'`),
    index('ownership_transfers_from_user_id_idx').on(t.fromUserId),
    index('ownership_transfers_to_user_id_idx').on(t.toUserId),
    index('ownership_transfers_receipt_id_idx').on(t.receiptId),
  ],
);

/**
 * A bike's history, one row per event. Owner name and store details are snapshots taken when the
 * event happened, so a history stays readable after renames or deleted accounts.
 */
export const ownershipEvents = pgTable(
  'ownership_events',
  {
    id: id(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: ownershipEventTypes }).notNull(),
    registrationType: text('registration_type', { enum: registrationTypes }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerName: text('owner_name').notNull(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** Whole kronor. */
    purchasePrice: integer('purchase_price'),
    receiptNumber: text('receipt_number'),
    warrantyEndDate: date('warranty_end_date', { mode: 'string' }),
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    receiptId: uuid('receipt_id').references(() => ownershipReceipts.id, { onDelete: 'set null' }),
    transferId: uuid('transfer_id').references(() => ownershipTransfers.id, { onDelete: 'set null' }),
    eventDate: timestampTz('event_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ownership_events_event_type_check', isOneOf(t.eventType, ownershipEventTypes)),
    check('ownership_events_registration_type_check', isOneOf(t.registrationType, registrationTypes)),
    check(
      'ownership_events_registration_type_pair_check',
      sql`(${t.eventType} = 'registration') = (${t.registrationType} is not null)`,
    ),
    check(
      'ownership_events_purchase_price_check',
      sql`${t.purchasePrice} is null or ${t.purchasePrice} >= 0`,
    ),
    index('ownership_events_bike_id_event_date_idx').on(t.bikeId, t.eventDate),
    index('ownership_events_owner_user_id_idx').on(t.ownerUserId),
    index('ownership_events_store_id_idx').on(t.storeId),
    index('ownership_events_receipt_file_id_idx').on(t.receiptFileId),
    index('ownership_events_receipt_id_idx').on(t.receiptId),
    index('ownership_events_transfer_id_idx').on(t.transferId),
  ],
);
