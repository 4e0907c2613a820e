import { z } from 'zod';
import { ZMessageType } from './bike.js';

/*
 * Messages between a person and a bike's owner (spec sections 2 "Contact-owner dialog", 3
 * "bike_messages", 5, 7 "bike_messages insert", 8 "Messages"). Requests carry raw input: the
 * server re-checks rules/bike-message and answers VALIDATION_FAILED { field, problem }. Nobody
 * learns the other party's e-mail, personnummer or full name (rules/message-names).
 */

/**
 * POST /api/bikes/:id/messages (signed-in customers; not one's own bike).
 * Errors: 400 VALIDATION_FAILED { field: messageType | text, problem }, 403 OWN_BIKE,
 * 403 FORBIDDEN (store and admin), 404 BIKE_NOT_FOUND, 429 RATE_LIMITED.
 */
export const ZSendBikeMessageRequest = z.object({
  messageType: z.string().max(50),
  text: z.string().max(5000),
});
export type SendBikeMessageRequest = z.infer<typeof ZSendBikeMessageRequest>;

export const ZBikeMessageSent = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BikeMessageSent = z.infer<typeof ZBikeMessageSent>;

/** One message inside a conversation, as either party sees it. */
export const ZConversationMessage = z.object({
  id: z.uuid(),
  /** True for what I wrote, false for what the counterpart wrote. */
  fromMe: z.boolean(),
  text: z.string(),
  messageType: ZMessageType,
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ConversationMessage = z.infer<typeof ZConversationMessage>;

/** All messages about one bike between me and one other person, oldest first. */
export const ZConversation = z.object({
  bikeId: z.uuid(),
  frameNumber: z.string(),
  bikeName: z.string().nullable(),
  /** Whether I own the bike now (I was written to about it). */
  isMyBike: z.boolean(),
  counterpartId: z.uuid(),
  /**
   * The person who wrote to my bike by first name ("Erik"); the owner I wrote to masked as in
   * ownership histories ("An** A*******"). See rules/message-names.
   */
  counterpartName: z.string(),
  /** Messages to me in this conversation that I have not opened. */
  unreadCount: z.number().int().min(0),
  lastMessageAt: z.iso.datetime({ offset: true }),
  messages: z.array(ZConversationMessage),
});
export type Conversation = z.infer<typeof ZConversation>;

/** GET /api/me/messages: my conversations, the one with the newest message first. */
export const ZMyConversationsResponse = z.object({ conversations: z.array(ZConversation) });
export type MyConversationsResponse = z.infer<typeof ZMyConversationsResponse>;

/** POST /api/me/messages/read: marks the counterpart's messages to me on that bike as read. */
export const ZConversationRef = z.object({ bikeId: z.uuid(), counterpartId: z.uuid() });
export type ConversationRef = z.infer<typeof ZConversationRef>;

export const ZMarkReadResponse = z.object({ marked: z.number().int().min(0) });

/**
 * POST /api/me/messages/reply: a reply within an existing conversation.
 * Errors: 400 VALIDATION_FAILED { field: text, problem }, 404 CONVERSATION_NOT_FOUND,
 * 429 RATE_LIMITED.
 */
export const ZReplyRequest = ZConversationRef.extend({ text: z.string().max(5000) });
export type ReplyRequest = z.infer<typeof ZReplyRequest>;
