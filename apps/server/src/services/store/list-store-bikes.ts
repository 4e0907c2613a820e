import { maskOwnerName } from '@ramkoll/shared/rules/mask-owner-name';
import {
  STORE_BIKES_PAGE_SIZE,
  type StoreBike,
  type StoreBikesQuery,
  type StoreBikesResponse,
} from '@ramkoll/shared/schemas/store-area';
import { and, count, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { storeStaffCodes } from '../../db/schema/stores.js';
import type { StoreContext } from './store-context.js';
import { storeBikeStatusSql, storeBikesWhere } from './store-bikes-query.js';

type StoreScope = Pick<StoreContext, 'storeId' | 'accountUserId'>;

function selectRows(db: Db, store: StoreScope, where: SQL) {
  return (
    db
      .select({
        id: bikes.id,
        frameNumber: bikes.frameNumber,
        brand: bikes.brand,
        model: bikes.model,
        color: bikes.color,
        bikeType: bikes.bikeType,
        status: storeBikeStatusSql(store.accountUserId),
        batteryStolen: sql<boolean>`${bikes.batteryStolenStatus} is not null`,
        stolenDate: bikes.stolenDate,
        createdAt: bikes.createdAt,
        /** The exact timestamp (microseconds) for the export's keyset; a Date keeps only milliseconds. */
        cursor: sql<string>`${bikes.createdAt}::text`,
        ownerId: bikes.ownerId,
        ownerName: profiles.fullName,
        staffCodeLabel: storeStaffCodes.label,
      })
      .from(bikes)
      .leftJoin(profiles, eq(profiles.userId, bikes.ownerId))
      // Only this store's own codes: a bike another store registered keeps that store's label hidden.
      .leftJoin(
        storeStaffCodes,
        and(
          eq(storeStaffCodes.id, bikes.registeredByStaffCodeId),
          eq(storeStaffCodes.storeId, store.storeId),
        ),
      )
      .where(where)
      .orderBy(desc(bikes.createdAt), desc(bikes.id))
  );
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toStoreBike(row: Row, store: StoreScope): StoreBike {
  const inStock = row.ownerId === store.accountUserId;
  return {
    id: row.id,
    frameNumber: row.frameNumber,
    brand: row.brand,
    model: row.model,
    color: row.color,
    bikeType: row.bikeType,
    status: row.status,
    batteryStolen: row.batteryStolen,
    stolenDate: row.stolenDate,
    registeredAt: row.createdAt.toISOString(),
    // Customers only masked (docs/product-rules.md "Stores and admins").
    ownerMasked: inStock ? null : maskOwnerName(row.ownerName ?? ''),
    staffCodeLabel: row.staffCodeLabel,
  };
}

/** One page of /store-bikes, newest registration first, with the total for the paging. */
export async function listStoreBikes({
  db,
  store,
  query,
}: {
  db: Db;
  store: StoreScope;
  query: StoreBikesQuery;
}): Promise<StoreBikesResponse> {
  const where = storeBikesWhere(store, query);
  const [rows, totals] = await Promise.all([
    selectRows(db, store, where)
      .limit(STORE_BIKES_PAGE_SIZE)
      .offset((query.page - 1) * STORE_BIKES_PAGE_SIZE),
    db.select({ total: count() }).from(bikes).where(where),
  ]);
  return {
    bikes: rows.map((row) => toStoreBike(row, store)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: STORE_BIKES_PAGE_SIZE,
  };
}

const EXPORT_BATCH = 500;

/**
 * Every matching bike, newest first, read in batches by keyset (created_at, id) so an export of a
 * large store never holds all rows at once.
 */
export async function* exportStoreBikes({
  db,
  store,
  query,
}: {
  db: Db;
  store: StoreScope;
  query: Omit<StoreBikesQuery, 'page'>;
}): AsyncGenerator<StoreBike[]> {
  const where = storeBikesWhere(store, query);
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const page: SQL = after
      ? (and(
          where,
          or(
            sql`${bikes.createdAt} < ${after.cursor}::timestamptz`,
            and(sql`${bikes.createdAt} = ${after.cursor}::timestamptz`, lt(bikes.id, after.id)),
          ),
        ) as SQL)
      : where;
    const rows = await selectRows(db, store, page).limit(EXPORT_BATCH);
    if (rows.length > 0) yield rows.map((row) => toStoreBike(row, store));
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { cursor: last.cursor, id: last.id };
  }
}
