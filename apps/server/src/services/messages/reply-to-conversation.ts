import { checkMessageText } from '@ramkoll/shared/rules/bike-message';
import { sanitizeText } from '@ramkoll/shared/rules/sanitize-text';
import type { BikeMessageSent, ReplyRequest } from '@ramkoll/shared/schemas/messages';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikeMessages, bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { consumeMessageAttempt, deliverMessage } from './deliver-message.js';

/**
 * A reply inside an existing conversation: only when the two have written to each other about
 * that bike before, so a reply can never open a new channel to a stranger (that is what the
 * contact dialog and its owner check are for). It keeps the conversation's latest message type.
 */
export async function replyToConversation({
  db,
  actor,
  reply,
  messagesUrl,
  meta,
  now,
}: {
  db: Db;
  actor: Actor;
  reply: ReplyRequest;
  messagesUrl: string;
  meta: RequestMeta;
  now: Date;
}): Promise<BikeMessageSent> {
  assertCustomer(actor);
  const problem = checkMessageText(reply.text);
  const text = problem ? null : sanitizeText(reply.text);
  if (problem || text === null) throw validationFailed('text', problem ?? 'message_required');

  const me = actor.userId;
  const { bikeId, counterpartId } = reply;
  const [latest] = await db
    .select({
      messageType: bikeMessages.messageType,
      frameNumber: bikes.frameNumber,
      bikeName: bikes.bikeName,
      ownerId: bikes.ownerId,
    })
    .from(bikeMessages)
    .innerJoin(bikes, eq(bikes.id, bikeMessages.bikeId))
    .where(
      and(
        eq(bikeMessages.bikeId, bikeId),
        or(
          and(eq(bikeMessages.fromUserId, me), eq(bikeMessages.toUserId, counterpartId)),
          and(eq(bikeMessages.fromUserId, counterpartId), eq(bikeMessages.toUserId, me)),
        ),
      ),
    )
    .orderBy(desc(bikeMessages.createdAt))
    .limit(1);
  if (!latest) throw new AppError('CONVERSATION_NOT_FOUND');

  await consumeMessageAttempt(db, me, meta, now);
  return db.transaction((tx) =>
    deliverMessage(tx, {
      bike: {
        id: bikeId,
        ownerId: latest.ownerId,
        frameNumber: latest.frameNumber,
        bikeName: latest.bikeName,
      },
      fromUserId: me,
      toUserId: counterpartId,
      messageType: latest.messageType,
      message: text,
      messagesUrl,
      now,
    }),
  );
}
