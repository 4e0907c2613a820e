import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { languages } from '@ramkoll/shared/schemas/language';
import { users } from './accounts.js';
import { createdAt, id, isOneOf, timestampTz, updatedAt } from './columns.js';

export const companyStatuses = ['aktiv', 'inaktiv', 'avregistrerad', 'likvidation', 'konkurs'] as const;
/** Shop partnership applications only; companies' bulk requests live in business_requests (decision 044). */
export const businessRequestTypes = ['store_partnership'] as const;
export const businessRequestStatuses = ['pending', 'approved', 'rejected'] as const;

const orgNumberPattern = sql.raw(`'^[0-9]{10}$'`);

/** A certified partner shop. Its staff sign in with the store account plus a staff code. */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    name: text('name').notNull(),
    chain: text('chain'),
    locationId: text('location_id'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    phone: text('phone'),
    /** 10 digits without dash. */
    organizationNumber: text('organization_number').notNull(),
    contactInfo: text('contact_info'),
    /** The store account (role store); null only if that account was deleted. */
    accountUserId: uuid('account_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set by an admin (/admin-partners): the store cannot sign in and is not listed on /partners. */
    suspendedAt: timestampTz('suspended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_organization_number_unique').on(t.organizationNumber),
    uniqueIndex('stores_account_user_id_unique').on(t.accountUserId),
    check('stores_organization_number_check', sql`${t.organizationNumber} ~ ${orgNumberPattern}`),
  ],
);

export const storeStaffCodes = pgTable(
  'store_staff_codes',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /**
     * HMAC-SHA256 (key from config) of the upper-case code: staff codes are short, so a plain
     * hash would be guessable from a database dump; keyed and deterministic still allows look-up.
     */
    codeHash: text('code_hash').notNull(),
    label: text('label'),
    active: boolean('active').notNull().default(true),
    lastUsedAt: timestampTz('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_staff_codes_store_id_code_hash_unique').on(t.storeId, t.codeHash),
    index('store_staff_codes_store_id_idx').on(t.storeId),
  ],
);

/** The built-in company-lookup provider's register (docs/product-rules.md "Stores and admins"). */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    organizationNumber: text('organization_number').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    status: text('status', { enum: companyStatuses }).notNull().default('aktiv'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_organization_number_unique').on(t.organizationNumber),
    check('companies_organization_number_check', sql`${t.organizationNumber} ~ ${orgNumberPattern}`),
    check('companies_status_check', isOneOf(t.status, companyStatuses)),
  ],
);

/** Partnership applications from shops (/register) and business package requests. */
export const businessPackageRequests = pgTable(
  'business_package_requests',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    organizationNumber: text('organization_number').notNull(),
    storeAddress: text('store_address').notNull(),
    /** The store's postal code and city (street in store_address); null on rows from before 0013. */
    storePostalCode: text('store_postal_code'),
    storeCity: text('store_city'),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPerson: text('contact_person').notNull(),
    additionalInfo: text('additional_info'),
    bikeCount: integer('bike_count').notNull().default(10),
    requestType: text('request_type', { enum: businessRequestTypes }).notNull().default('store_partnership'),
    status: text('status', { enum: businessRequestStatuses }).notNull().default('pending'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestampTz('reviewed_at'),
    rejectionReason: text('rejection_reason'),
    /** The applicant's language (the form's): the confirmation and the decision are e-mailed in it. */
    language: text('language', { enum: languages }).notNull().default('sv'),
    /** The store created when the request was approved. */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('business_package_requests_bike_count_check', sql`${t.bikeCount} >= 1`),
    check('business_package_requests_request_type_check', isOneOf(t.requestType, businessRequestTypes)),
    check('business_package_requests_status_check', isOneOf(t.status, businessRequestStatuses)),
    check('business_package_requests_language_check', isOneOf(t.language, languages)),
    check(
      'business_package_requests_organization_number_check',
      sql`${t.organizationNumber} ~ ${orgNumberPattern}`,
    ),
    index('business_package_requests_status_idx').on(t.status, t.createdAt),
    // One pending application per organisation number (decision 038): the backstop to the check.
    uniqueIndex('business_package_requests_pending_org_unique')
      .on(t.organizationNumber)
      .where(sql`${t.status} = 'pending'`),
    index('business_package_requests_submitted_by_idx').on(t.submittedBy),
    index('business_package_requests_reviewed_by_idx').on(t.reviewedBy),
    index('business_package_requests_store_id_idx').on(t.storeId),
  ],
);
