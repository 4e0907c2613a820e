import { randomBytes } from 'node:crypto';
import { checkTransfer, type TransferBuyer } from '@ramkoll/shared/rules/transfer';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import type { OwnershipReceipt, TransferRequest } from '@ramkoll/shared/schemas/ownership';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { notifications } from '../../db/schema/messaging.js';
import { ownershipReceipts, ownershipTransfers } from '../../db/schema/ownership.js';
import { pgErrorCodes, pgErrorInfo } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { consumeBuyerLookup } from './buyer-lookup-limit.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import { selectReceipt } from './receipt-view.js';

export interface StartTransferOptions {
  db: Db;
  actor: Actor;
  cipher: PersonalNumberCipher;
  bikeId: string;
  request: TransferRequest;
  meta: RequestMeta;
  now: Date;
}

/**
 * The owner starts a transfer (docs/product-rules.md "Ownership lifecycle"): a pending ownership receipt
 * the seller has accepted and a requested transfer, in one transaction with the bike row locked.
 * One open transfer per bike (unique partial index); a stolen bike cannot be transferred. The
 * buyer's look-up is limited per seller and source (decision 092).
 */
export async function startTransfer(options: StartTransferOptions): Promise<{ receipt: OwnershipReceipt }> {
  const { db, actor, cipher, bikeId, request, meta, now } = options;
  assertCustomer(actor);
  const checked = checkTransfer(request, todayIn(now), now);
  if (!checked.ok) throw validationFailed(checked.field, checked.problem);
  const { buyer, price, purchaseDate } = checked.transfer;

  // The buyer is looked up only for a bike the seller could transfer now, and counted (decision
  // 092): without a bike of one's own, or over the limit, the answer is the same for any buyer.
  await assertTransferable(db, { bikeId, sellerId: actor.userId, lock: false });
  await consumeBuyerLookup({ db, sellerId: actor.userId, ipAddress: meta.ipAddress, now });
  const buyerId = await findBuyer(db, cipher, buyer);
  if (buyerId === null) throw new AppError('BUYER_NOT_FOUND');
  if (buyerId === actor.userId) throw new AppError('BUYER_IS_SELLER');

  try {
    return await db.transaction(async (tx) => {
      const receiptId = await openTransfer(tx, {
        bikeId,
        sellerId: actor.userId,
        buyerId,
        price,
        purchaseDate,
        now,
        audit: { actorUserId: actor.userId, details: {}, meta },
      });
      return { receipt: await selectReceipt(tx, actor, receiptId) };
    });
  } catch (error) {
    throw transferPendingError(error) ?? error;
  }
}

export interface OpenTransfer {
  bikeId: string;
  /** Owns the live bike now; a customer or, selling its stock, a store account. */
  sellerId: string;
  buyerId: string;
  price: number | null;
  purchaseDate: string;
  now: Date;
  audit: { actorUserId: string; details: Record<string, string>; meta: RequestMeta };
}

/**
 * The transfer itself, in the caller's transaction with the bike row locked: a pending receipt the
 * seller has accepted, a requested transfer, the buyer's notification and the audit row. The
 * owner's transfer and a store's sale of its stock (decision 039) both go through here.
 */
export async function openTransfer(tx: Tx, transfer: OpenTransfer): Promise<string> {
  const { bikeId, sellerId, buyerId, price, purchaseDate, now } = transfer;
  await assertTransferable(tx, { bikeId, sellerId, lock: true });

  const [receipt] = await tx
    .insert(ownershipReceipts)
    .values({
      bikeId,
      sellerId,
      buyerId,
      price,
      purchaseDate,
      receiptNumber: receiptNumberFor(now),
      sellerAcceptedAt: now,
      status: 'pending',
      createdAt: now,
    })
    .returning({ id: ownershipReceipts.id });
  if (!receipt) throw new AppError('INTERNAL');
  await tx.insert(ownershipTransfers).values({
    bikeId,
    fromUserId: sellerId,
    toUserId: buyerId,
    receiptId: receipt.id,
    status: 'requested',
    createdAt: now,
  });
  // Spec section 4: a new receipt notifies the other party.
  await tx.insert(notifications).values({
    userId: buyerId,
    type: 'receipt_created',
    payload: { receiptId: receipt.id, bikeId },
  });
  await writeAudit(tx, {
    action: 'bike.transfer_started',
    actorUserId: transfer.audit.actorUserId,
    targetType: 'bike',
    targetId: bikeId,
    details: { receiptId: receipt.id, ...transfer.audit.details },
    meta: transfer.audit.meta,
  });
  return receipt.id;
}

/**
 * The seller's live bike, not stolen, without an open transfer; with `lock` its row is held until
 * commit, so the checks still hold when the transfer is written.
 */
async function assertTransferable(
  db: Db,
  { bikeId, sellerId, lock }: { bikeId: string; sellerId: string; lock: boolean },
): Promise<void> {
  const query = db
    .select({ stolenStatus: bikes.stolenStatus })
    .from(bikes)
    .where(and(eq(bikes.id, bikeId), eq(bikes.ownerId, sellerId), isNull(bikes.deletedAt)));
  const [bike] = lock ? await query.for('update') : await query;
  if (!bike) throw new AppError('BIKE_NOT_FOUND');
  if (bike.stolenStatus === 'stolen') throw new AppError('BIKE_STOLEN', { action: 'transfer' });
  const [open] = await db
    .select({ id: ownershipTransfers.id })
    .from(ownershipTransfers)
    .where(and(eq(ownershipTransfers.bikeId, bikeId), eq(ownershipTransfers.status, 'requested')))
    .limit(1);
  if (open) throw new AppError('TRANSFER_PENDING');
}

/** Two transfers of one bike at once: the unique partial index lets one through. */
export function transferPendingError(error: unknown): AppError | null {
  const info = pgErrorInfo(error);
  return info?.code === pgErrorCodes.uniqueViolation &&
    info.constraint === 'ownership_transfers_one_open_per_bike'
    ? new AppError('TRANSFER_PENDING', undefined, { cause: error })
    : null;
}

/** A customer account by e-mail or personnummer (its keyed hash); stores and admins do not buy bikes here. */
async function findBuyer(db: Db, cipher: PersonalNumberCipher, buyer: TransferBuyer): Promise<string | null> {
  const condition =
    buyer.kind === 'email'
      ? eq(users.email, buyer.email)
      : inArray(profiles.personalNumberHash, cipher.hashes(buyer.personalNumber));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(condition, eq(profiles.role, 'customer')))
    .limit(1);
  return row?.id ?? null;
}

/** RK-<year>-<8 hex>: readable on paper, unique by index (a clash fails the insert). */
function receiptNumberFor(now: Date): string {
  return `RK-${now.getUTCFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`;
}
