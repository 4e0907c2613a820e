import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A small JSON value sealed with AES-256-GCM under a purpose key (derive-key.ts), for secrets that
 * live minutes in the database, such as an e-ID order's qrStartSecret or PKCE verifier. The
 * purpose is bound as additional data, so a value sealed for one use does not open for another.
 */
export interface SealedJson {
  seal(value: unknown): string;
  /** null when the value was not sealed by this key for this purpose (or was altered). */
  open<T>(sealed: string): T | null;
}

export function createSealedJson(key: Buffer, purpose: string): SealedJson {
  const aad = Buffer.from(purpose);
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open<T>(sealed: string): T | null {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(aad);
        decipher.setAuthTag(tag);
        const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
  };
}
