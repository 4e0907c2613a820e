import { FRAME_NUMBER_PATTERN } from '@ramkoll/shared/rules/frame-number';
import { rewardWithheldReasons } from '@ramkoll/shared/rules/finder-reward';
import { bikeTypes, messageTypes } from '@ramkoll/shared/schemas/bike';
import { frameNumberReviewStatuses } from '@ramkoll/shared/schemas/frame-number-review';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldSql } from '../../lib/fold-text.js';
import { frameKeySql, frameNormalizedSql } from '../../lib/frame-number.js';
import { users } from './accounts.js';
import { createdAt, id, isOneOf, timestampTz, updatedAt } from './columns.js';
import { files } from './files.js';
import { stores, storeStaffCodes } from './stores.js';

/**
 * Storage of every GIN index a search reads: a new bike's entries go into the index at once
 * (fastupdate off). With PostgreSQL's default they wait in a pending list that every search reads
 * through until a vacuum or 4 MB folds it in: 5,000 registrations made close frame search five
 * times slower at 1,000,000 bikes (docs/decisions/081-search-indexes-updated-at-once.md).
 */
const searchedGin = { fastupdate: false };

export const bikeStatuses = ['for_sale'] as const;
export const stolenStatuses = ['stolen'] as const;
export const recoveryReportStatuses = ['pending', 'confirmed', 'dismissed'] as const;

export const bikes = pgTable(
  'bikes',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** As entered, trimmed. */
    frameNumber: text('frame_number').notNull(),
    frameKey: text('frame_key')
      .notNull()
      .generatedAlwaysAs(sql.raw(frameKeySql('frame_number'))),
    frameNormalized: text('frame_normalized')
      .notNull()
      .generatedAlwaysAs(sql.raw(frameNormalizedSql('frame_number'))),
    bikeName: text('bike_name'),
    brand: text('brand'),
    model: text('model'),
    color: text('color'),
    bikeType: text('bike_type', { enum: bikeTypes }),
    description: text('description'),
    batterySerialNumber: text('battery_serial_number'),
    /** The spec's receipt_photo_url / bike_photo_url: files are private, so rows point at file ids. */
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    bikePhotoFileId: uuid('bike_photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    city: text('city'),
    status: text('status', { enum: bikeStatuses }),
    stolenStatus: text('stolen_status', { enum: stolenStatuses }),
    stolenDate: date('stolen_date', { mode: 'string' }),
    stolenLocationDetails: text('stolen_location_details'),
    policeReportNumber: text('police_report_number'),
    /**
     * When the owner reported the current (or last) theft, by the clock; the finder's reward needs
     * a found report at least a day later (rules/finder-reward, decision 095). Kept after recovery.
     */
    stolenReportedAt: timestampTz('stolen_reported_at'),
    batteryStolenStatus: text('battery_stolen_status', { enum: stolenStatuses }),
    recoveredAt: timestampTz('recovered_at'),
    publicBikeName: boolean('public_bike_name').notNull().default(true),
    publicBrand: boolean('public_brand').notNull().default(true),
    publicModel: boolean('public_model').notNull().default(true),
    publicColor: boolean('public_color').notNull().default(true),
    publicDescription: boolean('public_description').notNull().default(true),
    publicBikePhoto: boolean('public_bike_photo').notNull().default(true),
    registeredByStoreId: uuid('registered_by_store_id').references(() => stores.id, { onDelete: 'set null' }),
    registeredByStaffCodeId: uuid('registered_by_staff_code_id').references(() => storeStaffCodes.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [
    check('bikes_frame_number_check', sql`${t.frameNumber} ~ ${sql.raw(`'${FRAME_NUMBER_PATTERN}'`)}`),
    check('bikes_bike_type_check', isOneOf(t.bikeType, bikeTypes)),
    check('bikes_status_check', isOneOf(t.status, bikeStatuses)),
    check('bikes_stolen_status_check', isOneOf(t.stolenStatus, stolenStatuses)),
    check('bikes_battery_stolen_status_check', isOneOf(t.batteryStolenStatus, stolenStatuses)),
    // A stolen bike cannot be sold (spec section 4); the services check too, this is the backstop.
    check(
      'bikes_stolen_not_for_sale_check',
      sql`not (${t.stolenStatus} = 'stolen' and ${t.status} = 'for_sale')`,
    ),
    uniqueIndex('bikes_frame_key_live_unique')
      .on(t.frameKey)
      .where(sql`${t.deletedAt} is null`),
    index('bikes_frame_key_trgm_idx').using('gin', t.frameKey.op('gin_trgm_ops')).with(searchedGin),
    index('bikes_frame_normalized_trgm_idx')
      .using('gin', t.frameNormalized.op('gin_trgm_ops'))
      .with(searchedGin),
    // Search (GET /api/bikes/search): normalised frame numbers by equality, and substring matches
    // on brand, model, colour and city through trigram indexes on the lower-cased text.
    index('bikes_frame_normalized_idx')
      .on(t.frameNormalized)
      .where(sql`${t.deletedAt} is null`),
    index('bikes_brand_trgm_idx')
      .using('gin', sql.raw(`${foldSql('brand')} gin_trgm_ops`))
      .with(searchedGin),
    index('bikes_model_trgm_idx')
      .using('gin', sql.raw(`${foldSql('model')} gin_trgm_ops`))
      .with(searchedGin),
    index('bikes_color_trgm_idx')
      .using('gin', sql.raw(`${foldSql('color')} gin_trgm_ops`))
      .with(searchedGin),
    index('bikes_city_trgm_idx')
      .using('gin', sql.raw(`${foldSql('city')} gin_trgm_ops`))
      .with(searchedGin),
    index('bikes_bike_type_idx')
      .on(t.bikeType, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('bikes_owner_id_idx').on(t.ownerId),
    // The admin dashboard's registrations and recoveries per window (decision 041).
    index('bikes_created_at_idx').on(t.createdAt),
    index('bikes_recovered_at_idx')
      .on(t.recoveredAt)
      .where(sql`${t.recoveredAt} is not null`),
    // /analytics: thefts by the day they happened, recovered ones included (decision 042).
    index('bikes_stolen_date_idx')
      .on(t.stolenDate)
      .where(sql`${t.stolenDate} is not null`),
    // /insurance-analytics (decisions 045, 049): the stolen bikes registered in a range, for the
    // quartiles of days to recovery and of purchase values (the counts come from analytics_daily).
    index('bikes_stolen_cohort_idx')
      .on(t.createdAt, t.stolenDate, t.recoveredAt, t.id)
      .where(sql`${t.stolenDate} is not null`),
    index('bikes_registered_by_store_id_idx').on(t.registeredByStoreId),
    index('bikes_registered_by_staff_code_id_idx').on(t.registeredByStaffCodeId),
    // /store-bikes and /store-analytics (docs/decisions/040): a store's registrations and its
    // account's stock, newest first, each read from its own index (a BitmapOr for the list).
    index('bikes_registered_by_store_recent_idx')
      .on(t.registeredByStoreId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('bikes_owner_recent_idx')
      .on(t.ownerId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('bikes_receipt_file_id_idx').on(t.receiptFileId),
    index('bikes_bike_photo_file_id_idx').on(t.bikePhotoFileId),
    // 'Stulna cyklar' in its own order, so a page is read straight from the index.
    index('bikes_stolen_idx')
      .on(t.stolenDate.desc().nullsLast(), t.createdAt.desc(), t.id)
      .where(sql`${t.stolenStatus} = 'stolen' and ${t.deletedAt} is null`),
    index('bikes_for_sale_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'for_sale' and ${t.deletedAt} is null`),
    // "Close" frame numbers (docs/decisions/028-search-at-scale.md): each live bike's normalised
    // frame number and its one-character deletions, hashed; a typo shares one of them.
    index('bikes_frame_variants_idx')
      .using('gin', sql`frame_variant_hashes(${t.frameNormalized})`)
      .with(searchedGin)
      .where(sql`${t.deletedAt} is null`),
    // Search with filters (decision 058): each live bike's visible brand, model and colour, its
    // city, type, and city with type as tags, so a filtered search intersects posting lists
    // instead of checking the bikes of its commonest filter one by one.
    index('bikes_search_tags_idx')
      .using(
        'gin',
        sql`bike_search_tags(${t.brand}, ${t.model}, ${t.color}, ${t.city}, ${t.bikeType}, ${t.publicBrand}, ${t.publicModel}, ${t.publicColor})`,
      )
      .with(searchedGin)
      .where(sql`${t.deletedAt} is null`),
    // Text search: the newest bikes with a given visible brand, model or colour, in page order.
    // Migration 0022 adds INCLUDE (brand, model, color, city, bike_type, public_*), which drizzle
    // cannot write: a filtered search checks its bikes from the index alone (decision 060).
    ...(['brand', 'model', 'color'] as const).map((field) =>
      index(`bikes_${field}_recent_idx`)
        .using('btree', sql.raw(foldSql(field)), t.createdAt.desc(), t.id)
        .where(sql.raw(`deleted_at is null and public_${field}`)),
    ),
    // Text with a city: the newest bikes with a given visible brand, model or colour in a given
    // city, in page order. Migration 0023 adds INCLUDE (bike_type, brand, model, color, city,
    // public_*): the type is checked from the index alone (decision 061).
    ...(['brand', 'model', 'color'] as const).map((field) =>
      index(`bikes_${field}_place_recent_idx`)
        .using('btree', sql.raw(foldSql(field)), sql.raw(foldSql('city')), t.createdAt.desc(), t.id)
        .where(sql.raw(`deleted_at is null and public_${field}`)),
    ),
  ],
);

/**
 * Every visible brand, model and colour value, every city, type and city with type
 * ('city_type', value 'city|type') of live bikes (folded as search folds them) with how many bikes
 * carry it, and the number of live stolen bikes (field 'stolen', value ''). Kept by a trigger on
 * bikes in the same transaction, so search finds matching values and totals without touching the
 * bikes that match (docs/decisions/028-search-at-scale.md, 058-filtered-search.md).
 */
export const bikeSearchTerms = pgTable(
  'bike_search_terms',
  {
    field: text('field').notNull(),
    value: text('value').notNull(),
    bikeCount: integer('bike_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'bike_search_terms_pkey', columns: [t.field, t.value] }),
    index('bike_search_terms_value_trgm_idx').using('gin', t.value.op('gin_trgm_ops')).with(searchedGin),
  ],
);

/**
 * Every visible brand, model and colour value of live bikes by the bike's city (folded, '' for
 * none) and type ('' for none), with how many bikes carry it: `trek` in Stockholm of type "dam".
 * Kept by the same trigger as bike_search_terms; a search with text and a city or a type reads
 * from it how many bikes match before reading any (docs/decisions/060-prepared-and-covering-search.md).
 */
export const bikeSearchPlaces = pgTable(
  'bike_search_places',
  {
    field: text('field').notNull(),
    value: text('value').notNull(),
    city: text('city').notNull(),
    bikeType: text('bike_type').notNull(),
    bikeCount: integer('bike_count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'bike_search_places_pkey', columns: [t.field, t.value, t.city, t.bikeType] })],
);

export const bikeSales = pgTable(
  'bike_sales',
  {
    id: id(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whole kronor. */
    salePrice: integer('sale_price').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    closedAt: timestampTz('closed_at'),
  },
  (t) => [
    check('bike_sales_sale_price_check', sql`${t.salePrice} >= 0`),
    uniqueIndex('bike_sales_one_active_per_bike')
      .on(t.bikeId)
      .where(sql`${t.isActive}`),
    index('bike_sales_bike_id_idx').on(t.bikeId),
    // 'Bikes for sale' on the home screen: the newest active sales.
    // 'Cyklar till salu': the newest active sales in list order, bike id breaking ties.
    index('bike_sales_active_newest_idx')
      .on(t.createdAt.desc(), t.bikeId.desc())
      .where(sql`${t.isActive}`),
    index('bike_sales_seller_id_idx').on(t.sellerId),
  ],
);

export const bikeMessages = pgTable(
  'bike_messages',
  {
    id: id(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    messageType: text('message_type', { enum: messageTypes }).notNull().default('general'),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('bike_messages_message_type_check', isOneOf(t.messageType, messageTypes)),
    check('bike_messages_message_check', sql`char_length(btrim(${t.message})) > 0`),
    index('bike_messages_to_user_id_idx').on(t.toUserId, t.createdAt),
    index('bike_messages_from_user_id_idx').on(t.fromUserId),
    index('bike_messages_bike_id_idx').on(t.bikeId),
  ],
);

/** "Found?" reports from finders of stolen bikes; the owner confirms or dismisses. */
export const bikeRecoveryReports = pgTable(
  'bike_recovery_reports',
  {
    id: id(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    finderId: uuid('finder_id').references(() => users.id, { onDelete: 'set null' }),
    locationFound: text('location_found').notNull(),
    description: text('description'),
    contactInfo: text('contact_info').notNull(),
    status: text('status', { enum: recoveryReportStatuses }).notNull().default('pending'),
    resolvedAt: timestampTz('resolved_at'),
    /** Points paid to the finder when the owner confirmed the return. */
    rewardPoints: integer('reward_points'),
    /** Why a confirmed report paid no reward, when a rule withheld it (decision 095). */
    rewardWithheld: text('reward_withheld', { enum: rewardWithheldReasons }),
    /** The owner who confirmed it: the reward flags look at owner–finder pairs (decision 095). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** At confirmation: the owner's and the finder's recent sessions shared an IP address. */
    sharedNetwork: boolean('shared_network'),
    createdAt: createdAt(),
  },
  (t) => [
    check('bike_recovery_reports_status_check', isOneOf(t.status, recoveryReportStatuses)),
    check(
      'bike_recovery_reports_reward_points_check',
      sql`${t.rewardPoints} is null or ${t.rewardPoints} >= 0`,
    ),
    check('bike_recovery_reports_reward_withheld_check', isOneOf(t.rewardWithheld, rewardWithheldReasons)),
    index('bike_recovery_reports_bike_id_idx').on(t.bikeId, t.status),
    index('bike_recovery_reports_finder_id_idx').on(t.finderId),
    index('bike_recovery_reports_owner_id_idx').on(t.ownerId),
    // The admin's reward flags read the confirmed recoveries of the last year.
    index('bike_recovery_reports_confirmed_idx')
      .on(t.resolvedAt)
      .where(sql`${t.status} = 'confirmed'`),
    // Found-bike reports waiting for their owner, counted on the admin dashboard.
    index('bike_recovery_reports_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * One finder's reward per bike and finder, ever (docs/product-rules.md "Points and money",
 * decision 095): a confirmation inserts its row before paying, and the primary key turns a second
 * reward for the same bike and finder into a no-op, however the confirmations interleave.
 */
export const finderRewards = pgTable(
  'finder_rewards',
  {
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    finderId: uuid('finder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => bikeRecoveryReports.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'finder_rewards_pkey', columns: [t.bikeId, t.finderId] }),
    uniqueIndex('finder_rewards_report_id_unique').on(t.reportId),
    index('finder_rewards_finder_id_idx').on(t.finderId),
  ],
);

/**
 * A bike registered although a live bike's frame number looked the same (decision 025): the owner
 * confirmed "it is a different bike", one row per look-alike, for an admin to clear or flag.
 */
export const frameNumberReviews = pgTable(
  'frame_number_reviews',
  {
    id: id(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    similarBikeId: uuid('similar_bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    confirmedByUserId: uuid('confirmed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: frameNumberReviewStatuses }).notNull().default('pending'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestampTz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('frame_number_reviews_status_check', isOneOf(t.status, frameNumberReviewStatuses)),
    check('frame_number_reviews_other_bike_check', sql`${t.bikeId} <> ${t.similarBikeId}`),
    uniqueIndex('frame_number_reviews_pair_unique').on(t.bikeId, t.similarBikeId),
    // The admin's queue: pending ones, oldest first.
    index('frame_number_reviews_status_idx').on(t.status, t.createdAt),
    index('frame_number_reviews_similar_bike_id_idx').on(t.similarBikeId),
    index('frame_number_reviews_confirmed_by_user_id_idx').on(t.confirmedByUserId),
    index('frame_number_reviews_reviewed_by_idx').on(t.reviewedBy),
  ],
);
