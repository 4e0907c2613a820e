import type { Language } from '@ramkoll/shared/schemas/language';
import type { NotificationSettings } from '@ramkoll/shared/schemas/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

/** The account's language (spec: Swedish default, English remembered); e-mails follow it too. */
export async function updateLanguage({
  db,
  actor,
  language,
}: {
  db: Db;
  actor: Actor;
  language: Language;
}): Promise<{ language: Language }> {
  const [updated] = await db
    .update(profiles)
    .set({ language })
    .where(eq(profiles.userId, actor.userId))
    .returning({ language: profiles.language });
  if (!updated) throw new AppError('PROFILE_FETCH_FAILED');
  return updated;
}

/**
 * The three notification flags of spec section 6. The browser's permission is asked for by the
 * web before it turns browser notifications on; the server only remembers the choice.
 */
export async function updateNotificationSettings({
  db,
  actor,
  settings,
}: {
  db: Db;
  actor: Actor;
  settings: NotificationSettings;
}): Promise<NotificationSettings> {
  if (actor.role === 'store') throw new AppError('FORBIDDEN');
  const [updated] = await db
    .update(profiles)
    .set(settings)
    .where(eq(profiles.userId, actor.userId))
    .returning({
      browserNotificationsEnabled: profiles.browserNotificationsEnabled,
      bikeRegistrationNotifications: profiles.bikeRegistrationNotifications,
      messageNotifications: profiles.messageNotifications,
    });
  if (!updated) throw new AppError('PROFILE_FETCH_FAILED');
  return updated;
}
