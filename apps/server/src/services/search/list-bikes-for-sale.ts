import { FOR_SALE_LIST_LIMIT, type SearchBike } from '@ramkoll/shared/schemas/search';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import type { Actor } from '../actor.js';
import { prepared } from '../../lib/prepared.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike } from './search-bike-row.js';

/**
 * GET /api/bikes/for-sale (spec: bikes where status for_sale, limit 10, with their active
 * bike_sales row): the newest sales first. The active sales are walked newest first along
 * bike_sales_active_newest_idx and each bike is checked once (a lateral look-up by primary key),
 * so the list costs ten probes however many bikes are for sale. A stolen bike can never be for sale
 * (check constraint). The limit is written into the statement, not passed: the prepared statement's
 * generic plan must know it reads ten sales (decision 053), or it hashes every active one.
 */
export async function listBikesForSale({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ bikes: SearchBike[] }> {
  const rows = await prepared(db, 'for_sale_list', (on) => {
    const newest = sql`(select sale.bike_id as id, sale.created_at from ${bikeSales} as sale
      cross join lateral (
        select 1 from ${bikes} where ${bikes.id} = sale.bike_id and ${bikes.status} = 'for_sale' and ${bikes.deletedAt} is null
        limit 1
      ) as listed
      where sale.is_active
      order by sale.created_at desc nulls last, sale.bike_id desc nulls last
      limit ${sql.raw(String(FOR_SALE_LIST_LIMIT))}) as newest`;
    return on
      .select(searchBikeColumns(sql.placeholder('viewer')))
      .from(bikes)
      .innerJoin(newest, sql`newest.id = ${bikes.id}`)
      .innerJoin(bikeSales, activeSaleJoin)
      .orderBy(sql`newest.created_at desc`, desc(bikes.id))
      .prepare('for_sale_list');
  }).execute({ viewer: actor.userId });
  return { bikes: rows.map((row) => toSearchBike(row, 'filter')) };
}
