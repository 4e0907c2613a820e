import { maskOwnerName } from '@ramkoll/shared/rules/mask-owner-name';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { ownershipReceipts } from '../../db/schema/ownership.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

const sellerProfile = alias(profiles, 'seller_profile');
const buyerProfile = alias(profiles, 'buyer_profile');

/** Receipts where the actor is buyer or seller, matching `condition`, newest first, in one query. */
export async function selectReceipts(db: Db, actor: Actor, condition?: SQL): Promise<OwnershipReceipt[]> {
  const rows = await db
    .select({
      receipt: ownershipReceipts,
      bike: {
        id: bikes.id,
        frameNumber: bikes.frameNumber,
        bikeName: bikes.bikeName,
        brand: bikes.brand,
        model: bikes.model,
      },
      sellerName: sellerProfile.fullName,
      buyerName: buyerProfile.fullName,
    })
    .from(ownershipReceipts)
    .innerJoin(bikes, eq(bikes.id, ownershipReceipts.bikeId))
    .leftJoin(sellerProfile, eq(sellerProfile.userId, ownershipReceipts.sellerId))
    .leftJoin(buyerProfile, eq(buyerProfile.userId, ownershipReceipts.buyerId))
    .where(
      and(
        or(eq(ownershipReceipts.buyerId, actor.userId), eq(ownershipReceipts.sellerId, actor.userId)),
        condition,
      ),
    )
    .orderBy(desc(ownershipReceipts.createdAt), desc(ownershipReceipts.id));

  return rows.map(({ receipt, bike, sellerName, buyerName }) => {
    const myRole = receipt.buyerId === actor.userId ? 'buyer' : 'seller';
    const pending = receipt.status === 'pending';
    return {
      id: receipt.id,
      verificationCode: receipt.verificationCode,
      receiptNumber: receipt.receiptNumber,
      myRole,
      status: receipt.status,
      awaitingMe:
        pending &&
        (myRole === 'buyer' ? receipt.buyerAcceptedAt === null : receipt.sellerAcceptedAt === null),
      bike,
      sellerName: maskOwnerName(sellerName ?? ''),
      buyerName: maskOwnerName(buyerName ?? ''),
      price: receipt.price,
      purchaseDate: receipt.purchaseDate,
      sellerAcceptedAt: receipt.sellerAcceptedAt?.toISOString() ?? null,
      buyerAcceptedAt: receipt.buyerAcceptedAt?.toISOString() ?? null,
      createdAt: receipt.createdAt.toISOString(),
    };
  });
}

/** One of the actor's receipts; RECEIPT_NOT_FOUND when it is not theirs. */
export async function selectReceipt(db: Db, actor: Actor, receiptId: string): Promise<OwnershipReceipt> {
  const [receipt] = await selectReceipts(db, actor, eq(ownershipReceipts.id, receiptId));
  if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
  return receipt;
}
