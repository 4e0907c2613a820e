import type { Db } from '../../db/client.js';
import { consumeAttemptsOrRefuse, type RateLimitRule } from '../auth/rate-limit.js';

/**
 * Buyers a seller may look up (start a transfer to) a day (decision 092). The answer names the
 * buyer, masked, as the bank names the payee: a seller needs a try or two per bike sold, never a
 * list of people.
 */
export const buyerLookupSellerRateLimit: RateLimitRule = { max: 10, windowMs: 24 * 3_600_000 };
/** … and per source address, for sellers' accounts made to share the probing. */
export const buyerLookupSourceRateLimit: RateLimitRule = { max: 30, windowMs: 24 * 3_600_000 };

/** Counts one look-up of a buyer by this seller and address, or BUYER_LOOKUP_RATE_LIMITED. */
export async function consumeBuyerLookup({
  db,
  sellerId,
  ipAddress,
  now,
}: {
  db: Db;
  sellerId: string;
  ipAddress: string | null;
  now: Date;
}): Promise<void> {
  await consumeAttemptsOrRefuse(
    { db, now, ipAddress },
    [
      { key: `buyer-lookup:${sellerId}`, rule: buyerLookupSellerRateLimit },
      { key: `buyer-lookup-source:${ipAddress ?? 'unknown'}`, rule: buyerLookupSourceRateLimit },
    ],
    'BUYER_LOOKUP_RATE_LIMITED',
  );
}
