import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { deriveKey } from '../src/lib/crypto/derive-key.js';

/** A personnummer ciphertext exactly as the app wrote it before key ids (format v1, decision 055). */
export function v1Ciphertext(master: Buffer, personalNumber: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(master, 'aes:personal-number'), iv);
  cipher.setAAD(Buffer.from('ramkoll:personal-number', 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(personalNumber, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}

/** A keyed hash exactly as the app wrote it before key ids (bare hex). */
export function bareHash(
  master: Buffer,
  purpose: 'personal-number' | 'store-staff-code',
  value: string,
): string {
  return createHmac('sha256', deriveKey(master, `hmac:${purpose}`))
    .update(value, 'utf8')
    .digest('hex');
}
