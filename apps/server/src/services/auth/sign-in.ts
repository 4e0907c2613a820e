import { checkSignIn, normalizeEmail } from '@ramkoll/shared/rules/account';
import type { SignInRequest } from '@ramkoll/shared/schemas/auth';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/write-audit.js';
import { hashPassword, verifyPassword } from '../../lib/crypto/password-hash.js';
import { defaultFullName } from './get-session-user.js';
import { consumeCredentialAttempt, markCredentialAttemptSucceeded } from './credential-limits.js';
import { openSession, type OpenedSession, type RequestMeta, type SessionSettings } from './session-store.js';
import { validationFailed } from './validation.js';

export interface SignInDeps {
  db: Db;
  now: Date;
  settings: SessionSettings;
  meta: RequestMeta;
  /** Named in a suspended store's refusal, so it knows whom to contact. */
  supportEmail: string;
}

// Verifying against this when the e-mail is unknown makes both failures take as long.
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('ramkoll-timing-equaliser');
  return dummyHash;
}

/**
 * The reason the admin gave for the store's latest suspension. The store row keeps only when; the
 * reason is in the audit entry the suspension wrote in the same transaction (no column needed).
 */
export async function suspensionReason(db: Pick<Db, 'select'>, storeId: string): Promise<string | null> {
  const [entry] = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'admin.partner_suspended'),
        eq(auditLog.targetType, 'store'),
        eq(auditLog.targetId, storeId),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const reason = (entry?.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : null;
}

/**
 * Whether the account is a suspended store's, with the reason: what a refused request of a store
 * that was signed in when it was suspended is told (issue 51). Null for any other account.
 */
export async function storeSuspension(
  db: Pick<Db, 'select'>,
  userId: string,
): Promise<{ reason: string | null } | null> {
  const [store] = await db
    .select({ id: stores.id, suspendedAt: stores.suspendedAt })
    .from(stores)
    .where(eq(stores.accountUserId, userId))
    .limit(1);
  if (!store?.suspendedAt) return null;
  return { reason: await suspensionReason(db, store.id) };
}

/**
 * Password sign-in (spec sections 5, 8, 9): limited per e-mail and address, per address and per
 * e-mail (decision 091), counted in the database; the same INVALID_CREDENTIALS for an unknown
 * e-mail and a wrong password, and the same limits for both.
 */
export async function signIn(deps: SignInDeps, input: SignInRequest): Promise<OpenedSession> {
  const { db, now, settings, meta } = deps;
  const problem = checkSignIn(input.email, input.password);
  if (problem)
    throw validationFailed(
      problem === 'password_too_short' || input.email.trim() ? 'password' : 'email',
      problem,
    );

  const email = normalizeEmail(input.email);
  const attempt = await consumeCredentialAttempt({
    db,
    scope: 'login',
    account: email,
    ipAddress: meta.ipAddress,
    now,
  });
  if (!attempt.allowed) {
    await writeAudit(db, {
      action: 'auth.sign_in_failed',
      actorUserId: null,
      details: { reason: 'rate_limited', limit: attempt.limit },
      meta,
    });
    throw new AppError('LOGIN_RATE_LIMITED', { retryAfterSeconds: attempt.retryAfterSeconds });
  }

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      storeId: stores.id,
      suspendedAt: stores.suspendedAt,
    })
    .from(users)
    .leftJoin(stores, eq(stores.accountUserId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !valid) {
    await writeAudit(db, {
      action: 'auth.sign_in_failed',
      actorUserId: user?.id ?? null,
      targetType: user ? 'user' : undefined,
      targetId: user?.id,
      details: { reason: user ? 'wrong_password' : 'unknown_email' },
      meta,
    });
    throw new AppError('INVALID_CREDENTIALS');
  }

  if (user.suspendedAt) {
    // An admin suspended the store (decision 041): the right password opens nothing.
    await writeAudit(db, {
      action: 'auth.sign_in_failed',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      details: { reason: 'store_suspended' },
      meta,
    });
    // Only after the right password: the store is told why and whom to write to (issue 51).
    throw new AppError('STORE_SUSPENDED', {
      reason: user.storeId ? await suspensionReason(db, user.storeId) : null,
      supportEmail: deps.supportEmail,
    });
  }

  await ensureProfile(db, user.id, email);
  const session = await db.transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    await writeAudit(tx, {
      action: 'auth.sign_in',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      details: { method: 'password' },
      meta,
    });
    return openSession({ db: tx, userId: user.id, now, settings, meta });
  });
  await markCredentialAttemptSucceeded(db, attempt.attemptIds);
  return session;
}

/**
 * Spec section 4: an account without a profile gets one on sign-in, role customer, named from
 * the e-mail's local part (sign-up metadata lives in the profile itself here), else 'Användare'.
 */
export async function ensureProfile(db: Db, userId: string, email: string): Promise<void> {
  try {
    await db
      .insert(profiles)
      .values({ userId, role: 'customer', fullName: defaultFullName(email) })
      .onConflictDoNothing({ target: profiles.userId });
  } catch (error) {
    throw new AppError('PROFILE_CREATE_FAILED', undefined, { cause: error });
  }
}
