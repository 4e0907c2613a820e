import { messageTypes, type MessageType } from '../schemas/bike.js';
import { MAX_SANITIZED_TEXT_LENGTH, sanitizeText } from './sanitize-text.js';

/**
 * A message to a bike's owner, or a reply in a conversation (spec sections 2 "Contact-owner
 * dialog", 3 "Message types", 5 "Message text non-empty after trim" and the sanitiser). The form
 * and the server check it the same way: a known message type, and a text that is not empty once
 * trimmed and sanitised. The text may be as long as the sanitiser keeps (1000 characters) and is
 * refused above that rather than cut, since the owner must read what was written.
 */
export const BIKE_MESSAGE_MAX_LENGTH = MAX_SANITIZED_TEXT_LENGTH;

export type BikeMessageField = 'messageType' | 'text';
/** The `problem` of a 400 VALIDATION_FAILED { field, problem } from the message routes. */
export const bikeMessageProblems = ['message_type_invalid', 'message_required', 'message_too_long'] as const;
export type BikeMessageProblem = (typeof bikeMessageProblems)[number];

export interface BikeMessageInput {
  messageType: string;
  text: string;
}

export type BikeMessageResult =
  | { ok: true; message: { messageType: MessageType; text: string } }
  | { ok: false; field: BikeMessageField; problem: BikeMessageProblem };

export function isMessageType(value: string): value is MessageType {
  return (messageTypes as readonly string[]).includes(value);
}

/** The first problem wins, in the dialog's order (type select, then text). */
export function checkBikeMessage(input: BikeMessageInput): BikeMessageResult {
  if (!isMessageType(input.messageType)) {
    return { ok: false, field: 'messageType', problem: 'message_type_invalid' };
  }
  const textProblem = checkMessageText(input.text);
  if (textProblem) return { ok: false, field: 'text', problem: textProblem };
  const text = sanitizeText(input.text);
  if (text === null) return { ok: false, field: 'text', problem: 'message_required' };
  return { ok: true, message: { messageType: input.messageType, text } };
}

/** The text alone (a reply has no type to choose): null when it may be sent. */
export function checkMessageText(text: string): 'message_required' | 'message_too_long' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'message_required';
  // Counted as characters, as the sanitiser cuts, so an emoji counts once.
  if (Array.from(trimmed).length > BIKE_MESSAGE_MAX_LENGTH) return 'message_too_long';
  return sanitizeText(trimmed) === null ? 'message_required' : null;
}

/**
 * Spec section 7: the stored message starts with a line naming the frame number, so the owner
 * knows which bike it is about wherever the text is read (the list, the e-mail, an export). The
 * line is written in both languages because the row is read by whichever language the owner uses.
 */
export function withFrameNumberLine(frameNumber: string, text: string): string {
  return `Ramnummer / Frame number: ${frameNumber}\n${text}`;
}
