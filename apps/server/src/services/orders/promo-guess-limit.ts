import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  consumeAttemptsOrRefuse,
  releaseAttempts,
  type RateLimit,
  type RateLimitRule,
} from '../auth/rate-limit.js';

/** Codes that named no campaign, per account (decision 092): a few typos an hour, never a word list. */
export const promoMissAccountRateLimit: RateLimitRule = { max: 10, windowMs: 3_600_000 };
/** … and per source address, for accounts made to share the guessing. */
export const promoMissSourceRateLimit: RateLimitRule = { max: 30, windowMs: 3_600_000 };

function promoMissLimits(userId: string, ipAddress: string | null): RateLimit[] {
  return [
    { key: `promo-miss:${userId}`, rule: promoMissAccountRateLimit },
    { key: `promo-miss-source:${ipAddress ?? 'unknown'}`, rule: promoMissSourceRateLimit },
  ];
}

/**
 * Runs the look-up of a typed promo code under the guess limits. Every try is counted before the
 * look-up, so a burst of concurrent guesses cannot all pass before any of them counts, and given
 * back unless the code named no campaign (PROMO_CODE_INVALID). Used up, the account or source gets
 * PROMO_CODE_RATE_LIMITED for every code, valid or not, so the limit tells nothing either.
 */
export async function withinPromoGuessLimit<T>(
  { db, userId, ipAddress, now }: { db: Db; userId: string; ipAddress: string | null; now: Date },
  lookUp: () => Promise<T>,
): Promise<T> {
  const counted = await consumeAttemptsOrRefuse(
    { db, now, ipAddress },
    promoMissLimits(userId, ipAddress),
    'PROMO_CODE_RATE_LIMITED',
  );
  try {
    const found = await lookUp();
    await releaseAttempts(db, counted);
    return found;
  } catch (error) {
    const missed = error instanceof AppError && error.code === 'PROMO_CODE_INVALID';
    if (!missed) await releaseAttempts(db, counted);
    throw error;
  }
}
