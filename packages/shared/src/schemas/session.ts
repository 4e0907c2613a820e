import { z } from 'zod';
import { ZRole } from '../roles.js';
import { ZLanguage } from './language.js';

/** The signed-in user as the web sees it. Never carries the personnummer in clear. */
export const ZSessionUser = z.object({
  id: z.uuid(),
  // Not z.email(): accounts are accepted by the spec's basic pattern, which allows e.g. å, ä, ö.
  email: z.string(),
  role: ZRole,
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  /** Masked YYYYMMDD-**** (docs/product-rules.md); null when the account has none. */
  personalNumberMasked: z.string().nullable(),
  language: ZLanguage,
  menuPreferences: z.array(z.string()),
  topMenuPreferences: z.array(z.string()),
  /** Notification settings (spec section 6): browser pop-ups, and which events notify at all. */
  browserNotificationsEnabled: z.boolean(),
  bikeRegistrationNotifications: z.boolean(),
  messageNotifications: z.boolean(),
  /**
   * The password is temporary and must be changed before anything else (decision 091): the server
   * refuses everything but the change with PASSWORD_CHANGE_REQUIRED.
   */
  mustChangePassword: z.boolean(),
  /** Store accounts only: the store, and whether a staff code was confirmed in this session. */
  store: z.object({ id: z.uuid(), name: z.string(), staffCodeVerified: z.boolean() }).nullable(),
});

/** GET /api/auth/session: the current session, or user null when signed out. */
export const ZSessionResponse = z.object({
  user: ZSessionUser.nullable(),
  /** ISO timestamp when the access token expires; null when signed out. */
  expiresAt: z.iso.datetime().nullable(),
  /**
   * Seconds from this answer until the server ends the session for inactivity (its last recorded
   * activity plus the idle limit); null when signed out. Relative, so the browser's clock need
   * not agree with the server's (decision 021).
   */
  idleExpiresInSeconds: z.number().int().nonnegative().nullable(),
  /** Inactivity rule (spec section 9): logged out after this many idle seconds (default 20 min)… */
  idleTimeoutSeconds: z.number().int().positive(),
  /** …with the warning dialog shown this many seconds before (default 5 min). */
  idleWarningSeconds: z.number().int().positive(),
});

export type SessionUser = z.infer<typeof ZSessionUser>;
export type SessionResponse = z.infer<typeof ZSessionResponse>;
