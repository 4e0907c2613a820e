import type { StoreBikeStatus, StoreBikesQuery } from '@ramkoll/shared/schemas/store-area';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { bikes } from '../../db/schema/bikes.js';
import { ownershipEvents } from '../../db/schema/ownership.js';
import { containsPattern, foldSql, foldText } from '../../lib/fold-text.js';
import { normalizeFrameNumber } from '../../lib/frame-number.js';
import type { StoreContext } from './store-context.js';

/**
 * The bikes a store may list: those it registered (for a customer or into stock) and those its
 * account owns (stock bought in by transfer). Served by bikes_registered_by_store_recent_idx and
 * bikes_owner_recent_idx (migration 0014) as a BitmapOr, docs/decisions/040.
 */
export function storeBikesScope(store: Pick<StoreContext, 'storeId' | 'accountUserId'>): SQL {
  return and(
    isNull(bikes.deletedAt),
    or(eq(bikes.registeredByStoreId, store.storeId), eq(bikes.ownerId, store.accountUserId)),
  ) as SQL;
}

/**
 * Joins a bike to the registration event this store wrote for it (price, receipt number,
 * warranty), through ownership_events_bike_id_event_date_idx; no row for bikes it did not register.
 */
export function storeRegistrationEventOf(storeId: string): SQL {
  return and(
    eq(ownershipEvents.bikeId, bikes.id),
    eq(ownershipEvents.eventType, 'registration'),
    eq(ownershipEvents.storeId, storeId),
  ) as SQL;
}

/** Where a bike stands for the store: stolen first (it must show), then for sale, stock, sold. */
export function storeBikeStatusSql(accountUserId: string): SQL<StoreBikeStatus> {
  return sql<StoreBikeStatus>`case
    when ${bikes.stolenStatus} = 'stolen' then 'stolen'
    when ${bikes.status} = 'for_sale' then 'for_sale'
    when ${bikes.ownerId} = ${accountUserId} then 'in_stock'
    else 'with_customer' end`;
}

/** The first instant of a Swedish calendar day, as the database computes it. */
export function swedishDayStart(day: string): SQL {
  return sql`(${day}::date)::timestamp at time zone 'Europe/Stockholm'`;
}

export function swedishDayEnd(day: string): SQL {
  return sql`(${day}::date + 1)::timestamp at time zone 'Europe/Stockholm'`;
}

/** The filters of /store-bikes (status, type, dates, frame number / brand / model) on top of the scope. */
export function storeBikesWhere(
  store: Pick<StoreContext, 'storeId' | 'accountUserId'>,
  query: Omit<StoreBikesQuery, 'page'>,
): SQL {
  const conditions: SQL[] = [storeBikesScope(store)];
  if (query.status) conditions.push(sql`${storeBikeStatusSql(store.accountUserId)} = ${query.status}`);
  if (query.bikeType) conditions.push(eq(bikes.bikeType, query.bikeType));
  if (query.from) conditions.push(sql`${bikes.createdAt} >= ${swedishDayStart(query.from)}`);
  if (query.to) conditions.push(sql`${bikes.createdAt} < ${swedishDayEnd(query.to)}`);
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(foldText(q));
    const frame = normalizeFrameNumber(q);
    const text = [
      sql`${sql.raw(foldSql('"bikes"."brand"'))} like ${pattern}`,
      sql`${sql.raw(foldSql('"bikes"."model"'))} like ${pattern}`,
    ];
    if (frame) text.push(sql`${bikes.frameNormalized} like ${containsPattern(frame)}`);
    conditions.push(or(...text) as SQL);
  }
  return and(...conditions) as SQL;
}
