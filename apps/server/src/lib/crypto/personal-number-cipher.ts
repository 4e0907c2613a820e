import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './derive-key.js';
import { keyList, type DataKeys } from './data-keys.js';
import { createKeyedHash } from './keyed-hash.js';

const VERSION = 'v2';
const IV_BYTES = 12;
// Binds ciphertexts to this use: a value copied from another encrypted column will not decrypt here.
const AAD = Buffer.from('ramkoll:personal-number', 'utf8');

/**
 * Personnummer at rest (docs/product-rules.md): AES-256-GCM ciphertext for showing it to its owner, and a
 * keyed hash for uniqueness and look-up. Input is the canonical 12-digit form (YYYYMMDDNNNN);
 * parsing what a person typed belongs to the personnummer rule, not here.
 *
 * Ciphertexts are `v2.<kid>.<iv>.<tag>.<ciphertext>` under the current key; `v1.<iv>.<tag>.<ciphertext>`
 * (written before key ids) and ciphertexts under the previous key still read (decision 055).
 */
export interface PersonalNumberCipher {
  encrypt(personalNumber: string): string;
  decrypt(stored: string): string;
  /** The hash stored from now on (current key). */
  hash(personalNumber: string): string;
  /** Every stored form of the number's hash during a rotation: look-ups match any (`IN`). */
  hashes(personalNumber: string): string[];
  /** True when both the ciphertext and the hash are already in the current key's form. */
  isCurrent(stored: { encrypted: string; hash: string }): boolean;
}

export function createPersonalNumberCipher(keys: Buffer | DataKeys): PersonalNumberCipher {
  const encryptionKeys = keyList(keys).map(({ id, master }) => ({
    id,
    key: deriveKey(master, 'aes:personal-number'),
  }));
  const [current] = encryptionKeys;
  if (!current) throw new Error('No data encryption key');
  const keyedHash = createKeyedHash(keys, 'personal-number');

  return {
    encrypt(personalNumber) {
      assertCanonical(personalNumber);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(AAD);
      const ciphertext = Buffer.concat([cipher.update(personalNumber, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, current.id, ...[iv, tag, ciphertext].map((part) => part.toString('base64url'))].join(
        '.',
      );
    },

    decrypt(stored) {
      const parts = stored.split('.');
      if (parts[0] === 'v2' && parts.length === 5) {
        const [, kid = '', iv = '', tag = '', ciphertext = ''] = parts;
        const entry = encryptionKeys.find(({ id }) => id === kid);
        if (!entry) {
          throw new Error(
            `Personal number ciphertext under key ${kid}, which is neither DATA_ENCRYPTION_KEY nor DATA_ENCRYPTION_KEY_PREVIOUS`,
          );
        }
        return open(entry.key, iv, tag, ciphertext);
      }
      if (parts[0] === 'v1' && parts.length === 4) {
        // No key id: the key that was current before rotation existed, so try each.
        const [, iv = '', tag = '', ciphertext = ''] = parts;
        for (const { key } of encryptionKeys.slice(0, -1)) {
          try {
            return open(key, iv, tag, ciphertext);
          } catch {
            // The next key.
          }
        }
        const last = encryptionKeys[encryptionKeys.length - 1] ?? current;
        return open(last.key, iv, tag, ciphertext);
      }
      throw new Error('Unrecognised personal number ciphertext');
    },

    hash(personalNumber) {
      assertCanonical(personalNumber);
      return keyedHash(personalNumber);
    },

    hashes(personalNumber) {
      assertCanonical(personalNumber);
      return keyedHash.candidates(personalNumber);
    },

    isCurrent({ encrypted, hash }) {
      return encrypted.startsWith(`${VERSION}.${current.id}.`) && hash.startsWith(`${current.id}.`);
    },
  };
}

function open(key: Buffer, iv: string, tag: string, ciphertext: string): string {
  if (!iv || !tag || !ciphertext) throw new Error('Unrecognised personal number ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
    authTagLength: 16,
  });
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  // final() throws when the tag does not match: wrong key or tampered data.
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

function assertCanonical(personalNumber: string): void {
  if (!/^\d{12}$/.test(personalNumber)) {
    throw new Error('A personal number must be given as 12 digits (YYYYMMDDNNNN)');
  }
}
