import { consentTypes } from '@ramkoll/shared/schemas/consent';
import { languages } from '@ramkoll/shared/schemas/language';
import { roles } from '@ramkoll/shared/roles';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, timestampTz, updatedAt } from './columns.js';

export const identityVerificationMethods = ['bankid', 'id_document'] as const;

/** Sign-in credentials. The profile (spec section 3) hangs off this row by user id. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** argon2id (OWASP parameters), as produced by @node-rs/argon2. */
    passwordHash: text('password_hash').notNull(),
    /** Set for accounts created with a temporary password (store approval, store-created customers). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestampTz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The admin dashboard's sign-ups today / 7 / 30 days (decision 041).
    index('users_created_at_idx').on(t.createdAt),
    // Look-ups lower-case the input; the check keeps stored values in the same form.
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull().default('customer'),
    fullName: text('full_name').notNull(),
    /** AES-256-GCM ciphertext of the 12-digit personnummer (lib/crypto/personal-number-cipher). */
    personalNumberEncrypted: text('personal_number_encrypted'),
    /** HMAC-SHA256 of the 12-digit personnummer: uniqueness and look-up without decrypting. */
    personalNumberHash: text('personal_number_hash'),
    avatarUrl: text('avatar_url'),
    /** E.164 (+46701234567); unique so one phone cannot back two accounts (spec error catalogue). */
    phone: text('phone'),
    /** Menu item ids; null means "the defaults" so default changes reach everyone who never customised. */
    menuPreferences: text('menu_preferences').array(),
    topMenuPreferences: text('top_menu_preferences').array(),
    browserNotificationsEnabled: boolean('browser_notifications_enabled').notNull().default(false),
    bikeRegistrationNotifications: boolean('bike_registration_notifications').notNull().default(true),
    messageNotifications: boolean('message_notifications').notNull().default(true),
    language: text('language', { enum: languages }).notNull().default('sv'),
    /** When the identity was checked with BankID or an approved ID document ("verified" in histories). */
    identityVerifiedAt: timestampTz('identity_verified_at'),
    identityVerificationMethod: text('identity_verification_method', { enum: identityVerificationMethods }),
    /**
     * When an e-ID identification bound the personnummer to this account (decision 087). Null: the
     * number was typed (e-mail sign-up, a store at the counter) and is an unverified claim, which
     * never blocks the real person and is taken over when they identify.
     */
    personalNumberBoundAt: timestampTz('personal_number_bound_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_role_check', isOneOf(t.role, roles)),
    check('profiles_language_check', isOneOf(t.language, languages)),
    check(
      'profiles_identity_verification_method_check',
      isOneOf(t.identityVerificationMethod, identityVerificationMethods),
    ),
    check(
      'profiles_personal_number_pair_check',
      sql`(${t.personalNumberEncrypted} is null) = (${t.personalNumberHash} is null)`,
    ),
    check('profiles_full_name_check', sql`char_length(btrim(${t.fullName})) >= 1`),
    // One account per personnummer proven by e-ID; typed claims may repeat (decision 087).
    uniqueIndex('profiles_personal_number_hash_unique')
      .on(t.personalNumberHash)
      .where(sql`${t.personalNumberBoundAt} is not null`),
    index('profiles_personal_number_hash_idx').on(t.personalNumberHash),
    check(
      'profiles_personal_number_bound_check',
      sql`${t.personalNumberBoundAt} is null or ${t.personalNumberHash} is not null`,
    ),
    uniqueIndex('profiles_phone_unique').on(t.phone),
    index('profiles_role_idx').on(t.role),
  ],
);

export const userConsent = pgTable(
  'user_consent',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentType: text('consent_type', { enum: consentTypes }).notNull(),
    consentGiven: boolean('consent_given').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_consent_user_id_consent_type_unique').on(t.userId, t.consentType),
    check('user_consent_consent_type_check', isOneOf(t.consentType, consentTypes)),
  ],
);
