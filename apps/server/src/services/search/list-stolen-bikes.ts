import type { BikeListResponse } from '@ramkoll/shared/schemas/search';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales, bikeSearchTerms } from '../../db/schema/bikes.js';
import { prepared } from '../../lib/prepared.js';
import type { Actor } from '../actor.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike } from './search-bike-row.js';

/** Latest theft first: exactly the order of the partial index bikes_stolen_idx. */
const theftOrder = sql`${bikes.stolenDate} desc nulls last, ${bikes.createdAt} desc nulls last, ${bikes.id}`;

/**
 * GET /api/bikes/stolen (spec: secure_bike_search with include_stolen): every stolen live bike,
 * most recent theft first, a page at a time. The page's ids are read in index order and only they
 * are joined to their details; the total is the trigger-kept count of live stolen bikes.
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
  const [rows, [counted]] = await Promise.all([
    prepared(db, 'stolen_list', (on) => {
      const pageIds = on
        .select({ id: bikes.id })
        .from(bikes)
        // A literal, not a parameter: the generic plan of the prepared statement must see the
        // partial index's own predicate (decision 053), or it reads every bike.
        .where(and(sql`${bikes.stolenStatus} = 'stolen'`, isNull(bikes.deletedAt)))
        .orderBy(theftOrder)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      return on
        .select(searchBikeColumns(sql.placeholder('viewer')))
        .from(pageIds)
        .innerJoin(bikes, eq(bikes.id, pageIds.id))
        .leftJoin(bikeSales, activeSaleJoin)
        .orderBy(theftOrder)
        .prepare('stolen_list');
    }).execute({ limit: pageSize, offset: (page - 1) * pageSize, viewer: actor.userId }),
    // Counted by the bikes trigger (bike_search_terms 'stolen'), not by reading 20,000 index entries.
    prepared(db, 'stolen_total', (on) =>
      on
        .select({ total: bikeSearchTerms.bikeCount })
        .from(bikeSearchTerms)
        .where(and(eq(bikeSearchTerms.field, 'stolen'), eq(bikeSearchTerms.value, '')))
        .prepare('stolen_total'),
    ).execute(),
  ]);
  return {
    bikes: rows.map((row) => toSearchBike(row, 'filter')),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}
