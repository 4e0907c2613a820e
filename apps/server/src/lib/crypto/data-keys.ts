import { createHash } from 'node:crypto';
import { deriveKey } from './derive-key.js';

/**
 * The master keys in use (decision 055): `current` (DATA_ENCRYPTION_KEY) encrypts, hashes and signs
 * everything new; `previous` (DATA_ENCRYPTION_KEY_PREVIOUS, only while a rotation is under way) is
 * accepted for reading and verifying what was written under it.
 */
export interface DataKeys {
  current: Buffer;
  previous: Buffer | null;
}

/** One master key with its key id. */
export interface DataKey {
  id: string;
  master: Buffer;
}

/** Call sites that know one key (tests, the demo seed) pass it alone. */
export function toDataKeys(keys: Buffer | DataKeys): DataKeys {
  return Buffer.isBuffer(keys) ? { current: keys, previous: null } : keys;
}

/**
 * A short public name of a master key, written beside what was made with it (`v2.<kid>.…`
 * ciphertexts, `<kid>.<hex>` keyed hashes, the `kid` of access tokens). Derived through HKDF like
 * every sub-key, so it says nothing about the key, and hashed once more so it is not a sub-key in use.
 */
export function keyIdOf(master: Buffer): string {
  return createHash('sha256').update(deriveKey(master, 'key-id')).digest('hex').slice(0, 8);
}

/** The current key first, then the previous one when there is one. */
export function keyList(keys: Buffer | DataKeys): DataKey[] {
  const { current, previous } = toDataKeys(keys);
  const list = [{ id: keyIdOf(current), master: current }];
  if (previous) {
    const id = keyIdOf(previous);
    if (id === list[0]?.id) {
      throw new Error('DATA_ENCRYPTION_KEY_PREVIOUS must be another key than DATA_ENCRYPTION_KEY');
    }
    list.push({ id, master: previous });
  }
  return list;
}
