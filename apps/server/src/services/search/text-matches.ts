import { colourSearchAlternatives } from '@ramkoll/shared/rules/colour-words';
import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { and, asc, desc, eq, gt, inArray, isNull, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales, bikeSearchTerms } from '../../db/schema/bikes.js';
import { containsPattern, escapeLike, foldSql } from '../../lib/fold-text.js';
import { byShape, prepared } from '../../lib/prepared.js';
import type { Actor } from '../actor.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike } from './search-bike-row.js';

/** Beyond this many matches the total is shown as "10 000+" instead of being counted exactly. */
export const TEXT_TOTAL_CAP = 10_000;
/** Trigram indexes serve substring matches from three characters; shorter text must match whole. */
export const SUBSTRING_MIN_LENGTH = 3;

export const textFields = ['brand', 'model', 'color'] as const;
export type TextField = (typeof textFields)[number];

export interface TextPage {
  bikes: SearchBike[];
  total: number;
  /** More than TEXT_TOTAL_CAP bikes match; `total` is the cap. */
  totalCapped: boolean;
}

/**
 * Bikes whose visible brand, model or colour contains the (folded) text, newest first, a page at a
 * time (docs/decisions/028-search-at-scale.md). The matching values come from bike_search_terms
 * (a few rows, with how many bikes carry each); each value's newest bikes are read in page order
 * from its own index (bikes_<field>_recent_idx), so a word that 100,000 bikes carry costs what a
 * rare one does. The total is the sum of the values' counts when one field matched; when several
 * did, a bike may carry the word twice and is counted once, exactly up to TEXT_TOTAL_CAP.
 */
export async function textMatchPage(options: {
  db: Db;
  actor: Actor;
  folded: string;
  page: number;
  pageSize: number;
  /** The cap on the total: TEXT_TOTAL_CAP, or a test's own. */
  cap?: number;
  /** The terms containing `folded`, when the caller has read them already (termsContainingSql). */
  knownTerms?: SearchTerm[];
}): Promise<TextPage> {
  const { db, actor, folded, page, pageSize } = options;
  const cap = options.cap ?? TEXT_TOTAL_CAP;
  // A colour word also finds the same colour written in the other language ("red" → "Röd").
  const colourAlternatives = colourSearchAlternatives(folded);
  const [terms, ...colourTerms] = await Promise.all([
    options.knownTerms ?? termsContaining(db, folded),
    ...colourAlternatives.map((term) => termsContaining(db, term)),
  ]);

  const values: Record<TextField, string[]> = { brand: [], model: [], color: [] };
  let sum = 0;
  const colourMatches = colourTerms.flat().filter((term) => term.field === 'color');
  for (const term of [...(terms ?? []), ...colourMatches]) {
    const field = textFields.find((candidate) => candidate === term.field);
    if (!field || values[field].includes(term.value)) continue;
    values[field].push(term.value);
    sum += term.count;
  }
  const fieldsMatched = textFields.filter((field) => values[field].length > 0).length;
  if (fieldsMatched === 0) return { bikes: [], total: 0, totalCapped: false };

  const rows = textValuesPage({ db, actor, values, page, pageSize });
  // One field: each bike carries one value, so the counts add up exactly.
  if (fieldsMatched === 1) {
    return { bikes: (await rows).map((row) => toSearchBike(row, 'text')), total: sum, totalCapped: false };
  }
  const [found, counted] = await Promise.all([rows, sum > cap ? cap + 1 : countUpTo(db, values, cap)]);
  return {
    bikes: found.map((row) => toSearchBike(row, 'text')),
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
  };
}

/** A search term: a folded field value and how many bikes carry it. */
export interface SearchTerm {
  field: string;
  value: string;
  count: number;
}

/**
 * The search terms that contain the folded text (as termsContaining reads them), as one JSON
 * array of [field, value, count] for a statement that reads other things too; `pattern` is
 * termPattern's LIKE pattern. bike_search_terms holds a few hundred rows.
 */
export function termsContainingSql(pattern: SQL | Placeholder): SQL {
  return sql`(select coalesce(json_agg(json_build_array(${bikeSearchTerms.field}, ${bikeSearchTerms.value}, ${bikeSearchTerms.bikeCount})), '[]'::json)
    from ${bikeSearchTerms}
    where ${bikeSearchTerms.field} in ('brand', 'model', 'color') and ${bikeSearchTerms.bikeCount} > 0
      and ${bikeSearchTerms.value} like ${pattern}::text)`;
}

/** termsContainingSql's pattern: a substring from three characters, the whole value below that. */
export function termPattern(folded: string): string {
  return folded.length >= SUBSTRING_MIN_LENGTH ? containsPattern(folded) : escapeLike(folded);
}

/** The JSON termsContainingSql answers, read back as terms (a driver may hand JSON over as text). */
export function parseTerms(json: unknown): SearchTerm[] {
  const list = (typeof json === 'string' ? JSON.parse(json) : json) as [string, string, number][] | null;
  return (list ?? []).map(([field, value, count]) => ({ field, value, count: Number(count) }));
}

/**
 * The search terms (folded field values, each with how many bikes carry it) that contain the
 * folded text: a substring from three characters, the whole value below that.
 */
async function termsContaining(db: Db, folded: string): Promise<SearchTerm[]> {
  const substring = folded.length >= SUBSTRING_MIN_LENGTH;
  return prepared(db, substring ? 'search_terms_containing' : 'search_terms_equal', (on) =>
    on
      .select({
        field: bikeSearchTerms.field,
        value: bikeSearchTerms.value,
        count: bikeSearchTerms.bikeCount,
      })
      .from(bikeSearchTerms)
      .where(
        and(
          inArray(bikeSearchTerms.field, [...textFields]),
          gt(bikeSearchTerms.bikeCount, 0),
          substring
            ? like(bikeSearchTerms.value, sql.placeholder('term'))
            : eq(bikeSearchTerms.value, sql.placeholder('term')),
        ),
      )
      .prepare(substring ? 'search_terms_containing' : 'search_terms_equal'),
  ).execute({ term: substring ? containsPattern(folded) : folded });
}

/** Text with filters, or several filters: totals are counted up to this (filtered-search.ts). */
export const FILTERED_TOTAL_CAP = 1_000;

export function foldedField(field: TextField): SQL {
  return sql.raw(foldSql(`"bikes"."${field}"`));
}

function visibleField(field: TextField): SQL {
  return sql.raw(`"bikes"."public_${field}"`);
}

/** A bike whose visible `field` is one of the folded values in `list`. */
export function carriesOneOf(field: TextField, list: string[]): SQL {
  return sql`${visibleField(field)} and ${foldedField(field)} = any(${arrayLiteral(list)}::text[])`;
}

/** One field's bikes carrying one of the values in `values`, newest first, read from its recent index. */
function newestWith(
  field: TextField,
  values: SQL | Placeholder,
  limit: SQL | Placeholder,
  conditions: SQL[],
): SQL {
  const folded = foldedField(field);
  const extra = conditions.length > 0 ? sql` and ${and(...conditions)}` : sql``;
  return sql`select recent.id, recent.created_at
    from unnest(${values}::text[]) as term(value)
    cross join lateral (
      select ${bikes.id} as id, ${bikes.createdAt} as created_at from ${bikes}
      where ${folded} = term.value and ${visibleField(field)} and ${bikes.deletedAt} is null${extra}
      order by ${folded}, ${bikes.createdAt} desc nulls last, ${bikes.id}
      limit ${limit}
    ) as recent`;
}

/**
 * The search rows of a page of `branches` (rows of id and created_at, a bike perhaps in several),
 * each bike once, newest first.
 */
function newestMatchesPage(
  on: Db,
  branches: SQL,
  params: Record<'pageSize' | 'offset', SQL | Placeholder>,
  viewer: string | Placeholder,
) {
  const matched = sql`(select id, created_at from (${branches}) as found
    group by id, created_at order by created_at desc, id
    limit ${params.pageSize} offset ${params.offset}) as matched`;
  return on
    .select(searchBikeColumns(viewer))
    .from(bikes)
    .innerJoin(matched, sql`matched.id = ${bikes.id}`)
    .leftJoin(bikeSales, activeSaleJoin)
    .orderBy(desc(bikes.createdAt), asc(bikes.id));
}

/**
 * The page of bikes carrying one of `values`, newest first, from all three fields at once (a field
 * without matching values adds nothing). `conditions` are checked on each bike as it is read
 * (filtered-search.ts). Without them the statement never changes and is prepared once; with them it
 * is prepared by their shape (decision 060).
 */
export async function textValuesPage(options: {
  db: Db;
  actor: Actor;
  values: Record<TextField, string[]>;
  conditions?: SQL[];
  page: number;
  pageSize: number;
}) {
  const { db, actor, values, conditions = [], page, pageSize } = options;
  const build = (
    on: Db,
    params: Record<TextField | 'end' | 'pageSize' | 'offset', SQL | Placeholder>,
    viewer: string | Placeholder,
  ) => {
    const branches = textFields.map((field) => newestWith(field, params[field], params.end, conditions));
    return newestMatchesPage(on, sql.join(branches, sql` union all `), params, viewer);
  };
  const given = {
    brand: arrayLiteral(values.brand),
    model: arrayLiteral(values.model),
    color: arrayLiteral(values.color),
    end: page * pageSize,
    pageSize,
    offset: (page - 1) * pageSize,
  };
  if (conditions.length > 0) {
    const inline = {
      brand: sql`${given.brand}`,
      model: sql`${given.model}`,
      color: sql`${given.color}`,
      end: sql`${given.end}`,
      pageSize: sql`${given.pageSize}`,
      offset: sql`${given.offset}`,
    };
    return byShape('search_checked_page', build(db, inline, actor.userId)).execute();
  }
  return prepared(db, 'search_text_page', (on) =>
    build(
      on,
      {
        brand: sql.placeholder('brand'),
        model: sql.placeholder('model'),
        color: sql.placeholder('color'),
        end: sql.placeholder('end'),
        pageSize: sql.placeholder('pageSize'),
        offset: sql.placeholder('offset'),
      },
      sql.placeholder('viewer'),
    ).prepare('search_text_page'),
  ).execute({ ...given, viewer: actor.userId });
}

/** Where a page of text matches lies: folded city names, and a bike type or none. */
export interface Place {
  cities: string[];
  bikeType: string | null;
}

/**
 * One field's bikes carrying one of `values` in one of the folded `cities` (of `bikeType`, when
 * one is given), newest first: one range of its place index (bikes_<field>_place_recent_idx,
 * decision 061) per value and city, the type checked from the index alone.
 */
function newestInPlace(
  field: TextField,
  params: Record<'values' | 'cities' | 'bikeType' | 'limit', Placeholder>,
): SQL {
  const folded = foldedField(field);
  const city = sql.raw(foldSql('"bikes"."city"'));
  return sql`select recent.id, recent.created_at
    from unnest(${params.values}::text[]) as term(value)
    cross join unnest(${params.cities}::text[]) as place(city)
    cross join lateral (
      select ${bikes.id} as id, ${bikes.createdAt} as created_at from ${bikes}
      where ${folded} = term.value and ${city} = place.city and ${visibleField(field)}
        and ${bikes.deletedAt} is null
        and (${params.bikeType}::text is null or ${bikes.bikeType} = ${params.bikeType}::text)
      order by ${folded}, ${city}, ${bikes.createdAt} desc nulls last, ${bikes.id}
      limit ${params.limit}
    ) as recent`;
}

/**
 * The three fields' newestInPlace, one after the other, with the values, the place and the limit
 * (named `limit`) as placeholders.
 */
function placeBranches(limit: string): SQL {
  const branches = textFields.map((field) =>
    newestInPlace(field, {
      values: sql.placeholder(field),
      cities: sql.placeholder('cities'),
      bikeType: sql.placeholder('bikeType'),
      limit: sql.placeholder(limit),
    }),
  );
  return sql.join(branches, sql` union all `);
}

/** The values and the place, as the place statements' parameters. */
function placeParams(values: Record<TextField, string[]>, place: Place) {
  return {
    brand: arrayLiteral(values.brand),
    model: arrayLiteral(values.model),
    color: arrayLiteral(values.color),
    cities: arrayLiteral(place.cities),
    bikeType: place.bikeType,
  };
}

/**
 * The page of bikes carrying one of `values` in a place (a city, perhaps with a type), newest
 * first, from all three fields at once: the same bikes in the same order as textValuesPage with
 * the place as its condition, each read from the place index instead of checking a value's
 * newest bikes one by one until enough are in the place. One statement for every search, prepared
 * once per connection.
 */
export async function placeValuesPage(options: {
  db: Db;
  actor: Actor;
  values: Record<TextField, string[]>;
  place: Place;
  page: number;
  pageSize: number;
}) {
  const { db, actor, values, place, page, pageSize } = options;
  const statement = prepared(db, 'search_place_text_page', (on) =>
    newestMatchesPage(
      on,
      placeBranches('end'),
      { pageSize: sql.placeholder('pageSize'), offset: sql.placeholder('offset') },
      sql.placeholder('viewer'),
    ).prepare('search_place_text_page'),
  );
  return statement.execute({
    ...placeParams(values, place),
    end: page * pageSize,
    pageSize,
    offset: (page - 1) * pageSize,
    viewer: actor.userId,
  });
}

/**
 * How many bikes carry one of `values` in a place, counted up to `cap + 1`, from the same index
 * ranges as placeValuesPage (a bike carrying values of two fields counted once). For text whose
 * values lie in several fields, where the place counts per field give only bounds.
 */
export async function countInPlace(options: {
  db: Db;
  values: Record<TextField, string[]>;
  place: Place;
  cap: number;
}): Promise<number> {
  const { db, values, place, cap } = options;
  const statement = prepared(db, 'search_place_text_count', (on) => {
    return on
      .select({ total: sql<number>`count(*)::integer`.mapWith(Number) })
      .from(
        sql`(select id from (select distinct id from (${placeBranches('all')}) as found) as ids
          limit ${sql.placeholder('limit')}) as limited`,
      )
      .prepare('search_place_text_count');
  });
  const [row] = await statement.execute({
    ...placeParams(values, place),
    all: null,
    limit: cap + 1,
  });
  return row?.total ?? 0;
}

/**
 * How many bikes carry the word, counted up to `cap + 1`: each field's branch leaves out bikes an
 * earlier field already counted, so a bike is counted once and the count can stop as soon as it
 * passes the cap.
 */
async function countUpTo(db: Db, values: Record<TextField, string[]>, cap: number): Promise<number> {
  const carries = (field: TextField) => carriesOneOf(field, values[field]);
  const matched = textFields.filter((field) => values[field].length > 0);
  const branches = matched.map((field, index) => {
    // coalesce: a bike without that field at all does not carry the word (rather than unknown).
    const earlier = matched.slice(0, index).map((other) => sql`not coalesce(${carries(other)}, false)`);
    return sql`select 1 from ${bikes} where ${and(carries(field), isNull(bikes.deletedAt), ...earlier)}`;
  });
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::integer as total from (${sql.join(branches, sql` union all `)} limit ${cap + 1}) as matched`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** A PostgreSQL array literal of text values. */
export function arrayLiteral(list: string[]): string {
  return `{${list.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}
