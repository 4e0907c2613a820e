import type { BikeSearchQuery, BikeSearchResponse, SearchMatch } from '@ramkoll/shared/schemas/search';
import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import { qrStickers } from '../../db/schema/stickers.js';
import { AppError } from '../../lib/app-error.js';
import { containsPattern, foldSql, foldText } from '../../lib/fold-text.js';
import { frameKey, normalizeFrameNumber } from '../../lib/frame-number.js';
import type { Actor } from '../actor.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike } from './search-bike-row.js';

/** "Close" frame numbers: at most this many, each within edit distance < 3 (DECISIONS.md). */
export const CLOSE_LIMIT = 10;
const CLOSE_MAX_DISTANCE = 2;
/** Shorter normalised queries would make almost every frame number "close". */
const CLOSE_MIN_LENGTH = 4;
/** Trigram indexes serve substring matches from three characters; shorter text must match whole. */
const SUBSTRING_MIN_LENGTH = 3;

/**
 * GET /api/bikes/search (spec: search_bikes_secure; DECISIONS.md "Bikes, search and stickers").
 * One query answers the page and its total: frame numbers exact (upper-case key) or normalised
 * (look-alikes folded, separators and leading zeros gone), a Ramkoll sticker code, or the query
 * inside a visible brand, model or colour; filters narrow it. A second query finds "close" frame
 * numbers by trigram similarity and edit distance. Hidden fields are never matched.
 */
export async function searchBikes({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: Actor;
  query: BikeSearchQuery;
}): Promise<BikeSearchResponse> {
  const text = (query.q ?? '').trim();
  const filters = filterConditions(query);
  if (text === '' && filters.length === 0) {
    throw new AppError('VALIDATION_FAILED', { field: 'q', problem: 'query_required' });
  }

  const key = frameKey(text).replace(/[^0-9A-ZÅÄÖ]/g, '');
  const normalized = normalizeFrameNumber(text);
  const live = isNull(bikes.deletedAt);

  let matchKind: SQL<SearchMatch> = sql<SearchMatch>`'filter'`;
  let rank: SQL<number> = sql<number>`3`;
  let textCondition: SQL | undefined;
  if (text !== '') {
    const folded = foldText(text);
    const exact = key === '' ? sql`false` : eq(bikes.frameKey, key);
    const sticker =
      key === ''
        ? sql`false`
        : sql`${bikes.id} = (select ${qrStickers.bikeId} from ${qrStickers} where ${qrStickers.code} = ${key})`;
    const sameNormalized = normalized === '' ? sql`false` : eq(bikes.frameNormalized, normalized);
    textCondition = or(
      exact,
      sticker,
      sameNormalized,
      visibleTextMatch(foldSql('"bikes"."brand"'), bikes.publicBrand, folded),
      visibleTextMatch(foldSql('"bikes"."model"'), bikes.publicModel, folded),
      visibleTextMatch(foldSql('"bikes"."color"'), bikes.publicColor, folded),
    );
    matchKind = sql<SearchMatch>`case when ${exact} or ${sticker} then 'exact' when ${sameNormalized} then 'normalized' else 'text' end`;
    rank = sql<number>`case when ${exact} or ${sticker} then 0 when ${sameNormalized} then 1 else 2 end`;
  }

  const where = and(live, textCondition, ...filters);
  const offset = (query.page - 1) * query.pageSize;
  const rows = await db
    .select({
      ...searchBikeColumns(actor.userId),
      match: matchKind,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bikes)
    .leftJoin(bikeSales, activeSaleJoin)
    .where(where)
    .orderBy(asc(rank), desc(bikes.createdAt), asc(bikes.id))
    .limit(query.pageSize)
    .offset(offset);

  const total = rows[0]?.total ?? (offset > 0 ? await countMatches(db, where) : 0);
  const close =
    normalized.length >= CLOSE_MIN_LENGTH ? await closeFrameNumbers(db, actor, key, normalized, filters) : [];
  const shownIds = new Set(rows.map((row) => row.id));

  return {
    results: rows.map((row) => toSearchBike(row, row.match)),
    close: close.filter((bike) => !shownIds.has(bike.id)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Filters of the panel: brand, model and colour only where visible; city and type as they are. */
function filterConditions(query: BikeSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  const add = (condition: SQL | undefined) => {
    if (condition) conditions.push(condition);
  };
  if (query.brand)
    add(visibleTextMatch(foldSql('"bikes"."brand"'), bikes.publicBrand, foldText(query.brand)));
  if (query.model)
    add(visibleTextMatch(foldSql('"bikes"."model"'), bikes.publicModel, foldText(query.model)));
  if (query.color)
    add(visibleTextMatch(foldSql('"bikes"."color"'), bikes.publicColor, foldText(query.color)));
  if (query.city) add(textMatch(foldSql('"bikes"."city"'), foldText(query.city)));
  if (query.bikeType) add(eq(bikes.bikeType, query.bikeType));
  return conditions;
}

/**
 * `folded` inside the column's folded text: a substring from three characters (trigram index),
 * the whole value below that. The folded SQL is inlined, not a parameter, so the planner
 * recognises the indexed expression.
 */
function textMatch(foldedColumnSql: string, folded: string): SQL {
  return folded.length >= SUBSTRING_MIN_LENGTH
    ? sql`${sql.raw(foldedColumnSql)} like ${containsPattern(folded)}`
    : sql`${sql.raw(foldedColumnSql)} = ${folded}`;
}

function visibleTextMatch(foldedColumnSql: string, visible: PgColumn, folded: string): SQL | undefined {
  return and(eq(visible, true), textMatch(foldedColumnSql, folded));
}

async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(bikes)
    .where(where);
  return row?.total ?? 0;
}

/**
 * Frame numbers one or two edits away from the query's normalised form: the trigram operator (%)
 * picks candidates through the GIN index on frame_normalized, levenshtein keeps the close ones.
 */
async function closeFrameNumbers(db: Db, actor: Actor, key: string, normalized: string, filters: SQL[]) {
  const distance = sql<number>`levenshtein(${bikes.frameNormalized}, ${normalized})`;
  const rows = await db
    .select(searchBikeColumns(actor.userId))
    .from(bikes)
    .leftJoin(bikeSales, activeSaleJoin)
    .where(
      and(
        isNull(bikes.deletedAt),
        sql`${bikes.frameNormalized} % ${normalized}`,
        sql`${distance} <= ${CLOSE_MAX_DISTANCE}`,
        ne(bikes.frameNormalized, normalized),
        key === '' ? undefined : ne(bikes.frameKey, key),
        ...filters,
      ),
    )
    .orderBy(asc(distance), sql`similarity(${bikes.frameNormalized}, ${normalized}) desc`, asc(bikes.id))
    .limit(CLOSE_LIMIT);
  return rows.map((row) => toSearchBike(row, 'close'));
}
