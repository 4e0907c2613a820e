import { contactTopics, type ContactRequest } from '../schemas/public-pages.js';
import { isValidEmail, MIN_NAME_LENGTH, normalizeEmail } from './account.js';
import { MAX_SANITIZED_TEXT_LENGTH, sanitizeText } from './sanitize-text.js';

/**
 * A message from the /contact form, checked the same way by the form and the server: a name of at
 * least 2 characters on one line, a valid e-mail (spec section 5's basic pattern, stored trimmed
 * and lower-cased), a known topic, and a message. Name and message go through the text sanitiser;
 * the message may be as long as the sanitiser keeps (1000 characters) and is refused above that
 * rather than silently cut, since support must read what was written.
 */
export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = MAX_SANITIZED_TEXT_LENGTH;

export const contactMessageFields = ['name', 'email', 'topic', 'message'] as const;
export type ContactMessageField = (typeof contactMessageFields)[number];
/** The `problem` of a 400 VALIDATION_FAILED { field, problem } from POST /api/contact. */
export const contactMessageProblems = [
  'name_required',
  'name_too_short',
  'name_too_long',
  'email_required',
  'invalid_email',
  'topic_required',
  'message_required',
  'message_too_long',
] as const;
export type ContactMessageProblem = (typeof contactMessageProblems)[number];

export interface ContactMessageInput {
  name: string;
  email: string;
  /** '' while the form's topic select is still on its placeholder. */
  topic: string;
  message: string;
}

export type ContactMessage = Pick<ContactRequest, 'name' | 'email' | 'topic' | 'message'>;

export type ContactMessageResult =
  | { ok: true; message: ContactMessage }
  | { ok: false; field: ContactMessageField; problem: ContactMessageProblem };

function isContactTopic(value: string): value is ContactMessage['topic'] {
  return (contactTopics as readonly string[]).includes(value);
}

function characters(text: string): number {
  return Array.from(text).length;
}

function nameOf(input: ContactMessageInput): string | null {
  // One line: the name goes into the e-mail to support, next to the address.
  return sanitizeText(input.name.replace(/\s+/g, ' '));
}

const fieldChecks: Record<ContactMessageField, (input: ContactMessageInput) => ContactMessageProblem | null> =
  {
    name: (input) => {
      const name = nameOf(input);
      if (name === null) return 'name_required';
      if (characters(name) < MIN_NAME_LENGTH) return 'name_too_short';
      return characters(name) > CONTACT_NAME_MAX_LENGTH ? 'name_too_long' : null;
    },
    email: (input) => {
      if (input.email.trim() === '') return 'email_required';
      return isValidEmail(input.email) ? null : 'invalid_email';
    },
    topic: (input) => (isContactTopic(input.topic) ? null : 'topic_required'),
    message: (input) => {
      // Measured before sanitising, which would cut a long text to the limit without a word.
      if (characters(input.message.trim()) > CONTACT_MESSAGE_MAX_LENGTH) return 'message_too_long';
      return sanitizeText(input.message) === null ? 'message_required' : null;
    },
  };

/** Every field's problem, in the form's order: a form marks them all at once. */
export function contactMessageProblemsOf(
  input: ContactMessageInput,
): { field: ContactMessageField; problem: ContactMessageProblem }[] {
  return contactMessageFields.flatMap((field) => {
    const problem = fieldChecks[field](input);
    return problem ? [{ field, problem }] : [];
  });
}

/** The first problem wins, in the form's order. */
export function checkContactMessage(input: ContactMessageInput): ContactMessageResult {
  const [first] = contactMessageProblemsOf(input);
  if (first) return { ok: false, ...first };
  const name = nameOf(input) ?? '';
  const message = sanitizeText(input.message) ?? '';
  // Checked above; repeated so the type narrows to a topic.
  if (!isContactTopic(input.topic)) return { ok: false, field: 'topic', problem: 'topic_required' };
  return {
    ok: true,
    message: { name, email: normalizeEmail(input.email), topic: input.topic, message },
  };
}
