import { and, count, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/auth.js';
import { networkSource } from '../../lib/network-source.js';
import { signInRateLimit, windowStart, type RateLimitRule } from './rate-limit.js';

/**
 * The limits on guessing an account's secret (a password, a store's staff code), decision 091,
 * after OWASP ASVS 5.0 V6.1.1 and V6.3.1: a stranger's failures never lock the owner out, one
 * address cannot spray a password over many accounts, and many addresses together cannot try one
 * account without end.
 */
export interface CredentialLimits {
  /** One account from one source: every attempt counts, right or wrong. */
  accountAndSource: RateLimitRule;
  /** One source over every account: failed attempts only. */
  source: RateLimitRule;
  /** One account from every source: failed attempts only; a known source is let through. */
  account: RateLimitRule;
  /** How long a success keeps a source known to the account. */
  knownSourceMs: number;
}

/** Which limit refused an attempt; the audit log records it. */
export type CredentialLimitName = keyof Omit<CredentialLimits, 'knownSourceMs'>;

/**
 * Spec section 9's 5 attempts per 60 s per e-mail, counted per e-mail and address; 20 failures in
 * 15 minutes from one address; 100 failures an hour on one e-mail (ASVS 4.0 V2.2.1's ceiling),
 * beyond which only addresses that signed in to it in the last 90 days get through. Staff codes
 * share the numbers (docs/product-rules.md "Stores and admins").
 */
export const credentialLimits: CredentialLimits = {
  accountAndSource: signInRateLimit,
  source: { max: 20, windowMs: 15 * 60_000 },
  account: { max: 100, windowMs: 60 * 60_000 },
  knownSourceMs: 90 * 24 * 60 * 60_000,
};

/** What is guessed: a password for an e-mail, or a staff code for a store account. */
export type CredentialScope = 'login' | 'staff-code';

/** The attempt's rows, one per limit, for `markCredentialAttemptSucceeded`. */
export type CredentialAttempt =
  | { allowed: true; attemptIds: string[] }
  | { allowed: false; limit: CredentialLimitName; retryAfterSeconds: number };

/**
 * The rate-limit keys of one attempt. `account` is the normalised e-mail (known or not, so a
 * refusal tells nothing about whether it has an account) or the store account's id. The source
 * ends the pair's key: an address holds no `|`, so no two pairs share one.
 */
export function credentialKeys(scope: CredentialScope, account: string, ipAddress: string | null) {
  const source = networkSource(ipAddress);
  return {
    accountAndSource: `${scope}:${account}|${source}`,
    source: `${scope}-source:${source}`,
    account: `${scope}-account:${account}`,
  };
}

/** Attempts under `key` inside the rule's window (failed ones only, if asked), and the oldest one. */
async function attemptsInWindow(
  tx: Tx,
  key: string,
  rule: RateLimitRule,
  now: Date,
  failedOnly: boolean,
): Promise<{ attempts: number; oldest: Date | null }> {
  const [row] = await tx
    .select({ attempts: count(), oldest: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, key),
        gt(loginAttempts.attemptedAt, windowStart(now, rule)),
        failedOnly ? eq(loginAttempts.succeeded, false) : undefined,
      ),
    );
  return { attempts: row?.attempts ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Seconds until the oldest attempt leaves the window and frees a place (at least 1). */
function secondsUntilFree(oldest: Date | null, rule: RateLimitRule, now: Date): number {
  const freeAt = (oldest?.getTime() ?? now.getTime()) + rule.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * Records an attempt at an account's secret unless a limit refuses it (decision 091). In one
 * transaction, with advisory locks taken in one order (source, account, pair) so two attempts
 * never wait on each other's locks crosswise and concurrent attempts count one after another. A
 * refused attempt records nothing. Attempts still running count as failures until marked.
 */
export async function consumeCredentialAttempt({
  db,
  scope,
  account,
  ipAddress,
  now,
  limits = credentialLimits,
}: {
  db: Db;
  scope: CredentialScope;
  account: string;
  ipAddress: string | null;
  now: Date;
  limits?: CredentialLimits;
}): Promise<CredentialAttempt> {
  const keys = credentialKeys(scope, account, ipAddress);
  return db.transaction(async (tx): Promise<CredentialAttempt> => {
    for (const key of [keys.source, keys.account, keys.accountAndSource]) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    const checks = [
      { limit: 'accountAndSource', failedOnly: false },
      { limit: 'source', failedOnly: true },
      { limit: 'account', failedOnly: true },
    ] as const;
    for (const { limit, failedOnly } of checks) {
      const rule = limits[limit];
      const { attempts, oldest } = await attemptsInWindow(tx, keys[limit], rule, now, failedOnly);
      if (attempts < rule.max) continue;
      if (limit === 'account' && (await isKnownSource(tx, keys.accountAndSource, limits, now))) continue;
      return { allowed: false, limit, retryAfterSeconds: secondsUntilFree(oldest, rule, now) };
    }
    const rows = await tx
      .insert(loginAttempts)
      .values(Object.values(keys).map((key) => ({ key, attemptedAt: now, ipAddress })))
      .returning({ id: loginAttempts.id });
    return { allowed: true, attemptIds: rows.map((row) => row.id) };
  });
}

/** Whether this source has succeeded on this account within `knownSourceMs`. */
async function isKnownSource(tx: Tx, pairKey: string, limits: CredentialLimits, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, pairKey),
        gt(loginAttempts.attemptedAt, new Date(now.getTime() - limits.knownSourceMs)),
        eq(loginAttempts.succeeded, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The secret was right: the attempt no longer counts as a failure, and its source is known. */
export async function markCredentialAttemptSucceeded(db: Db, attemptIds: string[]): Promise<void> {
  if (attemptIds.length === 0) return;
  await db.update(loginAttempts).set({ succeeded: true }).where(inArray(loginAttempts.id, attemptIds));
}
