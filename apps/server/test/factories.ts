import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.js';
import { profiles, users } from '../src/db/schema/accounts.js';

/** A user with a profile; the password hash is a placeholder because these users never sign in. */
export async function createUser(db: Db, overrides: { email?: string; fullName?: string } = {}) {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.se`;
  const [user] = await db.insert(users).values({ email, passwordHash: 'not-a-real-hash' }).returning();
  if (!user) throw new Error('insert returned nothing');
  await db.insert(profiles).values({ userId: user.id, fullName: overrides.fullName ?? 'Test Testsson' });
  return user;
}
