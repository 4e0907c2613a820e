import type {
  BikeSearchQuery,
  BikeSearchResponse,
  SearchBike,
  SearchMatch,
} from '@ramkoll/shared/schemas/search';
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
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

const matchOfRank: Record<number, SearchMatch> = { 0: 'exact', 1: 'normalized', 2: 'text' };

interface Terms {
  text: string;
  /** Upper-case letters and digits: the frame key and sticker code the text may be. */
  key: string;
  /** Look-alikes folded, separators and leading zeros gone (DECISIONS.md). */
  normalized: string;
}

/**
 * GET /api/bikes/search (spec: search_bikes_secure; DECISIONS.md "Bikes, search and stickers").
 * A bike matches by exact frame key or sticker code (rank 0), normalised frame number (rank 1),
 * or the text inside a visible brand, model or colour (rank 2); the filters narrow it. Each way
 * of matching is its own indexed look-up, combined with UNION ALL, so no branch forces a scan of
 * the whole table. A second query finds "close" frame numbers by trigram similarity and edit
 * distance. Hidden fields are never matched.
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
  const terms: Terms = {
    text,
    key: frameKey(text).replace(/[^0-9A-ZÅÄÖ]/g, ''),
    normalized: normalizeFrameNumber(text),
  };

  const page = await matchingPage(db, actor, terms, filters, query.page, query.pageSize);
  // A page past the last carries no row to read the total from.
  const total =
    page[0]?.total ??
    (query.page > 1 ? ((await matchingPage(db, actor, terms, filters, 1, 1))[0]?.total ?? 0) : 0);
  const close =
    terms.normalized.length >= CLOSE_MIN_LENGTH ? await closeFrameNumbers(db, actor, terms, filters) : [];
  const shownIds = new Set(page.map((bike) => bike.id));

  return {
    results: page.map(({ bike }) => bike),
    close: close.filter((bike) => !shownIds.has(bike.id)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function matchingPage(
  db: Db,
  actor: Actor,
  terms: Terms,
  filters: SQL[],
  page: number,
  pageSize: number,
): Promise<{ id: string; bike: SearchBike; total: number }[]> {
  const columns = {
    ...searchBikeColumns(actor.userId),
    total: sql<number>`count(*) over ()`.mapWith(Number),
  };
  const where = and(isNull(bikes.deletedAt), ...filters);
  const offset = (page - 1) * pageSize;

  if (terms.text === '') {
    const rows = await db
      .select(columns)
      .from(bikes)
      .leftJoin(bikeSales, activeSaleJoin)
      .where(where)
      .orderBy(desc(bikes.createdAt), asc(bikes.id))
      .limit(pageSize)
      .offset(offset);
    return rows.map((row) => ({ id: row.id, bike: toSearchBike(row, 'filter'), total: row.total }));
  }

  const matched = sql`(select id, min(rank) as rank from (${matchCandidates(terms)}) as candidates group by id) as matched`;
  const rank = sql<number>`matched.rank`.mapWith(Number);
  const rows = await db
    .select({ ...columns, rank })
    .from(bikes)
    .innerJoin(matched, sql`matched.id = ${bikes.id}`)
    .leftJoin(bikeSales, activeSaleJoin)
    .where(where)
    .orderBy(asc(rank), desc(bikes.createdAt), asc(bikes.id))
    .limit(pageSize)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    bike: toSearchBike(row, matchOfRank[row.rank] ?? 'text'),
    total: row.total,
  }));
}

/** The ids a text query matches, with the rank of how: one indexed look-up per way. */
function matchCandidates({ text, key, normalized }: Terms): SQL {
  const live = sql`${bikes.deletedAt} is null`;
  const branches: SQL[] = [];
  if (key !== '') {
    branches.push(
      sql`select ${bikes.id} as id, 0 as rank from ${bikes} where ${bikes.frameKey} = ${key} and ${live}`,
    );
    branches.push(
      sql`select ${qrStickers.bikeId} as id, 0 as rank from ${qrStickers} where ${qrStickers.code} = ${key} and ${qrStickers.bikeId} is not null`,
    );
  }
  if (normalized !== '') {
    branches.push(
      sql`select ${bikes.id} as id, 1 as rank from ${bikes} where ${bikes.frameNormalized} = ${normalized} and ${live}`,
    );
  }
  const folded = foldText(text);
  const visibleText: [string, PgColumn][] = [
    ['brand', bikes.publicBrand],
    ['model', bikes.publicModel],
    ['color', bikes.publicColor],
  ];
  for (const [column, visible] of visibleText) {
    branches.push(
      sql`select ${bikes.id} as id, 2 as rank from ${bikes} where ${visible} and ${textMatch(foldSql(`"bikes"."${column}"`), folded)} and ${live}`,
    );
  }
  return sql.join(branches, sql` union all `);
}

/** Filters of the panel: brand, model and colour only where visible; city and type as they are. */
function filterConditions(query: BikeSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  const visibleFilters: [string | undefined, string, PgColumn][] = [
    [query.brand, 'brand', bikes.publicBrand],
    [query.model, 'model', bikes.publicModel],
    [query.color, 'color', bikes.publicColor],
  ];
  for (const [value, column, visible] of visibleFilters) {
    if (value)
      conditions.push(sql`${visible} and ${textMatch(foldSql(`"bikes"."${column}"`), foldText(value))}`);
  }
  if (query.city) conditions.push(textMatch(foldSql('"bikes"."city"'), foldText(query.city)));
  if (query.bikeType) conditions.push(eq(bikes.bikeType, query.bikeType));
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

/**
 * Frame numbers one or two edits away from the query's normalised form: the trigram operator (%)
 * picks candidates through the GIN index on frame_normalized, levenshtein keeps the close ones.
 */
async function closeFrameNumbers(db: Db, actor: Actor, { key, normalized }: Terms, filters: SQL[]) {
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
