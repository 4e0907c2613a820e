import { colourSearchAlternatives } from '@ramkoll/shared/rules/colour-words';
import type { BikeSearchQuery, SearchMatch } from '@ramkoll/shared/schemas/search';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import { foldSql, foldText } from '../../lib/fold-text.js';
import type { Actor } from '../actor.js';
import { byShape, executeByShape, executePrepared } from '../../lib/prepared.js';
import { frameBranches } from './frame-candidates.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike, type SearchBikeRow } from './search-bike-row.js';
import {
  arrayLiteral,
  carriesOneOf,
  countInPlace,
  foldedField,
  FILTERED_TOTAL_CAP,
  placeValuesPage,
  termPattern,
  textFields,
  textValuesPage,
  type Place,
  type TextField,
  type TextPage,
} from './text-matches.js';

/**
 * A live bike's search tags, as the GIN index bikes_search_tags_idx holds them (migration 0021):
 * `brand:<folded brand>`, `model:…` and `color:…` when visible, `city:<folded city>`,
 * `type:<bike type>` and `city_type:<folded city>|<bike type>`. Written exactly as the index's
 * expression, so the planner uses the index.
 */
const searchTags = sql.raw(
  'bike_search_tags("bikes"."brand", "bikes"."model", "bikes"."color", "bikes"."city", "bikes"."bike_type", "bikes"."public_brand", "bikes"."public_model", "bikes"."public_color")',
);

/** What the search panel asks for: the text (folded) or nothing, and the filters as given. */
type Filters = Pick<BikeSearchQuery, 'brand' | 'model' | 'color' | 'city' | 'bikeType'>;

/** Where a group comes from: the text, a brand, model or colour filter, or the city and type. */
type Source = 'text' | TextField | 'place';

/** A bike matches when it carries a tag of every group. */
interface Group {
  source: Source;
  tags: string[];
  /** The matching values by field (for the text and the brand, model and colour filters). */
  values: Record<TextField, string[]>;
  /** The one field the values are of (brand, model or colour), or null (several, or the place). */
  field: TextField | null;
  /** How many live bikes carry one of the tags: exact, or an estimate when `exact` is false. */
  count: number;
  exact: boolean;
  /** The group as a condition on one bike, for checking bikes read some other way. */
  condition: SQL;
  /** The city's folded names (none without a city filter) and the type, for the place group. */
  place?: Place;
}

/** Bikes carrying the text's values in the place, per field summed: the fewest and most matches. */
interface Placed {
  atLeast: number;
  atMost: number;
}

/** Bikes of the driving value read, at most, to prove that the matches pass the cap. */
const PROOF_BUDGET = 20_000;

/**
 * Search with filters (docs/decisions/058-filtered-search.md). The text and every filter become
 * the values of bike_search_terms they match (the brands containing "trek", the cities containing
 * "lund" …), as tags; a bike matches when it carries a tag of every group, which the GIN index
 * bikes_search_tags_idx answers by intersecting posting lists. The terms' counts tell rare matches
 * from common ones first:
 * - rare (at most FILTERED_TOTAL_CAP): one statement intersects the groups, counts the matches and
 *   sorts the page out of them; the total is exact;
 * - common: the newest bikes of the text's values (or a brand, model or colour filter's, or of the
 *   type) are read in page order and each checked for the other groups, which stops early exactly
 *   because matches are common; the total is "1 000+". When the counts cannot prove it (several
 *   groups: their product is only an estimate), up to PROOF_BUDGET bikes of the smallest group are
 *   checked for cap + 1 matches first, and the intersection decides if they are not found.
 * Text with a city or a type and no other filter is answered before all this from
 * bike_search_places' counts and the place indexes (placedTextPage, decisions 060 and 061).
 */
export async function filteredSearchPage(
  options: PageOptions & {
    /**
     * The frame key and normalised frame number the text may be: looked up in the same statement as
     * the text's terms. When a bike has one, the page is left to the caller (`frameMatched`).
     */
    frame?: FrameTerms;
  },
): Promise<TextPage & { frameMatched: boolean }> {
  const { resolved, frameMatched } = await resolve(
    options.db,
    options.folded,
    options.filters,
    options.frame ?? null,
  );
  if (frameMatched) return { bikes: [], total: 0, totalCapped: false, frameMatched };
  return { ...(await resolvedPage(options, resolved)), frameMatched };
}

interface PageOptions {
  db: Db;
  actor: Actor;
  /** The search text, folded; null for filters alone. */
  folded: string | null;
  filters: Filters;
  page: number;
  pageSize: number;
  /** The cap on the total: FILTERED_TOTAL_CAP, or a test's own. */
  cap?: number;
}

/** Terms of a search text that may be a frame number or sticker code (search-bikes.ts frameTerms). */
export interface FrameTerms {
  key: string;
  normalized: string;
}

/** filteredSearchPage's page, once the text and the filters are resolved into groups. */
async function resolvedPage(options: PageOptions, resolved: Resolved | null): Promise<TextPage> {
  const { db, actor, folded, filters, page, pageSize } = options;
  const cap = options.cap ?? FILTERED_TOTAL_CAP;
  const match: SearchMatch = folded === null ? 'filter' : 'text';
  if (!resolved) return { bikes: [], total: 0, totalCapped: false };
  const { groups, liveBikes, placed } = resolved;
  const inPlace = await placedTextPage({ db, actor, groups, placed, page, pageSize, cap, match });
  if (inPlace) return inPlace;

  const [only] = groups;
  // One group with an exact count (a brand, model or colour filter alone, a city, a type, a city
  // with a type): the count is the total, however large, as it always was.
  const exactly = groups.length === 1 && only?.exact ? only.count : null;
  const capped =
    exactly === null ? { total: cap, totalCapped: true } : { total: exactly, totalCapped: false };
  const common = exactly === null ? await provenCommon(db, groups, liveBikes, cap) : exactly > cap;
  if (common) return commonPage({ db, actor, groups, filters, page, pageSize, match, capped });

  // Rare, or not proven common: up to cap + 1 matches (the index's intersection, in no order),
  // counted; the page is sorted out of them, which is the right page only when they are all.
  const carries = groups.map((group) => sql`${searchTags} && ${arrayLiteral(group.tags)}::text[]`);
  const matching = and(isNull(bikes.deletedAt), ...carries);
  const counted = sql`(select id, created_at, count(*) over () as total from (
      select ${bikes.id} as id, ${bikes.createdAt} as created_at from ${bikes} where ${matching} limit ${cap + 1}
    ) as limited order by created_at desc, id limit ${pageSize} offset ${(page - 1) * pageSize}) as counted`;
  const rows = await byShape(
    'search_tags_page',
    db
      .select({ ...searchBikeColumns(actor.userId), total: sql<number>`counted.total`.mapWith(Number) })
      .from(counted)
      .innerJoin(bikes, sql`${bikes.id} = counted.id`)
      .leftJoin(bikeSales, activeSaleJoin)
      .orderBy(desc(bikes.createdAt), asc(bikes.id)),
  ).execute();
  let total = rows[0]?.total;
  if (total === undefined) {
    // No match at all, or a page past the last: only the count is missing.
    const result = await executeByShape<{ total: number }>(
      db,
      'search_tags_count',
      sql`select count(*)::integer as total from (select 1 from ${bikes} where ${matching} limit ${cap + 1}) as limited`,
    );
    total = Number(result.rows[0]?.total ?? 0);
  }
  if (total > cap) return commonPage({ db, actor, groups, filters, page, pageSize, match, capped });
  return { bikes: rows.map((row) => toSearchBike(row as SearchBikeRow, match)), total, totalCapped: false };
}

/**
 * Text with a city or a type and no other filter (decision 061): bike_search_places' counts per
 * field bound the matches, and are the total when the text's values lie in one field (a bike
 * has one value per field); otherwise, with a city, they are counted in the place index, at most
 * cap + 1. The page is read from the place index with a city, or from the values' newest bikes
 * checked for the type. Null when the search is not of this kind, or a type alone leaves the total
 * to the intersection.
 */
async function placedTextPage(options: {
  db: Db;
  actor: Actor;
  groups: Group[];
  placed: Placed | null;
  page: number;
  pageSize: number;
  cap: number;
  match: SearchMatch;
}): Promise<TextPage | null> {
  const { db, actor, groups, placed, page, pageSize, cap, match } = options;
  const [text, place, ...more] = groups;
  if (!placed || more.length > 0 || text?.source !== 'text' || !place?.place) return null;
  const where = place.place;
  const withCity = where.cities.length > 0;
  let counted: number | null;
  if (placed.atLeast > cap) counted = null;
  else if (placed.atLeast === placed.atMost) counted = placed.atLeast;
  else if (withCity) counted = await countInPlace({ db, values: text.values, place: where, cap });
  else return null;
  if (counted === 0) return { bikes: [], total: 0, totalCapped: false };
  const rows = withCity
    ? await placeValuesPage({ db, actor, values: text.values, place: where, page, pageSize })
    : await textValuesPage({
        db,
        actor,
        values: text.values,
        conditions: [checkedOneByOne(place.condition)],
        page,
        pageSize,
      });
  const total =
    counted === null || counted > cap
      ? { total: cap, totalCapped: true }
      : { total: counted, totalCapped: false };
  return { bikes: rows.map((row) => toSearchBike(row, match)), ...total };
}

/**
 * Whether more than `cap` bikes match, proven by reading bikes of the smallest driving group and
 * checking each for the other groups, when that is cheaper than the intersection: when, were the
 * groups independent, cap + 1 matches would turn up among a tenth as many of its bikes as the
 * smallest group has tags in the index (a crescent that is black: yes; a crescent in Lund of type
 * "herr": no, the city and type's few tags intersect faster). It reads at most three times the
 * bikes that estimate needs, never more than PROOF_BUDGET, and is false when it does not find
 * them (the matches may still be more; the caller counts them).
 */
async function provenCommon(db: Db, groups: Group[], liveBikes: number, cap: number): Promise<boolean> {
  const [driver] = drivers(groups).sort((a, b) => a.count - b.count);
  if (!driver?.field || groups.length < 2) return false;
  const field = driver.field;
  const all = Math.max(1, liveBikes);
  const estimated = groups.reduce((product, group) => product * Math.min(1, group.count / all), all);
  const needed = ((cap + 1) * driver.count) / Math.max(1, estimated);
  const smallest = Math.min(...groups.map((group) => group.count));
  if (estimated <= 2 * cap || needed > smallest / 10) return false;
  const budget = Math.min(PROOF_BUDGET, Math.ceil(3 * needed));
  const others = groups.filter((group) => group !== driver).map((group) => group.condition);
  // The driver's newest bikes of each value, at most the budget, read from the field's recent index
  // in its own order (its trigram index would collect every bike of the values first); the
  // subquery is named "bikes", so the other groups' conditions read its columns.
  const result = await executeByShape<{ total: number }>(
    db,
    'search_proof',
    sql`select count(*)::integer as total from (
      select 1 from (
        select ${bikes.brand}, ${bikes.model}, ${bikes.color}, ${bikes.city}, ${bikes.bikeType},
          ${bikes.publicBrand}, ${bikes.publicModel}, ${bikes.publicColor}
        from ${bikes} where ${bikes.deletedAt} is null and (${driver.condition})
        order by ${foldedField(field)}, ${bikes.createdAt} desc nulls last, ${bikes.id}
        limit ${budget}
      ) as "bikes" where ${and(...others)} limit ${cap + 1}
    ) as found`,
  );
  return Number(result.rows[0]?.total ?? 0) > cap;
}

/** The groups that can drive a read of the newest bikes: the text's and the text-field filters'. */
function drivers(groups: Group[]): Group[] {
  return groups.filter((group) => group.source !== 'place');
}

/** A page of common matches: the newest bikes of a driving group, each checked for the others. */
async function commonPage(options: {
  db: Db;
  actor: Actor;
  groups: Group[];
  filters: Filters;
  page: number;
  pageSize: number;
  match: SearchMatch;
  capped: Pick<TextPage, 'total' | 'totalCapped'>;
}): Promise<TextPage> {
  const { db, actor, groups, filters, page, pageSize, match, capped } = options;
  const [driver] = drivers(groups);
  if (driver) {
    const others = groups
      .filter((group) => group !== driver)
      .map((group) => checkedOneByOne(group.condition));
    const rows = await textValuesPage({
      db,
      actor,
      values: driver.values,
      conditions: others,
      page,
      pageSize,
    });
    return { bikes: rows.map((row) => toSearchBike(row, match)), ...capped };
  }
  // City and type alone: the newest bikes (of the type, read from its index), each checked.
  const place = groups.find((group) => group.source === 'place');
  const newest = await byShape(
    'search_place_page',
    db
      .select(searchBikeColumns(actor.userId))
      .from(bikes)
      .leftJoin(bikeSales, activeSaleJoin)
      .where(
        and(
          isNull(bikes.deletedAt),
          filters.bikeType ? eq(bikes.bikeType, filters.bikeType) : undefined,
          filters.city && place ? checkedOneByOne(place.condition) : undefined,
        ),
      )
      .orderBy(desc(bikes.createdAt), asc(bikes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ).execute();
  return { bikes: newest.map((row) => toSearchBike(row, match)), ...capped };
}

/** One look-up in bike_search_terms: the values of `field` that `pattern` matches, for `source`. */
interface Wanted {
  source: Source | 'city';
  field: TextField | 'city';
  pattern: string;
}

/** The groups a search resolved into, the live bikes, and the place's counts for text with a place. */
interface Resolved {
  groups: Group[];
  liveBikes: number;
  placed: Placed | null;
}

/**
 * The values of bike_search_terms that the text and each filter match, with their counts, and the
 * number of live bikes of each type, read in one statement; `resolved` is null when the text or a
 * filter matches no value at all (no bike can match). With `frame`, the same statement says
 * whether a bike has that frame key, sticker code or normalised frame number (`frameMatched`).
 */
async function resolve(
  db: Db,
  folded: string | null,
  filters: Filters,
  frame: FrameTerms | null,
): Promise<{ resolved: Resolved | null; frameMatched: boolean }> {
  const wanted: Wanted[] = [];
  const lookUp = (source: Wanted['source'], field: Wanted['field'], text: string) => {
    wanted.push({ source, field, pattern: termPattern(text) });
    // A colour word also finds the same colour written in the other language ("red" → "Röd").
    if (field === 'color') {
      for (const other of colourSearchAlternatives(text)) {
        wanted.push({ source, field, pattern: termPattern(other) });
      }
    }
  };
  if (folded !== null) textFields.forEach((field) => lookUp('text', field, folded));
  textFields.forEach((field) => {
    const value = filters[field];
    if (value) lookUp(field, field, foldText(value));
  });
  if (filters.city) lookUp('city', 'city', foldText(filters.city));

  const placed =
    folded !== null &&
    Boolean(filters.city || filters.bikeType) &&
    textFields.every((field) => !filters[field]);
  // What the statement is made of, values aside: it is built and prepared once per shape, and each
  // search runs it with its own values (building and rendering it cost more than running it).
  const shape = [
    wanted.map(({ source, field }) => `${source}.${field}`).join(','),
    filters.city ? 'city' : '',
    filters.bikeType ? 'type' : '',
    placed ? 'placed' : '',
    frame ? `frame.${frame.key === '' ? '' : 'k'}${frame.normalized === '' ? '' : 'n'}` : '',
  ].join('/');
  const values: Record<string, string> = {
    ...Object.fromEntries(wanted.map(({ pattern }, index) => [`pattern${index}`, pattern])),
    ...(filters.city ? { city: termPattern(foldText(filters.city)) } : {}),
    ...(filters.bikeType ? { type: filters.bikeType } : {}),
    ...(frame ? { key: frame.key, normalized: frame.normalized } : {}),
  };
  const result = await executePrepared<{ source: string; field: string; value: string; count: number }>(
    db,
    'search_resolve',
    shape,
    () => resolveStatement(wanted, filters, placed, frame),
    values,
  );
  const found = new Map<string, { field: string; value: string; count: number }[]>();
  for (const row of result.rows) {
    found.set(row.source, [...(found.get(row.source) ?? []), { ...row, count: Number(row.count) }]);
  }
  const frameMatched = (found.get('frame')?.[0]?.count ?? 0) > 0;
  return { resolved: groupsOf(found, wanted, filters, placed), frameMatched };
}

/**
 * resolve's statement for one shape, every value a placeholder: `pattern<n>` for the n-th wanted
 * look-up, `city` (the city filter's pattern), `type`, and the frame's `key` and `normalized`.
 */
function resolveStatement(
  wanted: Wanted[],
  filters: Filters,
  placed: boolean,
  frame: FrameTerms | null,
): SQL {
  const lookups = wanted.map(
    ({ source, field }, index) =>
      sql`select ${sql.raw(`'${source}'`)} as source, field, value, bike_count as count from bike_search_terms
        where field = ${sql.raw(`'${field}'`)} and bike_count > 0 and value like ${sql.placeholder(`pattern${index}`)}`,
  );
  const types = sql`select 'type' as source, field, value, bike_count as count from bike_search_terms
    where field = 'type' and bike_count > 0`;
  // The cities the city filter matches, for the two look-ups below that pair them with more.
  const filterCities = filters.city
    ? sql`select value from bike_search_terms
        where field = 'city' and bike_count > 0 and value like ${sql.placeholder('city')}`
    : null;
  const bikeType = sql.placeholder('type');
  // The city's cities with the type: their tags and counts.
  const citiesWithType =
    filterCities && filters.bikeType
      ? [
          sql`select 'city_type' as source, field, value, bike_count as count from bike_search_terms
            where field = 'city_type' and bike_count > 0
              and value = any(select value || '|' || ${bikeType} from (${filterCities}) as cities)`,
        ]
      : [];
  // Text with a city or a type (and no other filter): how many bikes carry the text's values of
  // each field in that place, from bike_search_places (decision 060).
  const textLookups = lookups.filter((_, index) => wanted[index]?.source === 'text');
  const placedLookup = placed
    ? [
        sql`select 'placed' as source, field, '' as value, sum(bike_count)::integer as count
          from bike_search_places
          where bike_count > 0
            and (field, value) in (select field, value from (${sql.join(textLookups, sql` union `)}) as text_values)
            ${filterCities ? sql`and city = any(${filterCities})` : sql``}
            ${filters.bikeType ? sql`and bike_type = ${bikeType}` : sql``}
          group by field`,
      ]
    : [];
  // The bikes whose frame key, sticker code or normalised frame number the text is, counted: a
  // search with filters answers with them alone (search-bikes.ts), and this spares it a statement.
  const branches = frame
    ? frameBranches({
        key: frame.key === '' ? '' : sql.placeholder('key'),
        normalized: frame.normalized === '' ? '' : sql.placeholder('normalized'),
      })
    : [];
  const frameLookup =
    branches.length > 0
      ? [
          sql`select 'frame' as source, '' as field, '' as value, count(*)::integer as count
            from (${sql.join(branches, sql` union all `)}) as frame_candidates`,
        ]
      : [];
  return sql.join([...lookups, types, ...citiesWithType, ...placedLookup, ...frameLookup], sql` union `);
}

/**
 * The groups the terms `resolve` found make, or null when a group found no term (then no bike
 * matches). `withPlaced`: the statement counted the text's values in the place (bike_search_places).
 */
function groupsOf(
  found: Map<string, { field: string; value: string; count: number }[]>,
  wanted: Wanted[],
  filters: Filters,
  withPlaced: boolean,
): Resolved | null {
  const typeCounts = new Map((found.get('type') ?? []).map((row) => [row.value, row.count]));
  // Bikes of one field carry one value each, so each field's sum counts distinct matching bikes:
  // the largest is a lower bound of the matches (exact when the text matched one field).
  // (the sum is the most: a bike may carry values of two fields).
  const placedCounts = (found.get('placed') ?? []).map((row) => row.count);
  const placed = withPlaced
    ? {
        atLeast: Math.max(0, ...placedCounts),
        atMost: placedCounts.reduce((sum, count) => sum + count, 0),
      }
    : null;
  const liveBikes = [...typeCounts.values()].reduce((sum, count) => sum + count, 0);

  const groups: Group[] = [];
  for (const source of ['text', ...textFields] as const) {
    if (!wanted.some((entry) => entry.source === source)) continue;
    const terms = found.get(source) ?? [];
    if (terms.length === 0) return null;
    const values: Record<TextField, string[]> = { brand: [], model: [], color: [] };
    for (const { field, value } of terms) {
      const known = textFields.find((candidate) => candidate === field);
      if (known && !values[known].includes(value)) values[known].push(value);
    }
    const fields = textFields.filter((field) => values[field].length > 0);
    const carrying = fields.map((field) => sql`(${carriesOneOf(field, values[field])})`);
    groups.push({
      source,
      tags: terms.map(({ field, value }) => `${field}:${value}`),
      values,
      field: fields.length === 1 ? (fields[0] ?? null) : null,
      count: terms.reduce((sum, term) => sum + term.count, 0),
      // A bike carries one value per field, so one field's counts add up exactly.
      exact: fields.length === 1,
      condition: sql.join(carrying, sql` or `),
    });
  }

  // City and type: one group (the city with the type when both are given).
  const cities = found.get('city') ?? [];
  const { bikeType } = filters;
  if (filters.city && cities.length === 0) return null;
  if (filters.city || bikeType) {
    const cityCount = cities.reduce((sum, city) => sum + city.count, 0);
    const typeCount = bikeType ? (typeCounts.get(bikeType) ?? 0) : 0;
    const cityNames = cities.map((city) => city.value);
    const inCity = sql`${sql.raw(foldSql('"bikes"."city"'))} = any(${arrayLiteral(cityNames)}::text[])`;
    const ofType = sql`"bikes"."bike_type" = ${bikeType ?? null}`;
    // The place's count is exact: bike_search_terms counts cities, types and cities with types.
    const where: Place = { cities: cityNames, bikeType: bikeType ?? null };
    const place = (tags: string[], count: number, condition: SQL): Group => ({
      source: 'place',
      tags,
      values: { brand: [], model: [], color: [] },
      field: null,
      count,
      exact: true,
      condition,
      place: where,
    });
    if (filters.city && bikeType) {
      const pairs = found.get('city_type') ?? [];
      if (pairs.length === 0) return null;
      const count = pairs.reduce((sum, pair) => sum + pair.count, 0);
      groups.push(
        place(
          pairs.map((pair) => `city_type:${pair.value}`),
          count,
          sql`${inCity} and ${ofType}`,
        ),
      );
    } else if (filters.city) {
      groups.push(
        place(
          cities.map((city) => `city:${city.value}`),
          cityCount,
          inCity,
        ),
      );
    } else {
      groups.push(place([`type:${bikeType}`], typeCount, ofType));
    }
  }
  return { groups, liveBikes, placed };
}

/**
 * A condition to be checked on each bike as it is read some other way, never through an index of
 * its own: `(…) is true` is estimated like the condition itself, but no index matches it. Without it
 * the planner, which cannot know how common the driving value is (it comes from the statement's
 * own list), intersected whole indexes instead (every Crescent, every bike in Lund: 150 ms where
 * reading Crescent's newest bikes and checking each takes 2).
 */
export function checkedOneByOne(condition: SQL): SQL {
  return sql`(${condition}) is true`;
}
