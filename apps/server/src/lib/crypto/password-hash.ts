import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet minimum (19 MiB, 2 iterations, 1 lane):
 * strong enough, and cheap enough that sign-in stays fast on a small server.
 * (@node-rs/argon2 defaults to the argon2id variant.)
 */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
