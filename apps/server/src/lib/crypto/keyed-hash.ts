import { createHmac } from 'node:crypto';
import { deriveKey } from './derive-key.js';
import { keyList, type DataKeys } from './data-keys.js';

/**
 * HMAC-SHA256 under a purpose-specific key: deterministic, so it can back a unique index or a
 * look-up, but useless to someone holding only a database dump. Written as `<kid>.<hex>` so a
 * rotation can tell which key made it (decision 055); hashes written before key ids were bare hex.
 */
export interface KeyedHash {
  /** Under the current key: what is stored from now on. */
  (value: string): string;
  /** Every form the value may be stored in while a rotation is under way (current key first). */
  candidates(value: string): string[];
  /** The current key's id: a stored hash `startsWith(`${keyId}.`)` is under the current key. */
  keyId: string;
}

export function createKeyedHash(keys: Buffer | DataKeys, purpose: string): KeyedHash {
  const hmacs = keyList(keys).map(({ id, master }) => {
    const key = deriveKey(master, `hmac:${purpose}`);
    return { id, hex: (value: string) => createHmac('sha256', key).update(value, 'utf8').digest('hex') };
  });
  const [current] = hmacs;
  if (!current) throw new Error('No data encryption key');
  const hash = (value: string) => `${current.id}.${current.hex(value)}`;
  return Object.assign(hash, {
    candidates: (value: string) => {
      const hexes = hmacs.map(({ id, hex }) => ({ id, hex: hex(value) }));
      return [...hexes.map(({ id, hex }) => `${id}.${hex}`), ...hexes.map(({ hex }) => hex)];
    },
    keyId: current.id,
  });
}

/** Staff codes are compared case-insensitively, so the hash is taken of the upper-case code. */
export function createStaffCodeHash(keys: Buffer | DataKeys): KeyedHash {
  const hash = createKeyedHash(keys, 'store-staff-code');
  const normal = (code: string) => code.trim().toUpperCase();
  return Object.assign((code: string) => hash(normal(code)), {
    candidates: (code: string) => hash.candidates(normal(code)),
    keyId: hash.keyId,
  });
}
