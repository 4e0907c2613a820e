import type { ConversationRef } from '@ramkoll/shared/schemas/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikeMessages } from '../../db/schema/bikes.js';
import type { Actor } from '../actor.js';
import { assertCustomer } from '../bikes/bike-access.js';

/**
 * Opening a conversation marks what the counterpart wrote to me about that bike as read. Only
 * rows addressed to me can change, so nobody can mark someone else's messages; an unknown
 * conversation simply marks nothing.
 */
export async function markConversationRead({
  db,
  actor,
  conversation,
  now,
}: {
  db: Db;
  actor: Actor;
  conversation: ConversationRef;
  now: Date;
}): Promise<{ marked: number }> {
  assertCustomer(actor);
  const marked = await db
    .update(bikeMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(bikeMessages.toUserId, actor.userId),
        eq(bikeMessages.fromUserId, conversation.counterpartId),
        eq(bikeMessages.bikeId, conversation.bikeId),
        isNull(bikeMessages.readAt),
      ),
    )
    .returning({ id: bikeMessages.id });
  return { marked: marked.length };
}
