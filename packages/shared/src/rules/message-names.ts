import { maskOwnerName } from './mask-owner-name.js';

/**
 * How messages name the other person (decision 017): the person who wrote first, to a bike's
 * owner, by first name ("Anna"): the contact dialog promises them "Ägaren ser bara ditt förnamn",
 * and a first name is enough to answer. The owner they wrote to stays masked as in ownership
 * histories ("An** A*******"): an owner's identity never leaves search. The same rule names the
 * sender in /messages, in the bell and in the e-mail, so all three agree.
 */
export function messagePartyName(fullName: string, { wroteFirst }: { wroteFirst: boolean }): string {
  return wroteFirst ? firstName(fullName) : maskOwnerName(fullName);
}

/** "Anna Maria Andersson" → "Anna": enough to answer, too little to look someone up. */
export function firstName(fullName: string): string {
  return fullName.normalize('NFC').trim().split(/\s+/u)[0] ?? '';
}
