import type { Notification } from '@ramkoll/shared/schemas/notifications';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikeMessages, bikes } from '../../db/schema/bikes.js';
import { notifications } from '../../db/schema/messaging.js';

/** Where a page or a replay starts: strictly before or after this row of the same user. */
export interface NotificationCursor {
  direction: 'before' | 'after';
  id: string;
}

/**
 * Notifications of one user with the bike each is about, in one query (the bike is joined on the
 * payload's bikeId, a message on its messageId; the user's (user_id, created_at) index answers
 * the rest). Rows are ordered by
 * (created_at, id); a cursor that is not one of this user's rows matches nothing.
 */
export async function selectNotifications(
  db: Db,
  options: { userId: string; cursor?: NotificationCursor; ids?: readonly string[]; limit: number },
): Promise<Notification[]> {
  const { userId, cursor, ids, limit } = options;
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (ids) conditions.push(inArray(notifications.id, [...ids]));
  if (cursor) {
    const position = sql`(select c.created_at, c.id from ${notifications} c where c.id = ${cursor.id} and c.user_id = ${userId})`;
    conditions.push(
      cursor.direction === 'before'
        ? sql`(${notifications.createdAt}, ${notifications.id}) < ${position}`
        : sql`(${notifications.createdAt}, ${notifications.id}) > ${position}`,
    );
  }
  const newestFirst = cursor?.direction !== 'after';
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      payload: notifications.payload,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      bikeId: bikes.id,
      frameNumber: bikes.frameNumber,
      bikeName: bikes.bikeName,
      brand: bikes.brand,
      model: bikes.model,
      messageId: bikeMessages.id,
    })
    .from(notifications)
    .leftJoin(bikes, sql`${bikes.id} = (${notifications.payload} ->> 'bikeId')::uuid`)
    // The sender's name shows only while the message exists (an account deletion removes it).
    .leftJoin(bikeMessages, sql`${bikeMessages.id} = (${notifications.payload} ->> 'messageId')::uuid`)
    .where(and(...conditions))
    .orderBy(
      newestFirst ? desc(notifications.createdAt) : asc(notifications.createdAt),
      newestFirst ? desc(notifications.id) : asc(notifications.id),
    )
    .limit(limit);
  return rows.map((row) => {
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    return {
      id: row.id,
      type: row.type,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
      bike:
        row.bikeId && row.frameNumber
          ? { id: row.bikeId, frameNumber: row.frameNumber, label: bikeLabel(row) }
          : null,
      receiptId: typeof payload.receiptId === 'string' ? payload.receiptId : null,
      points: typeof payload.points === 'number' ? payload.points : null,
      senderName:
        row.messageId !== null && typeof payload.senderName === 'string' ? payload.senderName : null,
    };
  });
}

function bikeLabel(row: {
  bikeName: string | null;
  brand: string | null;
  model: string | null;
}): string | null {
  const name = row.bikeName?.trim();
  if (name) return name;
  const label = [row.brand, row.model].filter((part) => part && part.trim()).join(' ');
  return label || null;
}
