import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userBalances } from '../../db/schema/points.js';
import type { Actor } from '../actor.js';

/** The actor's points; an account without a balance row has 0. */
export async function getBalance({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ pointsBalance: number }> {
  const [row] = await db
    .select({ pointsBalance: userBalances.pointsBalance })
    .from(userBalances)
    .where(eq(userBalances.userId, actor.userId))
    .limit(1);
  return { pointsBalance: row?.pointsBalance ?? 0 };
}
