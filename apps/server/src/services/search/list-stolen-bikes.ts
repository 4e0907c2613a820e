import { SEARCH_PAGE_SIZE_MAX, type BikeListResponse } from '@ramkoll/shared/schemas/search';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSearchTerms } from '../../db/schema/bikes.js';
import { jsonAnswer, type JsonAnswer } from '../../lib/json-answer.js';
import { prepared } from '../../lib/prepared.js';
import type { Actor } from '../actor.js';
import { searchBikeColumns, toSearchBike } from './search-bike-row.js';
import type { StolenListCache, StolenPage } from './stolen-list-cache.js';

/** Latest theft first: exactly the order of the partial index bikes_stolen_idx. */
const theftOrder = sql`${bikes.stolenDate} desc nulls last, ${bikes.createdAt} desc nulls last, ${bikes.id}`;

/** The trigger-kept count of live stolen bikes (bike_search_terms 'stolen'), not 20,000 index entries read. */
const stolenTotal = sql`(select ${bikeSearchTerms.bikeCount} from ${bikeSearchTerms}
  where ${bikeSearchTerms.field} = 'stolen' and ${bikeSearchTerms.value} = '')`;

/**
 * GET /api/bikes/stolen (spec: secure_bike_search with include_stolen): every stolen live bike,
 * most recent theft first, a page at a time, as the answer's JSON. A page comes from `cache` when
 * it holds it (decision 062), else from the database; it is the same for every viewer but for
 * isMine, which is set here for the bikes the viewer owns.
 */
export async function listStolenBikes({
  db,
  actor,
  page,
  pageSize,
  cache,
}: {
  db: Db;
  actor: Actor;
  page: number;
  pageSize: number;
  cache?: StolenListCache;
}): Promise<JsonAnswer<BikeListResponse>> {
  let found = cache?.get(page, pageSize) ?? null;
  if (!found) {
    const startedAt = cache?.begin() ?? 0;
    found = await readStolenPage(db, page, pageSize);
    cache?.store(startedAt, page, pageSize, found);
  }
  if (!found.owners.includes(actor.userId)) return found.json;
  const bikes = found.bikes.map((bike, index) =>
    found.owners[index] === actor.userId ? { ...bike, isMine: true } : bike,
  );
  return jsonAnswer<BikeListResponse>({ bikes, total: found.total, page, pageSize });
}

/**
 * One page read in one statement with the total beside each row, isMine false and the owners
 * beside the bikes.
 *
 * The page is the rows numbered (offset, end] in index order, not `limit $1 offset $2`: a limit
 * or offset given as a parameter is guessed as a tenth of the stolen bikes, so the prepared
 * statement's generic plan looked dearer than one planned for the values and PostgreSQL planned
 * it again on every request (about 1 ms against 0.4 ms of work). row_number() stops reading the
 * index at `end` (a window run condition), and the constant `limit` — a page is never larger —
 * keeps the estimate at a page, so the generic plan is the one the values would get
 * (docs/decisions/053-search-plans-and-answers.md). A stolen bike is never for sale (a check
 * constraint), so no sale is joined.
 */
async function readStolenPage(db: Db, page: number, pageSize: number): Promise<StolenPage> {
  const offset = (page - 1) * pageSize;
  const rows = await prepared(db, 'stolen_list', (on) => {
    // The partial index's predicate is literal, not a parameter, so the generic plan can use it.
    const pageIds = sql`(select numbered.id, numbered.rn from (
        select ${bikes.id} as id, row_number() over (order by ${theftOrder}) as rn from ${bikes}
        where ${bikes.stolenStatus} = 'stolen' and ${bikes.deletedAt} is null
      ) as numbered
      where numbered.rn > ${sql.placeholder('offset')} and numbered.rn <= ${sql.placeholder('end')}
      limit ${sql.raw(String(SEARCH_PAGE_SIZE_MAX))}) as page`;
    const {
      isMine: _perViewer,
      salePrice: _price,
      saleDescription: _sale,
      ...columns
    } = searchBikeColumns('');
    return on
      .select({ ...columns, ownerId: bikes.ownerId, total: sql<number>`${stolenTotal}`.mapWith(Number) })
      .from(bikes)
      .innerJoin(pageIds, sql`page.id = ${bikes.id}`)
      .orderBy(sql`page.rn`)
      .prepare('stolen_list');
  }).execute({ offset, end: offset + pageSize });
  // A page past the last carries no row to read the total from.
  const total = rows[0]?.total ?? (await countStolen(db));
  const bikesOfPage = rows.map((row) =>
    toSearchBike({ ...row, isMine: false, salePrice: null, saleDescription: null }, 'filter'),
  );
  return {
    bikes: bikesOfPage,
    owners: rows.map((row) => row.ownerId),
    total,
    json: jsonAnswer<BikeListResponse>({ bikes: bikesOfPage, total, page, pageSize }),
  };
}

async function countStolen(db: Db): Promise<number> {
  const [counted] = await prepared(db, 'stolen_total', (on) =>
    on
      .select({ total: bikeSearchTerms.bikeCount })
      .from(bikeSearchTerms)
      .where(and(eq(bikeSearchTerms.field, 'stolen'), eq(bikeSearchTerms.value, '')))
      .prepare('stolen_total'),
  ).execute();
  return counted?.total ?? 0;
}
