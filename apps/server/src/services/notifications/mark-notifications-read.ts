import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/messaging.js';
import type { Actor } from '../actor.js';
import { countUnread } from './list-my-notifications.js';

/**
 * Marks my unread notifications read: the given ids, or all of them. Ids that are not mine or
 * already read are ignored, so the call is idempotent and reveals nothing about other users' rows.
 */
export async function markNotificationsRead({
  db,
  actor,
  ids,
  now,
}: {
  db: Db;
  actor: Actor;
  ids?: readonly string[];
  now: Date;
}): Promise<{ unreadCount: number }> {
  const conditions: SQL[] = [eq(notifications.userId, actor.userId), isNull(notifications.readAt)];
  if (ids) conditions.push(inArray(notifications.id, [...ids]));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(...conditions));
  return { unreadCount: await countUnread(db, actor.userId) };
}
