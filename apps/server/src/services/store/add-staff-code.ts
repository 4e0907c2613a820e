import { checkStaffCodeInput } from '@ramkoll/shared/rules/store-settings';
import type { StaffCode } from '@ramkoll/shared/schemas/store-area';
import type { Db } from '../../db/client.js';
import { and, eq, inArray } from 'drizzle-orm';
import { storeStaffCodes } from '../../db/schema/stores.js';
import { pgErrorCodes, pgErrorInfo } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import type { KeyedHash } from '../../lib/crypto/keyed-hash.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import type { StoreContext } from './store-context.js';

/**
 * A new staff code for the store (6–20 letters or digits). Only the keyed hash of the upper-case
 * code is stored, as verify-staff-code.ts compares it; the code is never returned, so the person
 * who typed it sees it once, in the form. The audit row names the staff code that added it.
 */
export async function addStaffCode({
  db,
  store,
  input,
  staffCodeHash,
  meta,
}: {
  db: Db;
  store: StoreContext;
  input: { label: string; code: string };
  staffCodeHash: KeyedHash;
  meta: RequestMeta;
}): Promise<StaffCode> {
  const [problem] = checkStaffCodeInput(input);
  if (problem) throw validationFailed(problem.field, problem.problem);
  try {
    return await db.transaction(async (tx) => {
      // During a key rotation the same code may still be stored under the previous key (decision 055).
      const [taken] = await tx
        .select({ id: storeStaffCodes.id })
        .from(storeStaffCodes)
        .where(
          and(
            eq(storeStaffCodes.storeId, store.storeId),
            inArray(storeStaffCodes.codeHash, staffCodeHash.candidates(input.code.trim())),
          ),
        )
        .limit(1);
      if (taken) throw new AppError('STAFF_CODE_TAKEN');
      const [row] = await tx
        .insert(storeStaffCodes)
        .values({
          storeId: store.storeId,
          codeHash: staffCodeHash(input.code.trim()),
          label: input.label.trim(),
        })
        .returning();
      if (!row) throw new Error('staff code not inserted');
      await writeAudit(tx, {
        action: 'store.staff_code_added',
        actorUserId: store.accountUserId,
        targetType: 'store_staff_code',
        targetId: row.id,
        details: { storeId: store.storeId, staffCodeId: store.staffCodeId },
        meta,
      });
      return {
        id: row.id,
        label: row.label,
        active: row.active,
        lastUsedAt: null,
        createdAt: row.createdAt.toISOString(),
        current: false,
      };
    });
  } catch (error) {
    const info = pgErrorInfo(error);
    if (info?.code === pgErrorCodes.uniqueViolation) {
      throw new AppError('STAFF_CODE_TAKEN');
    }
    throw error;
  }
}
