import { HIDDEN_VALUE, type SearchBike, type SearchMatch } from '@ramkoll/shared/schemas/search';
import { fileUrl } from '@ramkoll/shared/schemas/upload';
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import { prepared } from '../../lib/prepared.js';

/**
 * The columns a search result needs, and nothing else: no owner id leaves the database query
 * (isMine is computed in SQL), no receipt, no police report number.
 */
export function searchBikeColumns(viewerId: string | Placeholder) {
  return {
    id: bikes.id,
    frameNumber: bikes.frameNumber,
    bikeName: bikes.bikeName,
    brand: bikes.brand,
    model: bikes.model,
    color: bikes.color,
    description: bikes.description,
    bikeType: bikes.bikeType,
    city: bikes.city,
    bikePhotoFileId: bikes.bikePhotoFileId,
    status: bikes.status,
    stolenStatus: bikes.stolenStatus,
    stolenDate: bikes.stolenDate,
    stolenLocationDetails: bikes.stolenLocationDetails,
    batteryStolenStatus: bikes.batteryStolenStatus,
    publicBikeName: bikes.publicBikeName,
    publicBrand: bikes.publicBrand,
    publicModel: bikes.publicModel,
    publicColor: bikes.publicColor,
    publicDescription: bikes.publicDescription,
    publicBikePhoto: bikes.publicBikePhoto,
    createdAt: bikes.createdAt,
    isMine: sql<boolean>`(${bikes.ownerId} = ${viewerId})`.mapWith(Boolean),
    salePrice: bikeSales.salePrice,
    saleDescription: bikeSales.description,
  };
}

/**
 * Join condition for a bike's one active sale (unique partial index bike_sales_one_active_per_bike).
 * `is_active` is written as itself, not compared with a parameter: a prepared statement's generic
 * plan cannot prove a partial index's predicate from `is_active = $1`, and without the index it
 * hashed every active sale on each search (docs/decisions/053-search-plans-and-answers.md).
 */
export const activeSaleJoin = and(eq(bikeSales.bikeId, bikes.id), sql`${bikeSales.isActive}`);

/**
 * The search rows of the bikes with these ids, in the order of `ids` (ids of no bike left out).
 * One statement, prepared once per connection: a look-up that found its bikes with a statement
 * of its own shape (filters) reads their rows here, so that statement selects ids alone and
 * costs little to build (decision 061).
 */
export async function bikeRowsByIds(db: Db, viewerId: string, ids: string[]): Promise<SearchBikeRow[]> {
  if (ids.length === 0) return [];
  const rows = await prepared(db, 'search_rows_by_ids', (on) =>
    on
      .select(searchBikeColumns(sql.placeholder('viewer')))
      .from(bikes)
      .leftJoin(bikeSales, activeSaleJoin)
      .where(sql`${bikes.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('search_rows_by_ids'),
  ).execute({ ids: `{${ids.join(',')}}`, viewer: viewerId });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type BikeRow = typeof bikes.$inferSelect;

/** What searchBikeColumns selects. */
export type SearchBikeRow = Pick<
  BikeRow,
  | 'id'
  | 'frameNumber'
  | 'bikeName'
  | 'brand'
  | 'model'
  | 'color'
  | 'description'
  | 'bikeType'
  | 'city'
  | 'bikePhotoFileId'
  | 'status'
  | 'stolenStatus'
  | 'stolenDate'
  | 'stolenLocationDetails'
  | 'batteryStolenStatus'
  | 'publicBikeName'
  | 'publicBrand'
  | 'publicModel'
  | 'publicColor'
  | 'publicDescription'
  | 'publicBikePhoto'
  | 'createdAt'
> & { isMine: boolean; salePrice: number | null; saleDescription: string | null };

function shown(value: string | null, isPublic: boolean): string | null {
  return isPublic ? value : HIDDEN_VALUE;
}

/** A row as anyone signed in may see it: hidden fields become 'Dold' (spec section 3). */
export function toSearchBike(row: SearchBikeRow, match: SearchMatch): SearchBike {
  const stolen = row.stolenStatus === 'stolen';
  const forSale = row.status === 'for_sale' && row.salePrice !== null;
  return {
    id: row.id,
    frameNumber: row.frameNumber,
    bikeName: shown(row.bikeName, row.publicBikeName),
    brand: shown(row.brand, row.publicBrand),
    model: shown(row.model, row.publicModel),
    color: shown(row.color, row.publicColor),
    description: shown(row.description, row.publicDescription),
    bikeType: row.bikeType,
    city: row.city,
    photoUrl: row.publicBikePhoto && row.bikePhotoFileId ? fileUrl(row.bikePhotoFileId) : null,
    photoHidden: !row.publicBikePhoto,
    stolen,
    stolenDate: stolen ? row.stolenDate : null,
    stolenLocationDetails: stolen ? row.stolenLocationDetails : null,
    batteryStolen: row.batteryStolenStatus === 'stolen',
    forSale,
    salePrice: forSale ? row.salePrice : null,
    saleDescription: forSale ? row.saleDescription : null,
    isMine: row.isMine,
    registeredAt: row.createdAt.toISOString(),
    match,
  };
}
