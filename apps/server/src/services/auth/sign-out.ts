import type { Db } from '../../db/client.js';
import { writeAudit } from '../audit/write-audit.js';
import { revokeAllSessions, type RequestMeta } from './session-store.js';

/** Spec section 4: sign-out is global, every device's session of the user ends. */
export async function signOut({
  db,
  userId,
  now,
  meta,
}: {
  db: Db;
  userId: string;
  now: Date;
  meta: RequestMeta;
}) {
  await db.transaction(async (tx) => {
    await revokeAllSessions({ db: tx, userId, now });
    await writeAudit(tx, {
      action: 'auth.sign_out',
      actorUserId: userId,
      details: { scope: 'global' },
      meta,
    });
  });
}
