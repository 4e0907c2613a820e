import { colourSearchAlternatives } from '@ramkoll/shared/rules/colour-words';
import type {
  BikeSearchQuery,
  BikeSearchResponse,
  SearchBike,
  SearchMatch,
} from '@ramkoll/shared/schemas/search';
import { and, asc, desc, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import { containsPattern, foldSql, foldText } from '../../lib/fold-text.js';
import { frameKey, normalizeFrameNumber } from '../../lib/frame-number.js';
import type { Actor } from '../actor.js';
import {
  CLOSE_MIN_LENGTH,
  closeFrameNumbers,
  nearestFrameNumbers,
  variantHashArray,
} from './close-frame-numbers.js';
import { executePrepared, prepared } from '../../lib/prepared.js';
import { frameCandidates } from './frame-candidates.js';
import { mayHaveFrameNumber } from './frame-presence.js';
import { checkedOneByOne, filteredSearchPage } from './filtered-search.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike, type SearchBikeRow } from './search-bike-row.js';
import {
  parseTerms,
  SUBSTRING_MIN_LENGTH,
  termPattern,
  termsContainingSql,
  textFields,
  textMatchPage,
  type SearchTerm,
  type TextField,
} from './text-matches.js';

const matchOfRank: Record<number, SearchMatch> = { 0: 'exact', 1: 'normalized' };

interface Terms {
  text: string;
  /** Upper-case letters and digits: the frame key and sticker code the text may be. */
  key: string;
  /** Look-alikes folded, separators and leading zeros gone (docs/product-rules.md). */
  normalized: string;
}

/**
 * GET /api/bikes/search (spec: search_bikes_secure; docs/product-rules.md "Bikes, search and stickers";
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
  const filters = filterShape(query);
  if (text === '' && filters.conditions.length === 0) {
    throw new AppError('VALIDATION_FAILED', { field: 'q', problem: 'query_required' });
  }
  const terms: Terms = { text, ...frameTerms(text) };
  const { page, pageSize } = query;
  const answer = (
    found: { bikes: SearchBike[]; total: number; totalCapped: boolean },
    close: SearchBike[],
  ) => {
    const shownIds = new Set(found.bikes.map((bike) => bike.id));
    return {
      results: found.bikes,
      close: close.filter((bike) => !shownIds.has(bike.id)),
      total: found.total,
      totalCapped: found.totalCapped,
      page,
      pageSize,
    };
  };

  const frameHitsPage = (frameHits: SearchBike[]) => {
    const start = (page - 1) * pageSize;
    return answer(
      { bikes: frameHits.slice(start, start + pageSize), total: frameHits.length, totalCapped: false },
      [],
    );
  };

  if (text !== '' && filters.conditions.length > 0) {
    const folded = foldText(text);
    // With filters, the statement that resolves the text and the filters into search terms also
    // counts the bikes whose frame number or sticker code the text is; the close neighbours go
    // alongside. A frame number that hits answers alone, as without filters, if the filters keep
    // it (decision 082).
    const textPage = (frame?: typeof terms) =>
      filteredSearchPage({ db, actor, folded, filters: query, page, pageSize, frame });
    const [found, near] = await Promise.all([
      textPage(terms),
      terms.normalized.length >= CLOSE_MIN_LENGTH ? closeFrameNumbers(db, actor, terms, filters) : [],
    ]);
    if (!found.frameMatched) return answer(found, near);
    const frameHits = await frameNumberMatches(db, actor, terms, filters);
    return frameHits.length > 0 ? frameHitsPage(frameHits) : answer(await textPage(), near);
  }

  if (text !== '') {
    const folded = foldText(text);
    // Text with a digit is most often a frame number: its one B-tree statement first, all an
    // exact or look-alike search needs. On a miss, and at once for words without a digit
    // (decision 061) or a frame number the registry certainly lacks (decision 065), one statement
    // reads the frame number's hits and, when there are none, the close neighbours and the text's
    // search terms together (decision 053).
    const frameFirst = /\d/.test(terms.key) && mayHaveFrameNumber(db, terms.key, terms.normalized);
    const hits = frameFirst ? await frameNumberMatches(db, actor, terms, filters) : [];
    const first =
      hits.length === 0
        ? await frameCloseAndTerms(db, actor, terms, folded)
        : { frameHits: hits, close: [], terms: [] };
    if (first.frameHits.length > 0) return frameHitsPage(first.frameHits);
    const found = await textMatchPage({ db, actor, folded, page, pageSize, knownTerms: first.terms });
    return answer(found, first.close);
  }

  // Filters alone (decision 058).
  const found = await filteredSearchPage({
    db,
    actor,
    folded: null,
    filters: query,
    page,
    pageSize,
  });
  return answer(found, []);
}

/** The frame key and sticker code the text may be, and its normalised frame number (look-alikes folded). */
export function frameTerms(text: string): Pick<Terms, 'key' | 'normalized'> {
  return { key: frameKey(text).replace(/[^0-9A-ZÅÄÖ]/g, ''), normalized: normalizeFrameNumber(text) };
}

/**
 * Search without filters whose frame number missed: one statement reads the ten close frame
 * numbers (rank 2, nearest first, only for a normalised query of CLOSE_MIN_LENGTH or more) and the
 * search terms containing the folded text (the row without a bike, rank null), so text search needs
 * no second look-up. It repeats the frame look-up (rank 0 and 1) so that a bike registered between
 * the two statements is answered as a hit, and then skips the rest (one-time filters). An exact or
 * look-alike search never comes here: its one B-tree statement answers alone (decision 053).
 */
async function frameCloseAndTerms(
  db: Db,
  actor: Actor,
  terms: Terms,
  folded: string,
): Promise<{ frameHits: SearchBike[]; close: SearchBike[]; terms: SearchTerm[] }> {
  const rows = await prepared(db, 'search_frame_close_terms', (on) => {
    const key = () => sql`${sql.placeholder('key')}::text`;
    const normalized = () => sql`${sql.placeholder('normalized')}::text`;
    const near = nearestFrameNumbers(
      on,
      {
        hashes: sql.placeholder('hashes'),
        normalized: sql.placeholder('normalized'),
        key: sql.placeholder('key'),
      },
      [sql`${sql.placeholder('close')}::boolean`, sql`not exists (select 1 from matched)`],
    );
    // Both empty: nothing to look up (a query of separators only), as frameNumberMatches skips it.
    const found = sql`(with matched as (
        select id, min(rank) as rank from (${frameCandidates(key(), normalized())}) as candidates
        where (${key()} <> '' or ${normalized()} <> '')
        group by id)
      select id, rank, null::integer as distance, null::real as similarity, null::json as terms from matched
      union all
      select near.id, 2 as rank, near.distance, near.similarity, null::json as terms from ${near}
      union all
      select null::uuid, null::integer, null::integer, null::real, ${termsContainingSql(sql.placeholder('termPattern'))}
      where not exists (select 1 from matched)) as found`;
    return on
      .select({
        ...searchBikeColumns(sql.placeholder('viewer')),
        rank: sql<number | null>`found.rank`,
        terms: sql<unknown>`found.terms`,
      })
      .from(found)
      .leftJoin(bikes, sql`${bikes.id} = found.id`)
      .leftJoin(bikeSales, activeSaleJoin)
      .orderBy(
        sql`found.rank`,
        sql`found.distance`,
        sql`found.similarity desc`,
        sql`(case when found.rank < 2 then ${bikes.createdAt} end) desc`,
        asc(bikes.id),
      )
      .prepare('search_frame_close_terms');
  }).execute({
    key: terms.key,
    normalized: terms.normalized,
    hashes: variantHashArray(terms.normalized),
    close: terms.normalized.length >= CLOSE_MIN_LENGTH,
    termPattern: termPattern(folded),
    viewer: actor.userId,
  });
  const frameHits: SearchBike[] = [];
  const close: SearchBike[] = [];
  let textTerms: SearchTerm[] = [];
  for (const row of rows) {
    if (row.rank === null) textTerms = parseTerms(row.terms);
    if (row.id === null || row.rank === null) continue;
    const bike = row as SearchBikeRow;
    const rank = Number(row.rank);
    if (rank < 2) frameHits.push(toSearchBike(bike, matchOfRank[rank] ?? 'exact'));
    else close.push(toSearchBike(bike, 'close'));
  }
  return { frameHits, close, terms: textTerms };
}

/** Bikes whose frame number or sticker code is the query, exactly or normalised, among the filtered ones. */
async function frameNumberMatches(
  db: Db,
  actor: Actor,
  terms: Terms,
  filters: FilterShape,
): Promise<SearchBike[]> {
  const { key, normalized } = terms;
  if (key === '' && normalized === '') return [];
  const hits = await frameNumberHits(db, actor, terms);
  if (filters.conditions.length === 0 || hits.length === 0) return hits;
  // With filters: the few bikes the frame number found, those of them the filters keep, in
  // their order (one small statement by the filters' shape, and only when something was found).
  const kept = await executePrepared<{ id: string }>(
    db,
    'search_frame_kept',
    filters.shape,
    () => sql`select ${bikes.id} as id from ${bikes}
      where ${bikes.id} = any(${sql.placeholder('ids')}::uuid[]) and ${and(...filters.conditions)}`,
    { ids: `{${hits.map((hit) => hit.id).join(',')}}`, ...filters.values },
  );
  const keep = new Set(kept.rows.map((row) => row.id));
  return hits.filter((hit) => keep.has(hit.id));
}

/** Bikes whose frame number or sticker code is the query, exactly or normalised, newest first in each. */
async function frameNumberHits(db: Db, actor: Actor, terms: Terms): Promise<SearchBike[]> {
  const { key, normalized } = terms;
  const rows = await prepared(db, 'search_frame_numbers', (on) => {
    const matched = sql`(select id, min(rank) as rank from (
      ${frameCandidates(sql.placeholder('key'), sql.placeholder('normalized'))}
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

/** A filter's value in a condition: the placeholder it is given under. */
type Bind = (value: string) => Placeholder;

/**
 * Filters of the panel: brand, model and colour only where visible; city and type as they are.
 * `bind` names each value's placeholder; `shape` grows with what the conditions are made of, value
 * aside (see filterShape).
 */
function filterConditions(
  query: BikeSearchQuery,
  bind: Bind,
  shape: string[],
): Partial<Record<TextField | 'city' | 'bikeType', SQL>> {
  const conditions: Partial<Record<TextField | 'city' | 'bikeType', SQL>> = {};
  const visible: Record<TextField, PgColumn> = {
    brand: bikes.publicBrand,
    model: bikes.publicModel,
    color: bikes.publicColor,
  };
  for (const field of textFields) {
    const value = query[field];
    if (value) {
      const folded = foldText(value);
      // The colour filter, like the search, finds a colour in either language.
      const spellings = field === 'color' ? [folded, ...colourSearchAlternatives(folded)] : [folded];
      const column = foldSql(`"bikes"."${field}"`);
      shape.push(field[0] as string);
      const matches = spellings.map((spelling) => textMatch(column, spelling, bind, shape));
      conditions[field] = sql`${visible[field]} and (${sql.join(matches, sql` or `)})`;
    }
  }
  if (query.city) {
    shape.push('y');
    conditions.city = textMatch(foldSql('"bikes"."city"'), foldText(query.city), bind, shape);
  }
  if (query.bikeType) {
    shape.push('t');
    conditions.bikeType = sql`${bikes.bikeType} = ${bind(query.bikeType)}`;
  }
  return conditions;
}

/**
 * The filters as conditions checked one by one, their values placeholders, named by their shape.
 * Checked on the few bikes a frame number or its close neighbours find, not through the filters'
 * own indexes (decision 058): the planner otherwise intersected a city's whole trigram index.
 */
export interface FilterShape {
  /** What the conditions are made of (which filters, LIKE or equality, how many spellings). */
  shape: string;
  conditions: SQL[];
  /** The placeholders' values. */
  values: Record<string, string>;
}

/**
 * The filters as filterConditions makes them, each value a placeholder: a statement built on them
 * is the same for every search of one shape, so it is built and prepared once per shape (the close
 * neighbours of a text with filters, the frame number's hits the filters keep) instead of built and
 * rendered for every search (decision 084).
 */
function filterShape(query: BikeSearchQuery): FilterShape {
  const values: Record<string, string> = {};
  const shape: string[] = [];
  const bind: Bind = (value) => {
    const name = `filter${Object.keys(values).length}`;
    values[name] = value;
    return sql.placeholder(name);
  };
  const conditions = Object.values(filterConditions(query, bind, shape)).map(checkedOneByOne);
  return { shape: shape.join(''), conditions, values };
}

/**
 * `folded` inside the column's folded text: a substring from three characters (trigram index),
 * the whole value below that. The folded SQL is inlined, not a parameter, so the planner
 * recognises the indexed expression.
 */
function textMatch(foldedColumnSql: string, folded: string, bind: Bind, shape: string[]): SQL {
  const substring = folded.length >= SUBSTRING_MIN_LENGTH;
  shape.push(substring ? 'l' : 'e');
  return substring
    ? sql`${sql.raw(foldedColumnSql)} like ${bind(containsPattern(folded))}`
    : sql`${sql.raw(foldedColumnSql)} = ${bind(folded)}`;
}
