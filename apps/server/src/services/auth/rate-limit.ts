import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { loginAttempts } from '../../db/schema/auth.js';

/** How many attempts a key may make within a sliding window. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Spec section 9: 5 sign-in attempts per 60 s per e-mail, counted per e-mail and address with the
 * other sign-in limits in credential-limits.ts (decision 091); staff codes share the rule.
 */
export const signInRateLimit: RateLimitRule = { max: 5, windowMs: 60_000 };
/** 5 new accounts per hour per client IP. */
export const signUpRateLimit: RateLimitRule = { max: 5, windowMs: 3_600_000 };

export function signUpKey(ipAddress: string | null): string {
  return `signup:${ipAddress ?? 'unknown'}`;
}

/** Pure rule: may one more attempt be made, given how many fall inside the window? */
export function isWithinLimit(attemptsInWindow: number, rule: RateLimitRule): boolean {
  return attemptsInWindow < rule.max;
}

export function windowStart(now: Date, rule: RateLimitRule): Date {
  return new Date(now.getTime() - rule.windowMs);
}

/**
 * Records an attempt for `key` unless the key is already at its limit; false means refused. The
 * attempts live in the database so the limit holds across restarts and instances; a transaction
 * advisory lock on the key makes concurrent attempts count one after another. A refused attempt
 * is not recorded, so the key is free again one window after its last counted attempt.
 */
export async function consumeAttempt({
  db,
  key,
  rule,
  now,
  ipAddress,
}: {
  db: Db;
  key: string;
  rule: RateLimitRule;
  now: Date;
  ipAddress: string | null;
}): Promise<{ allowed: boolean; attemptId: string | null }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [row] = await tx
      .select({ attempts: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, windowStart(now, rule))));
    if (!isWithinLimit(row?.attempts ?? 0, rule)) return { allowed: false, attemptId: null };
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ key, attemptedAt: now, ipAddress })
      .returning({ id: loginAttempts.id });
    return { allowed: true, attemptId: attempt?.id ?? null };
  });
}

export async function markAttemptSucceeded(db: Db, attemptId: string | null): Promise<void> {
  if (!attemptId) return;
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/**
 * `consumeAttempt`, refusing with `code` when the key is at its limit; the counted attempt's id
 * (for `markAttemptSucceeded`).
 */
export async function consumeAttemptOrRefuse(
  options: Parameters<typeof consumeAttempt>[0],
  code: 'SIGNUP_RATE_LIMITED' | 'EID_RATE_LIMITED',
): Promise<string | null> {
  const limit = await consumeAttempt(options);
  if (!limit.allowed) throw new AppError(code);
  return limit.attemptId;
}

/** One more new account from this address (5 an hour), or SIGNUP_RATE_LIMITED; the attempt's id. */
export function consumeSignUpAttempt({
  db,
  now,
  ipAddress,
}: {
  db: Db;
  now: Date;
  ipAddress: string | null;
}): Promise<string | null> {
  return consumeAttemptOrRefuse(
    { db, key: signUpKey(ipAddress), rule: signUpRateLimit, now, ipAddress },
    'SIGNUP_RATE_LIMITED',
  );
}

/*
 * Guessable inputs besides the password (issue 50, decision 092): the password reset, promo codes
 * and the transfer's buyer. Each is limited per account or target and per source address.
 */

/** Reset requests per source address: a household's forgotten passwords, not a list of addresses. */
export const passwordResetSourceRateLimit: RateLimitRule = { max: 20, windowMs: 3_600_000 };
/** Reset mails per address, as GitHub and the banks do: a few an hour, however often it is asked. */
export const passwordResetMailRateLimit: RateLimitRule = { max: 3, windowMs: 3_600_000 };

export function passwordResetSourceKey(ipAddress: string | null): string {
  return `password-reset-source:${ipAddress ?? 'unknown'}`;
}
export function passwordResetMailKey(normalizedEmail: string): string {
  return `password-reset-mail:${normalizedEmail}`;
}

/** A key and the rule it is counted by. */
export interface RateLimit {
  key: string;
  rule: RateLimitRule;
}

/**
 * One attempt on each limit in turn (an account's and its source's); at the first one used up,
 * the attempts already counted are released and `code` refuses, so a refused request counts
 * nowhere. The counted attempts' ids, for `releaseAttempts`.
 */
export async function consumeAttemptsOrRefuse(
  { db, now, ipAddress }: { db: Db; now: Date; ipAddress: string | null },
  limits: readonly RateLimit[],
  code: 'PASSWORD_RESET_RATE_LIMITED' | 'PROMO_CODE_RATE_LIMITED' | 'BUYER_LOOKUP_RATE_LIMITED',
): Promise<string[]> {
  const counted: string[] = [];
  for (const { key, rule } of limits) {
    const attempt = await consumeAttempt({ db, key, rule, now, ipAddress });
    if (!attempt.allowed) {
      await releaseAttempts(db, counted);
      throw new AppError(code);
    }
    if (attempt.attemptId) counted.push(attempt.attemptId);
  }
  return counted;
}

/**
 * Takes counted attempts back, for a limit that counts only misses (a promo code that named a
 * campaign): counting every try first and releasing the hits keeps a burst of concurrent guesses
 * from all passing the check before any of them is counted.
 */
export async function releaseAttempts(db: Db, attemptIds: readonly string[]): Promise<void> {
  if (attemptIds.length === 0) return;
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, [...attemptIds]));
}
