import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/auth.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

/** The signed-in store and the staff code its session confirmed (who does what, in the audit log). */
export interface StoreContext {
  storeId: string;
  accountUserId: string;
  staffCodeId: string;
}

/**
 * Reads the store of the actor's account and the staff code of this session in one query. The
 * area hook already refused sessions without a confirmed code; the service checks again, since a
 * code may have been disabled since (docs/house-style.md rule 5).
 */
export async function storeContextOf({
  db,
  actor,
  sessionId,
}: {
  db: Pick<Db, 'select'>;
  actor: Actor;
  sessionId: string;
}): Promise<StoreContext> {
  if (actor.role !== 'store') throw new AppError('FORBIDDEN');
  const [row] = await db
    .select({ storeId: stores.id, staffCodeId: sessions.staffCodeId })
    .from(sessions)
    .innerJoin(stores, eq(stores.accountUserId, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.userId)))
    .limit(1);
  if (!row) throw new AppError('FORBIDDEN');
  if (!row.staffCodeId) throw new AppError('STAFF_CODE_REQUIRED');
  return { storeId: row.storeId, accountUserId: actor.userId, staffCodeId: row.staffCodeId };
}
