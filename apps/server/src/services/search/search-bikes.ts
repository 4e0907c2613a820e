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
import { CLOSE_MIN_LENGTH, closeFrameNumbers } from './close-frame-numbers.js';
import { prepared } from '../../lib/prepared.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike } from './search-bike-row.js';
import { SUBSTRING_MIN_LENGTH, textMatchPage } from './text-matches.js';

const matchOfRank: Record<number, SearchMatch> = { 0: 'exact', 1: 'normalized', 2: 'text' };

interface Terms {
  text: string;
  /** Upper-case letters and digits: the frame key and sticker code the text may be. */
  key: string;
  /** Look-alikes folded, separators and leading zeros gone (DECISIONS.md). */
  normalized: string;
}

/**
 * GET /api/bikes/search (spec: search_bikes_secure; DECISIONS.md "Bikes, search and stickers";
 * docs/decisions/012-bike-search.md and 028-search-at-scale.md). A bike matches by exact frame key
 * or sticker code (rank 0), normalised frame number (rank 1), or the text inside a visible brand,
 * model or colour (rank 2); the filters narrow it. Hidden fields are never matched.
 *
 * Without filters, a frame number that hits answers alone (one B-tree probe per way of matching);
 * otherwise text matches are read value by value in page order and "close" frame numbers come
 * from their deletion variants, both bounded however large the registry. With filters, one query
 * unions the indexed branches and filters the joined rows.
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
  const { page, pageSize } = query;
  const close = () =>
    terms.normalized.length >= CLOSE_MIN_LENGTH ? closeFrameNumbers(db, actor, terms, filters) : [];

  if (filters.length === 0) {
    const frameHits = await frameNumberMatches(db, actor, terms);
    if (frameHits.length > 0) {
      const start = (page - 1) * pageSize;
      return {
        results: frameHits.slice(start, start + pageSize),
        close: [],
        total: frameHits.length,
        totalCapped: false,
        page,
        pageSize,
      };
    }
    const [found, near] = await Promise.all([
      textMatchPage({ db, actor, folded: foldText(text), page, pageSize }),
      close(),
    ]);
    return {
      results: found.bikes,
      close: near,
      total: found.total,
      totalCapped: found.totalCapped,
      page,
      pageSize,
    };
  }

  const rows = await matchingPage(db, actor, terms, filters, page, pageSize);
  // A page past the last carries no row to read the total from.
  const total =
    rows[0]?.total ?? (page > 1 ? ((await matchingPage(db, actor, terms, filters, 1, 1))[0]?.total ?? 0) : 0);
  const near = await close();
  const shownIds = new Set(rows.map((bike) => bike.id));
  return {
    results: rows.map(({ bike }) => bike),
    close: near.filter((bike) => !shownIds.has(bike.id)),
    total,
    totalCapped: false,
    page,
    pageSize,
  };
}

/** Bikes whose frame number or sticker code is the query, exactly or normalised: a few at most. */
async function frameNumberMatches(db: Db, actor: Actor, { key, normalized }: Terms): Promise<SearchBike[]> {
  if (key === '' && normalized === '') return [];
  const rows = await prepared(db, 'search_frame_numbers', (on) => {
    const live = sql`${bikes.deletedAt} is null`;
    const matched = sql`(select id, min(rank) as rank from (
      select ${bikes.id} as id, 0 as rank from ${bikes} where ${bikes.frameKey} = ${sql.placeholder('key')} and ${live}
      union all
      select ${qrStickers.bikeId} as id, 0 as rank from ${qrStickers} where ${qrStickers.code} = ${sql.placeholder('key')} and ${qrStickers.bikeId} is not null
      union all
      select ${bikes.id} as id, 1 as rank from ${bikes} where ${bikes.frameNormalized} = ${sql.placeholder('normalized')} and ${live}
    ) as candidates group by id) as matched`;
    const rank = sql<number>`matched.rank`.mapWith(Number);
    return on
      .select({ ...searchBikeColumns(sql.placeholder('viewer')), rank })
      .from(bikes)
      .innerJoin(matched, sql`matched.id = ${bikes.id}`)
      .leftJoin(bikeSales, activeSaleJoin)
      .orderBy(asc(rank), desc(bikes.createdAt), asc(bikes.id))
      .prepare('search_frame_numbers');
  }).execute({ key, normalized, viewer: actor.userId });
  return rows.map((row) => toSearchBike(row, matchOfRank[row.rank] ?? 'exact'));
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
function matchCandidates(terms: Terms): SQL {
  const live = sql`${bikes.deletedAt} is null`;
  const branches = frameBranches(terms);
  const folded = foldText(terms.text);
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

/** Exact frame key and sticker code (rank 0), normalised frame number (rank 1). */
function frameBranches({ key, normalized }: Terms): SQL[] {
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
  return branches;
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
