import { ADMIN_LEDGER_PAGE_SIZE, type AdminBikeDetail } from '@ramkoll/shared/schemas/admin-bikes';
import { fileUrl } from '@ramkoll/shared/schemas/upload';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { bikes, bikeSales } from '../../db/schema/bikes.js';
import { pointsLedger, userBalances } from '../../db/schema/points.js';
import { qrStickers } from '../../db/schema/stickers.js';
import { AppError } from '../../lib/app-error.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import type { Actor } from '../actor.js';
import { writeAudit, type AuditAction } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { checkAdminReason } from '../admin-partners/manage-partner.js';
import { bikeStolen } from '../bikes/bike-access.js';
import { softDeleteBike } from '../bikes/delete-bike.js';
import { getBikeHistory } from '../bikes/get-bike-history.js';
import { setRecovered } from '../bikes/mark-recovered.js';
import { searchBikeColumns, activeSaleJoin } from '../search/search-bike-row.js';
import { endSale } from '../bikes/withdraw-sale.js';
import { isUuid } from '../../lib/uuid.js';

interface Deps {
  db: Db;
  actor: Actor;
  bikeId: string;
  meta: RequestMeta;
  now: Date;
}

function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
}

const hideable = [
  ['bikeName', 'publicBikeName'],
  ['brand', 'publicBrand'],
  ['model', 'publicModel'],
  ['color', 'publicColor'],
  ['description', 'publicDescription'],
  ['bikePhoto', 'publicBikePhoto'],
] as const;

/**
 * GET /api/admin/bikes/:id (decision 043): the bike with every field (hidden and deleted too), its
 * owner's identity unmasked, its ownership history (the history service, deleted bikes included)
 * and a page of the owner's points ledger. The view is written to the audit log
 * (admin.bike_viewed, target the bike) before anything personal is read. 404 BIKE_NOT_FOUND.
 */
export async function getAdminBike({
  cipher,
  ledgerPage,
  ...deps
}: Deps & { cipher: PersonalNumberCipher; ledgerPage: number }): Promise<AdminBikeDetail> {
  const { db, actor, bikeId } = deps;
  requireAdmin(actor);
  if (!isUuid(bikeId)) throw new AppError('BIKE_NOT_FOUND');
  const { isMine: _isMine, ...visibleColumns } = searchBikeColumns(actor.userId);
  const [row] = await db
    .select({
      ...visibleColumns,
      ownerId: bikes.ownerId,
      batterySerialNumber: bikes.batterySerialNumber,
      policeReportNumber: bikes.policeReportNumber,
      recoveredAt: bikes.recoveredAt,
      deletedAt: bikes.deletedAt,
      updatedAt: bikes.updatedAt,
      stickerCodes: sql<
        string[]
      >`array(select ${qrStickers.code} from ${qrStickers} where ${qrStickers.bikeId} = ${bikes.id} order by ${qrStickers.code})`,
      ownerName: profiles.fullName,
      ownerEmail: users.email,
      ownerPhone: profiles.phone,
      personalNumberEncrypted: profiles.personalNumberEncrypted,
      identityVerifiedAt: profiles.identityVerifiedAt,
    })
    .from(bikes)
    .innerJoin(users, eq(users.id, bikes.ownerId))
    .innerJoin(profiles, eq(profiles.userId, bikes.ownerId))
    .leftJoin(bikeSales, activeSaleJoin)
    .where(eq(bikes.id, bikeId))
    .limit(1);
  if (!row) throw new AppError('BIKE_NOT_FOUND');
  await writeAudit(db, {
    action: 'admin.bike_viewed',
    actorUserId: actor.userId,
    targetType: 'bike',
    targetId: bikeId,
    meta: deps.meta,
  });

  const [history, ledger] = await Promise.all([
    getBikeHistory({ db, actor, verifiedStoreId: null, bikeId, includeDeleted: true }),
    ledgerOf(db, row.ownerId, ledgerPage),
  ]);
  const stolen = row.stolenStatus === 'stolen';
  const forSale = row.status === 'for_sale';
  return {
    bike: {
      id: row.id,
      frameNumber: row.frameNumber,
      bikeName: row.bikeName,
      brand: row.brand,
      model: row.model,
      color: row.color,
      bikeType: row.bikeType,
      description: row.description,
      batterySerialNumber: row.batterySerialNumber,
      city: row.city,
      stickerCodes: row.stickerCodes,
      hiddenFields: hideable.filter(([, flag]) => !row[flag]).map(([field]) => field),
      photoUrl: row.bikePhotoFileId ? fileUrl(row.bikePhotoFileId) : null,
      stolen,
      stolenDate: row.stolenDate,
      stolenLocationDetails: row.stolenLocationDetails,
      policeReportNumber: row.policeReportNumber,
      batteryStolen: row.batteryStolenStatus === 'stolen',
      recoveredAt: row.recoveredAt?.toISOString() ?? null,
      forSale,
      salePrice: forSale ? row.salePrice : null,
      deletedAt: row.deletedAt?.toISOString() ?? null,
      registeredAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    owner: {
      id: row.ownerId,
      fullName: row.ownerName,
      email: row.ownerEmail,
      phone: row.ownerPhone,
      personalNumber: row.personalNumberEncrypted ? cipher.decrypt(row.personalNumberEncrypted) : null,
      identityVerified: row.identityVerifiedAt !== null,
    },
    history,
    ledger,
  };
}

/** A page of the user's ledger, newest first (points_ledger_user_id_created_at_idx), with the balance. */
async function ledgerOf(db: Db, userId: string, page: number): Promise<AdminBikeDetail['ledger']> {
  const pageSize = ADMIN_LEDGER_PAGE_SIZE;
  const [entries, [counted], [balance]] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    db
      .select({ points: userBalances.pointsBalance })
      .from(userBalances)
      .where(eq(userBalances.userId, userId)),
  ]);
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      amount: entry.amount,
      reason: entry.reason,
      balanceAfter: entry.balanceAfter,
      reference: entry.reference,
      createdAt: entry.createdAt.toISOString(),
    })),
    balance: balance?.points ?? 0,
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
}

/**
 * One admin action on a bike, in one transaction: the bike locked (404 BIKE_NOT_FOUND), the
 * change through the owner's own service step (`change` answers false when the state does not
 * allow it, and `refusal` names why), and an audit row with the reason.
 */
async function act(
  { reason: input, ...deps }: Deps & { reason: string },
  action: AuditAction,
  change: (tx: Tx, scope: SQL) => Promise<boolean>,
  refusal: (bike: { stolen: boolean; deleted: boolean }) => AppError,
): Promise<{ ok: true }> {
  const { db, actor, bikeId, meta } = deps;
  requireAdmin(actor);
  const reason = checkAdminReason(input);
  if (!isUuid(bikeId)) throw new AppError('BIKE_NOT_FOUND');
  await db.transaction(async (tx) => {
    const [bike] = await tx
      .select({ stolenStatus: bikes.stolenStatus, deletedAt: bikes.deletedAt })
      .from(bikes)
      .where(eq(bikes.id, bikeId))
      .for('update');
    if (!bike) throw new AppError('BIKE_NOT_FOUND');
    const scope = and(eq(bikes.id, bikeId), isNull(bikes.deletedAt)) as SQL;
    if (!(await change(tx, scope))) {
      throw refusal({ stolen: bike.stolenStatus === 'stolen', deleted: bike.deletedAt !== null });
    }
    await writeAudit(tx, {
      action,
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      details: { reason },
      meta,
    });
  });
  return { ok: true };
}

/** Stolen → recovered as the owner's "mark recovered" does; 409 BIKE_NOT_STOLEN otherwise. */
export function adminMarkRecovered(options: Deps & { reason: string }) {
  return act(
    options,
    'admin.bike_recovered',
    (tx, scope) => setRecovered(tx, scope, options.now),
    () => new AppError('BIKE_NOT_STOLEN'),
  );
}

/** Ends the active sale as the owner's withdrawal does; 404 SALE_NOT_FOUND when it is not for sale. */
export function adminEndSale(options: Deps & { reason: string }) {
  return act(
    options,
    'admin.sale_ended',
    (tx, scope) => endSale(tx, scope, options.bikeId, options.now),
    () => new AppError('SALE_NOT_FOUND'),
  );
}

/**
 * Soft-deletes as the owner's delete does (the open sale closes; history stays; the admin still
 * finds it); 409 BIKE_ALREADY_DELETED, or 409 BIKE_STOLEN { action: delete } for a stolen bike.
 */
export function adminDeleteBike(options: Deps & { reason: string }) {
  return act(
    options,
    'admin.bike_deleted',
    (tx, scope) => softDeleteBike(tx, scope, options.bikeId, options.now),
    (bike) => (bike.deleted ? new AppError('BIKE_ALREADY_DELETED') : bikeStolen('delete')),
  );
}
