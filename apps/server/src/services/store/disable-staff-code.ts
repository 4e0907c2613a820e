import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/auth.js';
import { storeStaffCodes } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import type { StoreContext } from './store-context.js';

/**
 * Disables one of the store's staff codes (docs/decisions/040): never the last active one, and
 * the code of this very session only with `confirm`. Sessions that confirmed the code lose it and
 * must enter another before the store area opens again. The store's active codes are locked first,
 * so two disables at once cannot leave the store without a code.
 */
export async function disableStaffCode({
  db,
  store,
  staffCodeId,
  confirm,
  meta,
}: {
  db: Db;
  store: StoreContext;
  staffCodeId: string;
  confirm: boolean;
  meta: RequestMeta;
}): Promise<{ signedOutOfCode: boolean }> {
  return db.transaction(async (tx) => {
    const active = await tx
      .select({ id: storeStaffCodes.id })
      .from(storeStaffCodes)
      .where(and(eq(storeStaffCodes.storeId, store.storeId), eq(storeStaffCodes.active, true)))
      .orderBy(storeStaffCodes.id)
      .for('update');
    const [target] = await tx
      .select({ id: storeStaffCodes.id, active: storeStaffCodes.active })
      .from(storeStaffCodes)
      .where(and(eq(storeStaffCodes.id, staffCodeId), eq(storeStaffCodes.storeId, store.storeId)))
      .limit(1);
    // Another store's code answers like a code that does not exist.
    if (!target) throw new AppError('STAFF_CODE_NOT_FOUND');
    if (!target.active) return { signedOutOfCode: false };
    if (active.length <= 1) throw new AppError('LAST_STAFF_CODE');
    const own = staffCodeId === store.staffCodeId;
    if (own && !confirm) throw new AppError('STAFF_CODE_IN_USE');

    await tx.update(storeStaffCodes).set({ active: false }).where(eq(storeStaffCodes.id, staffCodeId));
    await tx.update(sessions).set({ staffCodeId: null }).where(eq(sessions.staffCodeId, staffCodeId));
    await writeAudit(tx, {
      action: 'store.staff_code_disabled',
      actorUserId: store.accountUserId,
      targetType: 'store_staff_code',
      targetId: staffCodeId,
      details: { storeId: store.storeId, staffCodeId: store.staffCodeId },
      meta,
    });
    return { signedOutOfCode: own };
  });
}
