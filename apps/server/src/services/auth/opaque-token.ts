import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random token for a cookie or a link, and the SHA-256 hash that is all the database keeps. */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Spec section 9: a temporary password is 8 alphanumeric characters, from the CSPRNG. */
export function generateTemporaryPassword(length = 8): string {
  let password = '';
  for (let index = 0; index < length; index++) password += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return password;
}
