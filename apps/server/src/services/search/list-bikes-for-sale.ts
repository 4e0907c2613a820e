import { FOR_SALE_LIST_LIMIT, type SearchBike } from '@ramkoll/shared/schemas/search';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import type { Actor } from '../actor.js';
import { searchBikeColumns, toSearchBike } from './search-bike-row.js';

/**
 * GET /api/bikes/for-sale (spec: bikes where status for_sale, limit 10, with their active
 * bike_sales row): the newest sales first. A stolen bike can never be for sale (check constraint).
 */
export async function listBikesForSale({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ bikes: SearchBike[] }> {
  const rows = await db
    .select(searchBikeColumns(actor.userId))
    .from(bikes)
    .innerJoin(bikeSales, and(eq(bikeSales.bikeId, bikes.id), eq(bikeSales.isActive, true)))
    .where(and(eq(bikes.status, 'for_sale'), isNull(bikes.deletedAt)))
    .orderBy(desc(bikeSales.createdAt), desc(bikes.id))
    .limit(FOR_SALE_LIST_LIMIT);
  return { bikes: rows.map((row) => toSearchBike(row, 'filter')) };
}
