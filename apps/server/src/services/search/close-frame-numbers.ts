import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { and, asc, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import { prepared } from '../../lib/prepared.js';
import type { FilterShape } from './search-bikes.js';
import type { Actor } from '../actor.js';
import { frameVariantHashes } from './frame-variants.js';
import { activeSaleJoin, bikeRowsByIds, searchBikeColumns, toSearchBike } from './search-bike-row.js';

/** "Close" frame numbers: at most this many, each within edit distance < 3 (docs/product-rules.md). */
export const CLOSE_LIMIT = 10;
const CLOSE_MAX_DISTANCE = 2;
/** Shorter normalised queries would make almost every frame number "close". */
export const CLOSE_MIN_LENGTH = 4;

/**
 * Frame numbers near the query's normalised form that are not it: the candidates share a
 * deletion variant with it (one GIN probe per variant, a handful of rows, however large the
 * registry), and levenshtein keeps those within two edits, nearest first.
 */
export async function closeFrameNumbers(
  db: Db,
  actor: Actor,
  terms: { key: string; normalized: string },
  filters: FilterShape | null,
): Promise<SearchBike[]> {
  const values = {
    hashes: variantHashArray(terms.normalized),
    normalized: terms.normalized,
    key: terms.key,
    viewer: actor.userId,
  };
  // Without filters the statement never changes: prepared, it is planned once per connection.
  if (!filters || filters.conditions.length === 0) {
    const rows = await prepared(db, 'search_close_frames', (on) =>
      closeQuery(on, placeholders(), []).prepare('search_close_frames'),
    ).execute(values);
    return rows.map((row) => toSearchBike(row, 'close'));
  }
  // With them, the nearest ids are read by a statement built and prepared once per shape of the
  // filters (their values are placeholders too), and their rows by one prepared once (decision 061).
  const name = `search_close_ids_${filters.shape}`;
  const nearest = await prepared(db, name, (on) =>
    nearestFrameNumbersQuery(on, placeholders(), filters.conditions).prepare(name),
  ).execute({ ...values, ...filters.values });
  const rows = await bikeRowsByIds(
    db,
    actor.userId,
    nearest.map((row) => row.id),
  );
  return rows.map((row) => toSearchBike(row, 'close'));
}

/** The deletion-variant hashes of a normalised frame number, as a PostgreSQL integer[] literal. */
export function variantHashArray(normalized: string): string {
  return `{${frameVariantHashes(normalized).join(',')}}`;
}

interface CloseValues {
  hashes: string | Placeholder;
  normalized: string | Placeholder;
  key: string | Placeholder;
  viewer: string | Placeholder;
}

function placeholders(): CloseValues {
  return {
    hashes: sql.placeholder('hashes'),
    normalized: sql.placeholder('normalized'),
    key: sql.placeholder('key'),
    viewer: sql.placeholder('viewer'),
  };
}

/**
 * The nearest ten are chosen from the candidates first, by id alone, and only they are joined to
 * their details and active sale: the planner cannot estimate the array overlap and, joining first,
 * expected thousands of candidates and hashed every active sale for each search (decision 053).
 */
function closeQuery(db: Db, values: CloseValues, filters: SQL[]) {
  const near = nearestFrameNumbers(db, values, filters);
  return db
    .select(searchBikeColumns(values.viewer))
    .from(near)
    .innerJoin(bikes, eq(bikes.id, near.id))
    .leftJoin(bikeSales, activeSaleJoin)
    .orderBy(asc(near.distance), desc(near.similarity), asc(bikes.id));
}

/**
 * The ids of the ten live frame numbers nearest the query's normalised form (not it, not its
 * key), with their edit distance and similarity: the subquery `near`, which search without
 * filters also runs inside its first statement (search-bikes.ts).
 */
export function nearestFrameNumbers(db: Db, values: Omit<CloseValues, 'viewer'>, conditions: SQL[]) {
  return nearestFrameNumbersQuery(db, values, conditions).as('near');
}

/** nearestFrameNumbers as a statement of its own: the ids nearest first. */
function nearestFrameNumbersQuery(db: Db, values: Omit<CloseValues, 'viewer'>, conditions: SQL[]) {
  const normalized = sql`${values.normalized}::text`;
  const distance = sql<number>`levenshtein(${bikes.frameNormalized}, ${normalized})`;
  const similarity = sql<number>`similarity(${bikes.frameNormalized}, ${normalized})`;
  return db
    .select({ id: bikes.id, distance: distance.as('distance'), similarity: similarity.as('similarity') })
    .from(bikes)
    .where(
      and(
        isNull(bikes.deletedAt),
        sql`frame_variant_hashes(${bikes.frameNormalized}) && ${values.hashes}::integer[]`,
        sql`${distance} <= ${CLOSE_MAX_DISTANCE}`,
        sql`${bikes.frameNormalized} <> ${normalized}`,
        sql`${bikes.frameKey} <> ${values.key}::text`,
        ...conditions,
      ),
    )
    .orderBy(asc(distance), desc(similarity), asc(bikes.id))
    .limit(CLOSE_LIMIT);
}
