import { maskOwnerName } from '@ramkoll/shared/rules/mask-owner-name';
import type { VerifyReceiptResponse } from '@ramkoll/shared/schemas/ownership';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { ownershipReceipts } from '../../db/schema/ownership.js';

const sellerProfile = alias(profiles, 'seller_profile');
const buyerProfile = alias(profiles, 'buyer_profile');

/**
 * Is a bill of sale genuine? The code printed on it names one receipt (unique index); the answer
 * shows what the paper should say, with masked names and no price, so a code proves a document
 * without giving away more than the document itself.
 */
export async function verifyReceiptCode({
  db,
  code,
}: {
  db: Db;
  code: string;
}): Promise<VerifyReceiptResponse> {
  const normalized = code.replace(/[^0-9a-z]/gi, '').toUpperCase();
  if (normalized.length !== 12) return { valid: false, receipt: null };
  const [row] = await db
    .select({
      frameNumber: bikes.frameNumber,
      status: ownershipReceipts.status,
      purchaseDate: ownershipReceipts.purchaseDate,
      buyerAcceptedAt: ownershipReceipts.buyerAcceptedAt,
      sellerName: sellerProfile.fullName,
      buyerName: buyerProfile.fullName,
    })
    .from(ownershipReceipts)
    .innerJoin(bikes, eq(bikes.id, ownershipReceipts.bikeId))
    .leftJoin(sellerProfile, eq(sellerProfile.userId, ownershipReceipts.sellerId))
    .leftJoin(buyerProfile, eq(buyerProfile.userId, ownershipReceipts.buyerId))
    .where(eq(ownershipReceipts.verificationCode, normalized))
    .limit(1);
  if (!row) return { valid: false, receipt: null };
  return {
    valid: true,
    receipt: {
      frameNumber: row.frameNumber,
      status: row.status,
      sellerName: maskOwnerName(row.sellerName ?? ''),
      buyerName: maskOwnerName(row.buyerName ?? ''),
      purchaseDate: row.purchaseDate,
      completedAt: row.status === 'completed' ? (row.buyerAcceptedAt?.toISOString() ?? null) : null,
    },
  };
}
