import { defaultLanguage } from '@ramkoll/shared/schemas/language';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { maskPersonalNumber } from '@ramkoll/shared/rules/personal-number';
import { resolveMenus } from '@ramkoll/shared/rules/menus';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../lib/prepared.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { sessions } from '../../db/schema/auth.js';
import { stores } from '../../db/schema/stores.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';

export interface SessionUserWithSession {
  user: SessionUser;
  /** The session row the access token belongs to. */
  sessionId: string;
  /** When the session's activity was last written (decision 021). */
  lastActivityAt: Date;
  /** The idle deadline: the session ends then unless activity moves it. */
  idleExpiresAt: Date;
  /** The session ends then however active it is. */
  absoluteExpiresAt: Date;
}

/**
 * The user as the web sees it (never the personnummer in clear), read in one indexed query
 * together with the session row the access token names: a revoked or expired session (global
 * sign-out, reuse detection, inactivity) yields null, so its access tokens stop working at once.
 */
export async function getSessionUser({
  db,
  userId,
  sessionId,
  cipher,
  now,
}: {
  db: Db;
  userId: string;
  sessionId: string;
  cipher: PersonalNumberCipher;
  now: Date;
}): Promise<SessionUserWithSession | null> {
  // Every signed-in request runs this: prepared, it is planned once per connection.
  const [row] = await prepared(db, 'session_user', (on) =>
    on
      .select({
        id: users.id,
        email: users.email,
        mustChangePassword: users.mustChangePassword,
        role: profiles.role,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        personalNumberEncrypted: profiles.personalNumberEncrypted,
        language: profiles.language,
        menuPreferences: profiles.menuPreferences,
        topMenuPreferences: profiles.topMenuPreferences,
        browserNotificationsEnabled: profiles.browserNotificationsEnabled,
        bikeRegistrationNotifications: profiles.bikeRegistrationNotifications,
        messageNotifications: profiles.messageNotifications,
        staffCodeId: sessions.staffCodeId,
        lastUsedAt: sessions.lastUsedAt,
        createdAt: sessions.createdAt,
        idleExpiresAt: sessions.expiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        storeId: stores.id,
        storeName: stores.name,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(stores, eq(stores.accountUserId, users.id))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, sql.placeholder('userId')),
          isNull(sessions.revokedAt),
          // Idle for longer than the limit: over, even with an access token that has not expired.
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
          // A suspended store's sessions end at once (decision 041), whatever revoked them or not.
          isNull(stores.suspendedAt),
        ),
      )
      .limit(1)
      .prepare('session_user'),
  ).execute({ sessionId, userId, now });
  if (!row) return null;

  // An account without a profile row gets the spec's defaults: role customer, name from the e-mail.
  const role = row.role ?? 'customer';
  const menus = resolveMenus({ role, bottom: row.menuPreferences, top: row.topMenuPreferences });
  return {
    sessionId,
    lastActivityAt: row.lastUsedAt ?? row.createdAt,
    idleExpiresAt: row.idleExpiresAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    user: {
      id: row.id,
      email: row.email,
      role,
      fullName: row.fullName ?? defaultFullName(row.email),
      avatarUrl: row.avatarUrl ?? null,
      personalNumberMasked: maskStored(cipher, row.personalNumberEncrypted),
      language: row.language ?? defaultLanguage,
      menuPreferences: menus.bottom,
      topMenuPreferences: menus.top,
      // Without a profile row: the column defaults (pop-ups off, both kinds of notification on).
      browserNotificationsEnabled: row.browserNotificationsEnabled ?? false,
      bikeRegistrationNotifications: row.bikeRegistrationNotifications ?? true,
      messageNotifications: row.messageNotifications ?? true,
      mustChangePassword: row.mustChangePassword,
      store:
        role === 'store' && row.storeId && row.storeName
          ? { id: row.storeId, name: row.storeName, staffCodeVerified: row.staffCodeId !== null }
          : null,
    },
  };
}

/** Spec section 4: the e-mail's local part, else 'Användare'. */
export function defaultFullName(email: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return local.length > 0 ? local : 'Användare';
}

function maskStored(cipher: PersonalNumberCipher, stored: string | null): string | null {
  if (!stored) return null;
  try {
    return maskPersonalNumber(cipher.decrypt(stored));
  } catch {
    // A ciphertext under another key must not lock the user out; they just see no number.
    return null;
  }
}
