import { checkBikeMessage, withFrameNumberLine } from '@ramkoll/shared/rules/bike-message';
import type { BikeMessageSent, SendBikeMessageRequest } from '@ramkoll/shared/schemas/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { consumeMessageAttempt, deliverMessage } from './deliver-message.js';

export interface SendBikeMessageOptions {
  db: Db;
  actor: Actor;
  bikeId: string;
  input: SendBikeMessageRequest;
  messagesUrl: string;
  meta: RequestMeta;
  now: Date;
}

/**
 * "Kontakta ägaren" (spec sections 2, 7): a message to the bike's current owner, who is never
 * named to the sender. The rules run first so an empty or script-only text stores nothing and
 * costs no attempt; then the sender's hourly limit; then the bike, the row, the notification and
 * the owner's e-mail in one transaction.
 */
export async function sendBikeMessage(options: SendBikeMessageOptions): Promise<BikeMessageSent> {
  const { db, actor, bikeId, input, messagesUrl, meta, now } = options;
  assertCustomer(actor);
  const checked = checkBikeMessage(input);
  if (!checked.ok) throw validationFailed(checked.field, checked.problem);

  const [bike] = await db
    .select({
      id: bikes.id,
      ownerId: bikes.ownerId,
      frameNumber: bikes.frameNumber,
      bikeName: bikes.bikeName,
    })
    .from(bikes)
    .where(and(eq(bikes.id, bikeId), isNull(bikes.deletedAt)));
  if (!bike) throw new AppError('BIKE_NOT_FOUND');
  if (bike.ownerId === actor.userId) throw new AppError('OWN_BIKE');

  await consumeMessageAttempt(db, actor.userId, meta, now);
  return db.transaction((tx) =>
    deliverMessage(tx, {
      bike,
      fromUserId: actor.userId,
      toUserId: bike.ownerId,
      messageType: checked.message.messageType,
      message: withFrameNumberLine(bike.frameNumber, checked.message.text),
      messagesUrl,
      now,
    }),
  );
}
