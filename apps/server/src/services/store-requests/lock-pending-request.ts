import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { businessPackageRequests } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';

const ZRequestId = z.uuid();

export type LockedRequest = typeof businessPackageRequests.$inferSelect;

/**
 * The application row, locked (SELECT … FOR UPDATE) for the rest of the caller's transaction:
 * of two admins deciding at once, the second waits here and then finds it no longer pending, so
 * one approval creates one store, one account and one credit (decision 038). The request id is
 * as it came in the URL.
 */
export async function lockPendingRequest(tx: Tx, requestId: string): Promise<LockedRequest> {
  if (!ZRequestId.safeParse(requestId).success) throw new AppError('STORE_REQUEST_NOT_FOUND');
  const [row] = await tx
    .select()
    .from(businessPackageRequests)
    .where(
      and(
        eq(businessPackageRequests.id, requestId),
        eq(businessPackageRequests.requestType, 'store_partnership'),
      ),
    )
    .for('update');
  if (!row) throw new AppError('STORE_REQUEST_NOT_FOUND');
  if (row.status !== 'pending') throw new AppError('STORE_REQUEST_NOT_PENDING');
  return row;
}

/**
 * Records the decision only while the request is still pending (a second guard behind the row
 * lock); otherwise STORE_REQUEST_NOT_PENDING, which rolls the caller's transaction back.
 */
export async function markDecided(
  tx: Tx,
  requestId: string,
  decision: Partial<typeof businessPackageRequests.$inferInsert> & { status: 'approved' | 'rejected' },
): Promise<void> {
  const updated = await tx
    .update(businessPackageRequests)
    .set(decision)
    .where(and(eq(businessPackageRequests.id, requestId), eq(businessPackageRequests.status, 'pending')))
    .returning({ id: businessPackageRequests.id });
  if (updated.length === 0) throw new AppError('STORE_REQUEST_NOT_PENDING');
}
