import { messagePartyName } from '@ramkoll/shared/rules/message-names';
import type { Conversation } from '@ramkoll/shared/schemas/messages';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikeMessages, bikes } from '../../db/schema/bikes.js';
import type { Actor } from '../actor.js';
import { assertCustomer } from '../bikes/bike-access.js';

/**
 * /messages: every message I sent or received, in one query (the two user-id indexes answer the
 * "from me or to me"), grouped here by bike and counterpart. Conversations come newest first,
 * their messages oldest first. The counterpart is named by rules/message-names: by first name
 * when they wrote first (to my bike), masked when they are the owner I wrote to; never an e-mail
 * or a full name.
 */
export async function listMyConversations({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ conversations: Conversation[] }> {
  assertCustomer(actor);
  const me = actor.userId;
  const counterpartId = sql<string>`case when ${bikeMessages.fromUserId} = ${me} then ${bikeMessages.toUserId} else ${bikeMessages.fromUserId} end`;
  const rows = await db
    .select({
      id: bikeMessages.id,
      bikeId: bikeMessages.bikeId,
      fromUserId: bikeMessages.fromUserId,
      message: bikeMessages.message,
      messageType: bikeMessages.messageType,
      readAt: bikeMessages.readAt,
      createdAt: bikeMessages.createdAt,
      counterpartId,
      counterpartName: profiles.fullName,
      frameNumber: bikes.frameNumber,
      bikeName: bikes.bikeName,
      ownerId: bikes.ownerId,
    })
    .from(bikeMessages)
    .innerJoin(bikes, eq(bikes.id, bikeMessages.bikeId))
    .innerJoin(profiles, eq(profiles.userId, counterpartId))
    .where(or(eq(bikeMessages.toUserId, me), eq(bikeMessages.fromUserId, me)))
    .orderBy(asc(bikeMessages.createdAt), asc(bikeMessages.id));

  const byKey = new Map<string, Conversation>();
  for (const row of rows) {
    const key = `${row.bikeId}:${row.counterpartId}`;
    let conversation = byKey.get(key);
    if (!conversation) {
      conversation = {
        bikeId: row.bikeId,
        frameNumber: row.frameNumber,
        bikeName: row.bikeName,
        isMyBike: row.ownerId === me,
        counterpartId: row.counterpartId,
        // Rows come oldest first, so this row is the conversation's first message.
        counterpartName: messagePartyName(row.counterpartName, {
          wroteFirst: row.fromUserId === row.counterpartId,
        }),
        unreadCount: 0,
        lastMessageAt: row.createdAt.toISOString(),
        messages: [],
      };
      byKey.set(key, conversation);
    }
    const fromMe = row.fromUserId === me;
    if (!fromMe && row.readAt === null) conversation.unreadCount += 1;
    conversation.lastMessageAt = row.createdAt.toISOString();
    conversation.messages.push({
      id: row.id,
      fromMe,
      text: row.message,
      messageType: row.messageType,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    });
  }
  // Rows came oldest first, so a later conversation in the map may still be the newest: sort.
  const conversations = [...byKey.values()].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
  return { conversations };
}
