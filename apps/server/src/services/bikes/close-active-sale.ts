import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bikeSales } from '../../db/schema/bikes.js';

/**
 * Ends the active sale of a bike (sold, stolen, withdrawn, deleted) or every active sale of a
 * seller (account deleted), in the caller's transaction: the row stays as history with its
 * closing time, and the bike leaves the for-sale list (docs/product-rules.md "Ownership lifecycle").
 */
export async function closeActiveSale(
  tx: Tx,
  of: { bikeId: string } | { sellerId: string },
  now: Date,
): Promise<void> {
  const owner = 'bikeId' in of ? eq(bikeSales.bikeId, of.bikeId) : eq(bikeSales.sellerId, of.sellerId);
  await tx
    .update(bikeSales)
    .set({ isActive: false, closedAt: now })
    .where(and(owner, eq(bikeSales.isActive, true)));
}
