import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';

/** The user as the web sees it (never the personnummer); null if the account no longer exists. */
export async function getSessionUser({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: profiles.role,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  // An account without a profile row gets the spec's defaults: role customer, name from the e-mail.
  return {
    id: row.id,
    email: row.email,
    role: row.role ?? 'customer',
    fullName: row.fullName ?? row.email.split('@')[0] ?? 'Användare',
    avatarUrl: row.avatarUrl ?? null,
  };
}
