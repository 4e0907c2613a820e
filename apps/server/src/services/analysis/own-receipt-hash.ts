import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import type { ReceiptScanFacts } from './scan-receipt.js';

/**
 * Every stored form of the actor's own personnummer hash (decision 055: during a key rotation a
 * receipt read under one key may be checked against a profile rewritten under the other). Null
 * when the account has no personnummer.
 */
export function ownPersonalNumberHashes(
  cipher: Pick<PersonalNumberCipher, 'decrypt' | 'hashes'>,
  encrypted: string | null,
): string[] | null {
  return encrypted ? cipher.hashes(cipher.decrypt(encrypted)) : null;
}

/** The form of the actor's hash that the receipt's facts hold, for evaluateReceiptScan; null when none. */
export function hashAsOnReceipt(facts: Pick<ReceiptScanFacts, 'personalNumberHashes'>, own: string[] | null) {
  if (own === null) return null;
  return own.find((hash) => facts.personalNumberHashes.includes(hash)) ?? own[0] ?? null;
}
