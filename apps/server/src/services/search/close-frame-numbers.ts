import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { and, asc, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import type { Actor } from '../actor.js';
import { frameVariantHashes } from './frame-variants.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike } from './search-bike-row.js';

/** "Close" frame numbers: at most this many, each within edit distance < 3 (DECISIONS.md). */
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
  filters: SQL[],
): Promise<SearchBike[]> {
  const { key, normalized } = terms;
  const distance = sql<number>`levenshtein(${bikes.frameNormalized}, ${normalized})`;
  const hashes = `{${frameVariantHashes(normalized).join(',')}}`;
  const rows = await db
    .select(searchBikeColumns(actor.userId))
    .from(bikes)
    .leftJoin(bikeSales, activeSaleJoin)
    .where(
      and(
        isNull(bikes.deletedAt),
        sql`frame_variant_hashes(${bikes.frameNormalized}) && ${hashes}::integer[]`,
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
