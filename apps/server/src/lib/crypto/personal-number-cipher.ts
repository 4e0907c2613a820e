import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './derive-key.js';
import { createKeyedHash } from './keyed-hash.js';

const VERSION = 'v1';
const IV_BYTES = 12;
// Binds ciphertexts to this use: a value copied from another encrypted column will not decrypt here.
const AAD = Buffer.from('ramkoll:personal-number', 'utf8');

/**
 * Personnummer at rest (docs/product-rules.md): AES-256-GCM ciphertext for showing it to its owner, and a
 * keyed hash for uniqueness and look-up. Input is the canonical 12-digit form (YYYYMMDDNNNN);
 * parsing what a person typed belongs to the personnummer rule, not here.
 */
export interface PersonalNumberCipher {
  encrypt(personalNumber: string): string;
  decrypt(stored: string): string;
  hash(personalNumber: string): string;
}

export function createPersonalNumberCipher(masterKey: Buffer): PersonalNumberCipher {
  const encryptionKey = deriveKey(masterKey, 'aes:personal-number');
  const keyedHash = createKeyedHash(masterKey, 'personal-number');

  return {
    encrypt(personalNumber) {
      assertCanonical(personalNumber);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(AAD);
      const ciphertext = Buffer.concat([cipher.update(personalNumber, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    decrypt(stored) {
      const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
      if (version !== VERSION || !iv || !tag || !ciphertext || rest.length > 0) {
        throw new Error('Unrecognised personal number ciphertext');
      }
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(AAD);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      // final() throws when the tag does not match: wrong key or tampered data.
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },

    hash(personalNumber) {
      assertCanonical(personalNumber);
      return keyedHash(personalNumber);
    },
  };
}

function assertCanonical(personalNumber: string): void {
  if (!/^\d{12}$/.test(personalNumber)) {
    throw new Error('A personal number must be given as 12 digits (YYYYMMDDNNNN)');
  }
}
