import { impersonatesService } from '@ramkoll/shared/rules/display-name';
import { messagePartyName } from '@ramkoll/shared/rules/message-names';
import type { MessageType } from '@ramkoll/shared/schemas/bike';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { bikeMessages } from '../../db/schema/bikes.js';
import { notifications } from '../../db/schema/messaging.js';
import { AppError } from '../../lib/app-error.js';
import { consumeAttempt, type RateLimitRule } from '../auth/rate-limit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { enqueueMail } from '../mail/enqueue-mail.js';

/** Messages and replies one person may send an hour, across all bikes (no flooding owners). */
export const bikeMessageRateLimit: RateLimitRule = { max: 20, windowMs: 3_600_000 };

/** Counts one message against the sender's hourly limit; throws RATE_LIMITED when used up. */
export async function consumeMessageAttempt(db: Db, senderId: string, meta: RequestMeta, now: Date) {
  const attempt = await consumeAttempt({
    db,
    key: `bike-message:${senderId}`,
    rule: bikeMessageRateLimit,
    now,
    ipAddress: meta.ipAddress,
  });
  if (!attempt.allowed) throw new AppError('RATE_LIMITED');
}

export interface DeliverMessageOptions {
  bike: { id: string; ownerId: string; frameNumber: string; bikeName: string | null };
  fromUserId: string;
  toUserId: string;
  messageType: MessageType;
  /** The text as stored (already checked, sanitised and, for a first message, prefixed). */
  message: string;
  messagesUrl: string;
  now: Date;
}

/**
 * Stores a message, notifies the recipient in the app and queues their e-mail, all in the
 * caller's transaction: the outbox sends the mail later and retries it, so a mail server that is
 * down never fails the message. The notification and the e-mail name the sender as /messages does
 * (rules/message-names: first name for whoever started the conversation, the owner masked) and
 * never carry the sender's e-mail or personnummer.
 */
export async function deliverMessage(tx: Tx, options: DeliverMessageOptions) {
  const { bike, fromUserId, toUserId, messageType, message, messagesUrl, now } = options;
  const [created] = await tx
    .insert(bikeMessages)
    .values({ bikeId: bike.id, fromUserId, toUserId, message, messageType, createdAt: now })
    .returning({ id: bikeMessages.id, createdAt: bikeMessages.createdAt });
  if (!created) throw new AppError('INTERNAL');

  const people = await tx
    .select({
      userId: users.id,
      email: users.email,
      fullName: profiles.fullName,
      language: profiles.language,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [toUserId, fromUserId]));
  const recipient = people.find((person) => person.userId === toUserId);
  const sender = people.find((person) => person.userId === fromUserId);
  // Named as /messages names them: by first name when they started the conversation, else masked.
  // A name from before the rule that passes for the service is not repeated in the bell or the
  // mail, which says "a Ramkoll user" instead (decision 095).
  const senderName =
    sender && !impersonatesService(sender.fullName)
      ? messagePartyName(sender.fullName, {
          wroteFirst: await startedConversation(tx, { bikeId: bike.id, fromUserId, toUserId }),
        })
      : null;

  await tx.insert(notifications).values({
    userId: toUserId,
    type: 'message_received',
    payload: {
      bikeId: bike.id,
      messageId: created.id,
      frameNumber: bike.frameNumber,
      messageType,
      ...(senderName ? { senderName } : {}),
    },
  });

  if (recipient && sender) {
    await enqueueMail(tx, {
      to: recipient.email,
      template: 'bike-message',
      language: recipient.language,
      payload: {
        fromName: senderName,
        bikeName: bike.bikeName,
        frameNumber: bike.frameNumber,
        messageType,
        message,
        messagesUrl,
        toOwner: toUserId === bike.ownerId,
      },
      now,
    });
  }
  return { id: created.id, createdAt: created.createdAt.toISOString() };
}

/**
 * Whether `fromUserId` wrote the first message between the two about this bike, in the order
 * /messages lists them (created_at, then id).
 */
async function startedConversation(
  tx: Tx,
  { bikeId, fromUserId, toUserId }: { bikeId: string; fromUserId: string; toUserId: string },
): Promise<boolean> {
  const [first] = await tx
    .select({ fromUserId: bikeMessages.fromUserId })
    .from(bikeMessages)
    .where(
      and(
        eq(bikeMessages.bikeId, bikeId),
        or(
          and(eq(bikeMessages.fromUserId, fromUserId), eq(bikeMessages.toUserId, toUserId)),
          and(eq(bikeMessages.fromUserId, toUserId), eq(bikeMessages.toUserId, fromUserId)),
        ),
      ),
    )
    .orderBy(asc(bikeMessages.createdAt), asc(bikeMessages.id))
    .limit(1);
  return first?.fromUserId === fromUserId;
}
