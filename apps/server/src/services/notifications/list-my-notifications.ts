import { notificationsPageSize, type NotificationsPage } from '@ramkoll/shared/schemas/notifications';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/messaging.js';
import type { Actor } from '../actor.js';
import { selectNotifications } from './select-notifications.js';

/** The bell's list: my notifications newest first, a page at a time, and how many are unread. */
export async function listMyNotifications({
  db,
  actor,
  before,
}: {
  db: Db;
  actor: Actor;
  before?: string;
}): Promise<NotificationsPage> {
  const [items, unreadCount] = await Promise.all([
    selectNotifications(db, {
      userId: actor.userId,
      ...(before ? { cursor: { direction: 'before' as const, id: before } } : {}),
      limit: notificationsPageSize + 1,
    }),
    countUnread(db, actor.userId),
  ]);
  const hasMore = items.length > notificationsPageSize;
  const page = hasMore ? items.slice(0, notificationsPageSize) : items;
  return { items: page, nextBefore: hasMore ? (page.at(-1)?.id ?? null) : null, unreadCount };
}

/** Answered by the partial index on unread rows. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}
