import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  businessRequestStatuses,
  businessWants,
  companyKinds,
} from '@ramkoll/shared/schemas/business-requests';
import { languages } from '@ramkoll/shared/schemas/language';
import { users } from './accounts.js';
import { createdAt, id, isOneOf, timestampTz, updatedAt } from './columns.js';

/**
 * A company's request for stickers or points in bulk, from the companies' form on /partners
 * (decision 044). Its own table: its statuses (new, contacted, done, rejected), fields and handling
 * differ from the shops' partnership applications in business_package_requests (decision 038).
 */
export const businessRequests = pgTable(
  'business_requests',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    /** 10 digits without dash (Luhn-checked by the form's rules). */
    organizationNumber: text('organization_number').notNull(),
    companyKind: text('company_kind', { enum: companyKinds }).notNull(),
    wants: text('wants', { enum: businessWants }).notNull(),
    /** Set when wants is stickers or both. */
    stickerQuantity: integer('sticker_quantity'),
    /** Set when wants is points or both. */
    pointsQuantity: integer('points_quantity'),
    contactPerson: text('contact_person').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    message: text('message'),
    /** The form's language: the confirmation was e-mailed in it. */
    language: text('language', { enum: languages }).notNull().default('sv'),
    status: text('status', { enum: businessRequestStatuses }).notNull().default('new'),
    /** The signed-in user who sent it, if any (visitors may send the form). */
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: timestampTz('status_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('business_requests_status_check', isOneOf(t.status, businessRequestStatuses)),
    check('business_requests_company_kind_check', isOneOf(t.companyKind, companyKinds)),
    check('business_requests_wants_check', isOneOf(t.wants, businessWants)),
    check('business_requests_language_check', isOneOf(t.language, languages)),
    check('business_requests_organization_number_check', sql`${t.organizationNumber} ~ '^[0-9]{10}$'`),
    check(
      'business_requests_quantities_check',
      sql`(${t.stickerQuantity} is not null and ${t.stickerQuantity} >= 1) = (${t.wants} in ('stickers', 'both'))
        and (${t.pointsQuantity} is not null and ${t.pointsQuantity} >= 1) = (${t.wants} in ('points', 'both'))`,
    ),
    // The admin list: one status, newest first (keyset-ready), and the counts per status.
    index('business_requests_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('business_requests_submitted_by_idx').on(t.submittedBy),
    index('business_requests_status_changed_by_idx').on(t.statusChangedBy),
  ],
);

/** Timestamped notes by admins on a business request; a status change may carry one. */
export const businessRequestNotes = pgTable(
  'business_request_notes',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => businessRequests.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The status the request moved to with this note; null for a plain note. */
    statusTo: text('status_to', { enum: businessRequestStatuses }),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_request_notes_body_check', sql`length(${t.body}) between 1 and 2000`),
    check(
      'business_request_notes_status_to_check',
      sql`${t.statusTo} is null or ${isOneOf(t.statusTo, businessRequestStatuses)}`,
    ),
    index('business_request_notes_request_id_idx').on(t.requestId, t.createdAt),
    index('business_request_notes_author_user_id_idx').on(t.authorUserId),
  ],
);
