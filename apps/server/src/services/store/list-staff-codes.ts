import type { StaffCode } from '@ramkoll/shared/schemas/store-area';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storeStaffCodes } from '../../db/schema/stores.js';
import type { StoreContext } from './store-context.js';

/** The store's staff codes, active first, never the code itself (only its keyed hash is stored). */
export async function listStaffCodes({ db, store }: { db: Db; store: StoreContext }): Promise<StaffCode[]> {
  const rows = await db
    .select({
      id: storeStaffCodes.id,
      label: storeStaffCodes.label,
      active: storeStaffCodes.active,
      lastUsedAt: storeStaffCodes.lastUsedAt,
      createdAt: storeStaffCodes.createdAt,
    })
    .from(storeStaffCodes)
    .where(eq(storeStaffCodes.storeId, store.storeId))
    .orderBy(desc(storeStaffCodes.active), asc(storeStaffCodes.createdAt), asc(storeStaffCodes.id));
  return rows.map((row) => ({
    ...row,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    current: row.id === store.staffCodeId,
  }));
}
