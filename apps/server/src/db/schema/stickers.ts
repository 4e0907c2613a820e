import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bikes } from './bikes.js';
import { createdAt, id, isOneOf, timestampTz } from './columns.js';

export const qrOrderStatuses = ['pending', 'printed', 'sent', 'cancelled'] as const;

/** Sticker orders (50 p per code); they form the admin's print queue. */
export const qrOrders = pgTable(
  'qr_orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    pointsSpent: integer('points_spent').notNull(),
    status: text('status', { enum: qrOrderStatuses }).notNull().default('pending'),
    shippingName: text('shipping_name'),
    shippingAddress: text('shipping_address'),
    createdAt: createdAt(),
    printedAt: timestampTz('printed_at'),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    check('qr_orders_status_check', isOneOf(t.status, qrOrderStatuses)),
    check('qr_orders_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('qr_orders_points_spent_check', sql`${t.pointsSpent} >= 0`),
    index('qr_orders_user_id_idx').on(t.userId),
    index('qr_orders_status_idx').on(t.status, t.createdAt),
  ],
);

/** One sticker; its QR encodes `<PUBLIC_URL>/q/<code>`. Linked to a bike once scanned by the owner. */
export const qrStickers = pgTable(
  'qr_stickers',
  {
    id: id(),
    code: text('code').notNull(),
    bikeId: uuid('bike_id').references(() => bikes.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => qrOrders.id, { onDelete: 'set null' }),
    linkedAt: timestampTz('linked_at'),
    printedAt: timestampTz('printed_at'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('qr_stickers_code_unique').on(t.code),
    check('qr_stickers_code_check', sql`${t.code} ~ '^[A-Z0-9]{6,20}$'`),
    index('qr_stickers_bike_id_idx').on(t.bikeId),
    index('qr_stickers_order_id_idx').on(t.orderId),
  ],
);
