import { maskPersonalNumber } from '@ramkoll/shared/rules/personal-number';
import type { PersonalNumberCipher } from './personal-number-cipher.js';

/** `YYYYMMDD-****` of a stored (encrypted) personnummer; null when there is none or it cannot be read. */
export function maskStoredPersonalNumber(cipher: PersonalNumberCipher, stored: string | null): string | null {
  if (!stored) return null;
  try {
    return maskPersonalNumber(cipher.decrypt(stored));
  } catch {
    // A ciphertext under another key must not break the page; the number is simply not shown.
    return null;
  }
}
