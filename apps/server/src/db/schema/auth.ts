import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, isOneOf, timestampTz } from './columns.js';
import { storeStaffCodes } from './stores.js';

/**
 * Refresh-token sessions: opaque tokens stored as hashes, rotated on use; a reused (already
 * rotated) token revokes its whole family. Absolute expiry caps a session however active it is.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    /** The staff code a store session was opened with, so store actions record who did them. */
    staffCodeId: uuid('staff_code_id').references(() => storeStaffCodes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestampTz('last_used_at'),
    rotatedAt: timestampTz('rotated_at'),
    /** The session this one's refresh token was exchanged for (a plain id: rows are never deleted singly). */
    replacedById: uuid('replaced_by_id'),
    revokedAt: timestampTz('revoked_at'),
    expiresAt: timestampTz('expires_at').notNull(),
    absoluteExpiresAt: timestampTz('absolute_expires_at').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_token_hash_unique').on(t.refreshTokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_family_id_idx').on(t.familyId),
    index('sessions_staff_code_id_idx').on(t.staffCodeId),
    check('sessions_expiry_check', sql`${t.expiresAt} <= ${t.absoluteExpiresAt}`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Sign-in attempts per rate-limit key (e.g. `login:<email>`); kept in the database rather than in
 * memory so the limit holds across instances (spec: 5 attempts per 60 s per e-mail).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    key: text('key').notNull(),
    attemptedAt: timestampTz('attempted_at').notNull().defaultNow(),
    succeeded: boolean('succeeded').notNull().default(false),
    ipAddress: text('ip_address'),
  },
  (t) => [index('login_attempts_key_attempted_at_idx').on(t.key, t.attemptedAt)],
);

export const eidOrderPurposes = ['sign_in', 'register'] as const;
export const eidOrderStatuses = ['pending', 'complete', 'failed', 'consumed'] as const;

/**
 * One e-ID identification (decision 087): started for a sign-in or a registration, followed only
 * by the browser that started it (the hash of its `ramkoll_eid` cookie), completed with the
 * personnummer and name the e-ID gave, and consumed once. Any instance can carry an order on,
 * since its state is here: the provider's secrets (BankID's qrStartSecret, OIDC's PKCE verifier
 * and nonce) sealed under a key derived from DATA_ENCRYPTION_KEY.
 */
export const eidOrders = pgTable(
  'eid_orders',
  {
    id: id(),
    purpose: text('purpose', { enum: eidOrderPurposes }).notNull(),
    provider: text('provider').notNull(),
    /** BankID's orderRef, or the OAuth state sent to the broker. */
    providerRef: text('provider_ref').notNull(),
    browserKeyHash: text('browser_key_hash').notNull(),
    sameDevice: boolean('same_device').notNull(),
    status: text('status', { enum: eidOrderStatuses }).notNull().default('pending'),
    hintCode: text('hint_code'),
    /** Sealed JSON (lib/crypto/sealed-json.ts) of what the provider needs to carry the order on. */
    secretsSealed: text('secrets_sealed').notNull(),
    /** Set on completion: the identified personnummer (AES-GCM, as in profiles) and its hash. */
    personalNumberEncrypted: text('personal_number_encrypted'),
    personalNumberHash: text('personal_number_hash'),
    identifiedName: text('identified_name'),
    language: text('language').notNull().default('sv'),
    ipAddress: text('ip_address'),
    startedAt: timestampTz('started_at').notNull(),
    lastCollectedAt: timestampTz('last_collected_at'),
    completedAt: timestampTz('completed_at'),
    /** A pending order is given up after this; a complete one can be used until this. */
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('eid_orders_provider_ref_unique').on(t.provider, t.providerRef),
    index('eid_orders_expires_at_idx').on(t.expiresAt),
    check('eid_orders_purpose_check', isOneOf(t.purpose, eidOrderPurposes)),
    check('eid_orders_status_check', isOneOf(t.status, eidOrderStatuses)),
  ],
);
