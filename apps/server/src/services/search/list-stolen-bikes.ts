import type { BikeListResponse } from '@ramkoll/shared/schemas/search';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import type { Actor } from '../actor.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike } from './search-bike-row.js';

/**
 * GET /api/bikes/stolen (spec: secure_bike_search with include_stolen): every stolen live bike,
 * most recent theft first, a page at a time (partial index bikes_stolen_idx).
 */
export async function listStolenBikes({
  db,
  actor,
  page,
  pageSize,
}: {
  db: Db;
  actor: Actor;
  page: number;
  pageSize: number;
}): Promise<BikeListResponse> {
  const where = and(eq(bikes.stolenStatus, 'stolen'), isNull(bikes.deletedAt));
  const rows = await db
    .select({ ...searchBikeColumns(actor.userId), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(bikes)
    .leftJoin(bikeSales, activeSaleJoin)
    .where(where)
    .orderBy(sql`${bikes.stolenDate} desc nulls last`, desc(bikes.createdAt), bikes.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(bikes)
      .where(where);
    total = row?.total ?? 0;
  }
  return { bikes: rows.map((row) => toSearchBike(row, 'filter')), total, page, pageSize };
}
