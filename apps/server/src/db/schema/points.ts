import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentFlagKinds, paymentStatuses } from '@ramkoll/shared/schemas/orders';
import { users } from './accounts.js';
import { createdAt, id, isOneOf, timestampTz, updatedAt } from './columns.js';

export const pointsReasons = [
  'purchase',
  'campaign_bonus',
  'bike_registration',
  'qr_order',
  'ownership_transfer',
  'recovery_reward',
  'store_package',
  'admin_adjustment',
  // A refunded or disputed purchase's unspent points taken back (decision 090).
  'purchase_reversal',
] as const;
export const pointsPackages = ['points_100', 'points_300', 'points_1000'] as const;
export const currencies = ['SEK', 'USD'] as const;
export { paymentFlagKinds, paymentStatuses };

/** Receipt numbers of paid payments, one after another (a receipt series for the bookkeeping). */
export const paymentReceiptNumbers = pgSequence('payment_receipt_numbers', { startWith: 1 });

/** The current balance, always equal to the sum of the user's ledger (kept in the same transaction). */
export const userBalances = pgTable(
  'user_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pointsBalance: integer('points_balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_balances_points_balance_check', sql`${t.pointsBalance} >= 0`)],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive credits, negative debits. */
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: pointsReasons }).notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** What caused it, e.g. `payment:<id>` or `bike:<id>`; also the idempotency key for credits. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    check('points_ledger_reason_check', isOneOf(t.reason, pointsReasons)),
    check('points_ledger_amount_check', sql`${t.amount} <> 0`),
    check('points_ledger_balance_after_check', sql`${t.balanceAfter} >= 0`),
    index('points_ledger_user_id_created_at_idx').on(t.userId, t.createdAt),
    // /business-analytics: the ledger's rows in a range of days (decision 046).
    index('points_ledger_created_at_idx').on(t.createdAt),
    // A payment or reward is credited once, however often its confirmation arrives.
    uniqueIndex('points_ledger_user_reason_reference_unique')
      .on(t.userId, t.reason, t.reference)
      .where(sql`${t.reference} is not null and ${t.amount} > 0`),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    /** Upper-case promo code. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    maxRedemptions: integer('max_redemptions'),
    bonusPoints: integer('bonus_points'),
    percentOff: integer('percent_off'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaigns_code_unique').on(t.code),
    check('campaigns_code_check', sql`${t.code} ~ '^[A-Z0-9]{3,32}$'`),
    check('campaigns_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('campaigns_max_redemptions_check', sql`${t.maxRedemptions} is null or ${t.maxRedemptions} >= 1`),
    // Exactly one kind of benefit per campaign.
    check(
      'campaigns_benefit_check',
      sql`(${t.bonusPoints} is not null and ${t.bonusPoints} > 0 and ${t.percentOff} is null)
        or (${t.percentOff} is not null and ${t.percentOff} between 1 and 100 and ${t.bonusPoints} is null)`,
    ),
    index('campaigns_created_by_idx').on(t.createdBy),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** The provider's id for the money itself (Stripe: the PaymentIntent), which refunds and disputes name. */
    providerTransactionId: text('provider_transaction_id'),
    /** Set from payment_receipt_numbers when the payment is credited; the receipt's number. */
    receiptNumber: integer('receipt_number'),
    package: text('package', { enum: pointsPackages }).notNull(),
    points: integer('points').notNull(),
    /** Minor units (öre / cents). */
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_id_unique').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_provider_transaction_id_unique')
      .on(t.provider, t.providerTransactionId)
      .where(sql`${t.providerTransactionId} is not null`),
    uniqueIndex('payments_receipt_number_unique').on(t.receiptNumber),
    check('payments_package_check', isOneOf(t.package, pointsPackages)),
    check('payments_currency_check', isOneOf(t.currency, currencies)),
    check('payments_status_check', isOneOf(t.status, paymentStatuses)),
    check('payments_amount_check', sql`${t.amount} >= 0 and ${t.points} > 0`),
    index('payments_user_id_idx').on(t.userId, t.createdAt),
    index('payments_campaign_id_idx').on(t.campaignId),
    // Points sold per window on the admin dashboard.
    index('payments_succeeded_completed_at_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);

export const campaignRedemptions = pgTable(
  'campaign_redemptions',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    pointsGranted: integer('points_granted').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_redemptions_campaign_id_user_id_unique').on(t.campaignId, t.userId),
    index('campaign_redemptions_user_id_idx').on(t.userId),
    index('campaign_redemptions_payment_id_idx').on(t.paymentId),
  ],
);

/**
 * Every webhook event a payment provider delivered and we handled, by its own id: a repeated
 * delivery finds its row and changes nothing (decision 090). Written in the transaction that acts
 * on the event, so an event that failed half-way is handled again on the next delivery.
 */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_provider_events_provider_event_id_unique').on(t.provider, t.eventId),
    index('payment_provider_events_payment_id_idx').on(t.paymentId),
  ],
);

/**
 * A refund or dispute of a paid package, for the admin (GET /api/admin/payment-flags): the points
 * due back, those taken from the balance and those already spent (`points_outstanding`).
 */
export const paymentFlags = pgTable(
  'payment_flags',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: paymentFlagKinds }).notNull(),
    /** Minor units refunded or disputed, in the payment's currency. */
    amount: integer('amount').notNull(),
    pointsDue: integer('points_due').notNull(),
    pointsTakenBack: integer('points_taken_back').notNull(),
    pointsOutstanding: integer('points_outstanding').notNull(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_flags_kind_check', isOneOf(t.kind, paymentFlagKinds)),
    check(
      'payment_flags_points_check',
      sql`${t.pointsTakenBack} >= 0 and ${t.pointsOutstanding} >= 0 and ${t.pointsDue} = ${t.pointsTakenBack} + ${t.pointsOutstanding}`,
    ),
    index('payment_flags_payment_id_idx').on(t.paymentId),
    index('payment_flags_user_id_idx').on(t.userId),
    index('payment_flags_created_at_idx').on(t.createdAt),
  ],
);
