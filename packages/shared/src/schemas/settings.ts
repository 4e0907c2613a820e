import { z } from 'zod';
import { ZLanguage } from './language.js';

/**
 * /settings API contracts (spec sections 2, 3, 5, 6; docs/product-rules.md "Identity, accounts and
 * privacy": download one's data, delete the account). Requests carry raw input: the server
 * re-checks the rules of rules/account-settings.ts and answers VALIDATION_FAILED { field, problem }
 * with their codes.
 */

/** PUT /api/me/language: the interface and e-mail language, remembered on the account. */
export const ZLanguageSetting = z.object({ language: ZLanguage });

/** PUT /api/me/notification-settings (customers and admins): the three profile flags. */
export const ZNotificationSettings = z.object({
  browserNotificationsEnabled: z.boolean(),
  bikeRegistrationNotifications: z.boolean(),
  messageNotifications: z.boolean(),
});

/** PUT /api/me/profile (customers and admins): the name, trimmed, at least 2 characters. */
export const ZProfileRequest = z.object({ fullName: z.string().max(200) });

/**
 * PUT /api/me/avatar (customers and admins): a file the user uploaded to the `avatars` bucket,
 * or null to remove the picture. Someone else's file or another bucket is FILE_NOT_FOUND.
 */
export const ZAvatarRequest = z.object({ fileId: z.string().max(60).nullable() });

/** The answer of the profile and avatar calls. */
export const ZProfileResponse = z.object({ fullName: z.string(), avatarUrl: z.string().nullable() });

/**
 * PUT /api/me/password: the current password proves it is the person; the new one follows the
 * sign-up rule (at least 8). Every other session of the account ends.
 */
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().max(200),
  newPassword: z.string().max(200),
});

/** POST /api/me/delete-account (customers and admins): the password once more. */
export const ZDeleteAccountRequest = z.object({ password: z.string().max(200) });

const ZRows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/me/export: everything the registry holds about the person, as a JSON attachment. The
 * personnummer is in clear: it is the owner's own data (docs/product-rules.md).
 */
export const ZAccountExport = z.object({
  exportedAt: z.iso.datetime(),
  account: z.record(z.string(), z.unknown()),
  profile: z.record(z.string(), z.unknown()).nullable(),
  consent: ZRows,
  bikes: ZRows,
  ownershipHistory: ZRows,
  ownershipReceipts: ZRows,
  ownershipTransfers: ZRows,
  files: ZRows,
  messages: ZRows,
  recoveryReports: ZRows,
  pointsLedger: ZRows,
  payments: ZRows,
  qrOrders: ZRows,
  notifications: ZRows,
});

export type LanguageSetting = z.infer<typeof ZLanguageSetting>;
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;
export type ProfileRequest = z.infer<typeof ZProfileRequest>;
export type AvatarRequest = z.infer<typeof ZAvatarRequest>;
export type ProfileResponse = z.infer<typeof ZProfileResponse>;
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
export type AccountExport = z.infer<typeof ZAccountExport>;
