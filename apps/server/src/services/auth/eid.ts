import {
  checkEmailPair,
  MIN_AGE,
  MIN_NAME_LENGTH,
  normalizeEmail,
  parsePhone,
} from '@ramkoll/shared/rules/account';
import { impersonatesService } from '@ramkoll/shared/rules/display-name';
import { ageFromBirthYear, parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import type {
  EidOrderResponse,
  EidRegisterRequest,
  EidSignInRequest,
  EidStartRequest,
} from '@ramkoll/shared/schemas/eid';
import type { Language } from '@ramkoll/shared/schemas/language';
import { and, asc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { eidOrders } from '../../db/schema/auth.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { SealedJson } from '../../lib/crypto/sealed-json.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import { animatedQrData, autoStartUrl } from '../../providers/eid/bankid-qr.js';
import type { EidCollected, EidOrderRef, EidProvider, EidStarted } from '../../providers/eid/eid-provider.js';
import { writeAudit } from '../audit/write-audit.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { insertAccount, takenError, type NewAccount } from './create-account.js';
import { generateTemporaryPassword } from './opaque-token.js';
import {
  consumeAttemptOrRefuse,
  markAttemptSucceeded,
  consumeSignUpAttempt,
  type RateLimitRule,
} from './rate-limit.js';
import { openSession, revokeAllSessions, type OpenedSession } from './session-store.js';
import type { AccountServiceDeps } from './sign-up.js';
import { validationFailed } from './validation.js';

/** A pending order is given up after this; BankID's own orders end sooner (expiredTransaction). */
export const EID_PENDING_LIFETIME_MS = 5 * 60_000;
/** A completed identification can open a session or an account for this long, once. */
export const EID_COMPLETE_LIFETIME_MS = 10 * 60_000;
/** Orders one address may start (per IP); generous for a household behind one address. */
export const eidStartRateLimit: RateLimitRule = { max: 20, windowMs: 10 * 60_000 };
/** With the simulator, orders for one personnummer (the number is the only thing it checks). */
export const eidSimulatedNumberRateLimit: RateLimitRule = { max: 5, windowMs: 10 * 60_000 };
/** Sign-ins with a completed order, per IP. */
export const eidSignInRateLimit: RateLimitRule = { max: 20, windowMs: 10 * 60_000 };

export interface EidContext {
  provider: EidProvider;
  /** Seals the provider's secrets into the order row (key derived from DATA_ENCRYPTION_KEY). */
  seal: SealedJson;
  /** `<PUBLIC_URL>/api/auth/eid/callback`, for redirect providers. */
  callbackUrl: string;
}

export interface EidDeps extends AccountServiceDeps {
  eid: EidContext;
  publicUrl: string;
  /** Logs a mail that could not be queued; the account is made all the same (spec section 8). */
  onMailError: (error: unknown) => void;
  onProviderError: (error: unknown) => void;
}

/** The order's browser: the SHA-256 of the random key in its `ramkoll_eid` cookie. */
export function browserKeyHash(browserKey: string): string {
  return createHash('sha256').update(browserKey).digest('base64url');
}

type OrderRow = typeof eidOrders.$inferSelect;
interface SealedSecrets {
  started: EidStarted;
  claimedPersonalNumber: string | null;
}

/**
 * Starts an identification for a sign-in or a registration. Limited per address, and with the
 * simulator per personnummer too; the answer is the same whether or not anyone has an account.
 */
export async function startEidOrder(
  deps: Pick<EidDeps, 'db' | 'cipher' | 'now' | 'meta' | 'eid' | 'signupEnabled' | 'onProviderError'>,
  input: EidStartRequest,
  browserKey: string,
): Promise<EidOrderResponse> {
  const { db, cipher, now, meta, eid } = deps;
  if (input.purpose === 'register' && !deps.signupEnabled) throw new AppError('SIGNUP_DISABLED');
  let claimedPersonalNumber: string | null = null;
  if (eid.provider.name === 'simulated') {
    const parsed = parsePersonalNumber(input.personalNumber ?? '', now);
    if (!parsed.ok) throw validationFailed('personalNumber', parsed.problem);
    claimedPersonalNumber = parsed.normalized;
  }
  const { ipAddress } = meta;
  await consumeAttemptOrRefuse(
    { db, key: `eid-start:${ipAddress ?? 'unknown'}`, rule: eidStartRateLimit, now, ipAddress },
    'EID_RATE_LIMITED',
  );
  if (claimedPersonalNumber) {
    // Keyed by the number's keyed hash: the attempts table never holds a personnummer.
    const key = `eid-start-number:${cipher.hash(claimedPersonalNumber)}`;
    await consumeAttemptOrRefuse(
      { db, key, rule: eidSimulatedNumberRateLimit, now, ipAddress },
      'EID_RATE_LIMITED',
    );
  }

  const orderId = crypto.randomUUID();
  let started: EidStarted;
  try {
    started = await eid.provider.start({
      orderId,
      endUserIp: meta.ipAddress ?? '127.0.0.1',
      sameDevice: input.sameDevice ?? false,
      claimedPersonalNumber: claimedPersonalNumber ?? undefined,
      callbackUrl: eid.callbackUrl,
      language: input.language ?? 'sv',
    });
  } catch (error) {
    deps.onProviderError(error);
    throw new AppError('EID_UNAVAILABLE', undefined, { cause: error });
  }
  const secrets: SealedSecrets = { started, claimedPersonalNumber };
  const [row] = await db
    .insert(eidOrders)
    .values({
      id: orderId,
      purpose: input.purpose,
      provider: eid.provider.name,
      providerRef: started.providerRef,
      browserKeyHash: browserKeyHash(browserKey),
      sameDevice: input.sameDevice ?? false,
      status: 'pending',
      hintCode: started.kind === 'app' ? 'outstandingTransaction' : null,
      secretsSealed: eid.seal.seal(secrets),
      language: input.language ?? 'sv',
      ipAddress: meta.ipAddress,
      startedAt: now,
      expiresAt: new Date(now.getTime() + EID_PENDING_LIFETIME_MS),
    })
    .returning();
  if (!row) throw new Error('e-ID order insert returned nothing');
  return orderView(row, secrets, now);
}

/** The order as its browser sees it now, collecting from the provider when it is time. */
export async function followEidOrder(
  deps: Pick<EidDeps, 'db' | 'cipher' | 'now' | 'eid' | 'onProviderError'>,
  orderId: string,
  browserKey: string | undefined,
): Promise<EidOrderResponse> {
  const { now, eid } = deps;
  let row = await findOwnOrder(deps.db, orderId, browserKey);
  const secrets = openSecrets(eid, row);
  if (row.status === 'pending' && now >= row.expiresAt) {
    row = await settle(deps, row, { status: 'failed', hintCode: 'expiredTransaction' });
    await cancelAtProvider(deps, row, secrets);
  } else if (row.status === 'pending' && secrets.started.kind === 'app' && eid.provider.collect) {
    const last = row.lastCollectedAt?.getTime() ?? 0;
    if (now.getTime() - last >= (eid.provider.collectIntervalMs ?? 0)) {
      let collected: EidCollected | null = null;
      try {
        collected = await eid.provider.collect(orderRefOf(row, secrets), now);
      } catch (error) {
        // A failed collect leaves the order pending; it is tried again, and expires in the end.
        deps.onProviderError(error);
      }
      row = collected ? await settle(deps, row, collected) : row;
    }
  }
  return orderView(row, secrets, now);
}

/** The person gave up on our page: the order ends here and at the provider. */
export async function cancelEidOrder(
  deps: Pick<EidDeps, 'db' | 'cipher' | 'now' | 'eid' | 'onProviderError'>,
  orderId: string,
  browserKey: string | undefined,
): Promise<void> {
  const row = await findOwnOrder(deps.db, orderId, browserKey);
  if (row.status !== 'pending') return;
  const settled = await settle(deps, row, { status: 'failed', hintCode: 'cancelled' });
  await cancelAtProvider(deps, settled, openSecrets(deps.eid, row));
}

/**
 * A redirect provider's callback: the broker sends the browser back with `state` (our order's
 * providerRef) and a code. Answers the path to send the browser on to, on our own site only.
 */
export async function finishEidRedirect(
  deps: Pick<EidDeps, 'db' | 'cipher' | 'now' | 'eid' | 'onProviderError'>,
  currentUrl: URL,
  browserKey: string | undefined,
): Promise<string> {
  const { db, eid } = deps;
  const state = currentUrl.searchParams.get('state') ?? '';
  const [row] = state
    ? await db
        .select()
        .from(eidOrders)
        .where(and(eq(eidOrders.provider, eid.provider.name), eq(eidOrders.providerRef, state)))
        .limit(1)
    : [];
  if (!row || !browserKey || row.browserKeyHash !== browserKeyHash(browserKey) || !eid.provider.finish) {
    return '/auth?eid_error=EID_ORDER_NOT_FOUND';
  }
  const back = row.purpose === 'register' ? '/register' : '/auth';
  if (row.status !== 'pending' || deps.now >= row.expiresAt) return `${back}?eid=${row.id}`;
  const secrets = openSecrets(eid, row);
  if (secrets.started.kind !== 'redirect') return `${back}?eid=${row.id}`;
  let collected: EidCollected;
  try {
    collected = await eid.provider.finish({
      providerRef: row.providerRef,
      secrets: secrets.started.secrets,
      callbackUrl: eid.callbackUrl,
      currentUrl,
    });
  } catch (error) {
    deps.onProviderError(error);
    collected = { status: 'failed', hintCode: 'unknown' };
  }
  await settle(deps, row, collected);
  return `${back}?eid=${row.id}`;
}

/** "Logga in med BankID": the account the identified personnummer is bound to, and nothing else. */
export async function signInWithEid(
  deps: Pick<EidDeps, 'db' | 'cipher' | 'now' | 'settings' | 'meta'>,
  input: EidSignInRequest,
  browserKey: string | undefined,
): Promise<OpenedSession> {
  const { db, cipher, now, settings, meta } = deps;
  const attemptId = await consumeAttemptOrRefuse(
    {
      db,
      key: `eid-sign-in:${meta.ipAddress ?? 'unknown'}`,
      rule: eidSignInRateLimit,
      now,
      ipAddress: meta.ipAddress,
    },
    'EID_RATE_LIMITED',
  );
  // The order is used up in the same transaction as the session: a refusal leaves it usable, so
  // the person can register with the same identification.
  const opened = await db.transaction(async (tx) => {
    const identity = await useCompletedOrder(tx, deps, input.orderId, browserKey);
    // Only a binding made by e-ID counts: a typed number never opens anyone's account.
    const [profile] = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(
        and(
          inArray(profiles.personalNumberHash, cipher.hashes(identity.personalNumber)),
          isNotNull(profiles.personalNumberBoundAt),
        ),
      )
      .limit(1);
    if (!profile) throw new AppError('BANKID_NO_ACCOUNT');
    await writeAudit(tx, {
      action: 'auth.bankid_sign_in',
      actorUserId: profile.userId,
      targetType: 'user',
      targetId: profile.userId,
      details: { method: 'eid' },
      meta,
    });
    return openSession({ db: tx, userId: profile.userId, now, settings, meta });
  });
  await markAttemptSucceeded(db, attemptId);
  return opened;
}

/**
 * BankID registration (spec sections 4, 5, 8) with a completed identification: the form's rules,
 * then an account for the identified personnummer with a generated 8-character password that is
 * e-mailed; signs the person in. When the number is only claimed by accounts made without e-ID
 * (an e-mail sign-up, a store's counter), the person takes the oldest of them over instead of
 * being refused (decision 087): its password and sessions stop working, the address it had is
 * told, and its bikes stay; other accounts claiming the number lose the claim.
 */
export async function registerWithEid(
  deps: EidDeps,
  input: EidRegisterRequest,
  browserKey: string | undefined,
): Promise<OpenedSession> {
  const { db, cipher, now, meta } = deps;
  if (!deps.signupEnabled) throw new AppError('SIGNUP_DISABLED');
  if (!input.email.trim() || !input.phone.trim()) {
    throw validationFailed(!input.email.trim() ? 'email' : 'phone', 'all_fields_required');
  }
  const emailProblem = checkEmailPair(input.email, input.emailConfirmation);
  if (emailProblem) {
    throw validationFailed(
      emailProblem === 'emails_do_not_match' ? 'emailConfirmation' : 'email',
      emailProblem,
    );
  }
  const phone = parsePhone(input.countryCode, input.phone);
  if (!phone.ok) throw validationFailed('phone', 'invalid_phone');

  const attemptId = await consumeSignUpAttempt({ db, now, ipAddress: meta.ipAddress });

  const email = normalizeEmail(input.email);
  const language: Language = input.language ?? 'sv';
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  let session: OpenedSession;
  try {
    session = await db.transaction(async (tx) => {
      const identity = await useCompletedOrder(tx, deps, input.orderId, browserKey);
      const fullName = (identity.name || input.fullName || '').trim();
      if (!fullName) throw validationFailed('fullName', 'all_fields_required');
      if (fullName.length < MIN_NAME_LENGTH) throw validationFailed('fullName', 'name_too_short');
      // A typed name (the simulator's) may not pass for the service; an e-ID's is the person's own.
      if (!identity.name && impersonatesService(fullName))
        throw validationFailed('fullName', 'name_impersonates');
      const parsed = parsePersonalNumber(identity.personalNumber, now);
      if (!parsed.ok) throw new AppError('EID_NOT_COMPLETE');
      const age = ageFromBirthYear(parsed.birthYear, now);
      if (age < MIN_AGE) throw new AppError('UNDER_AGE', { age });

      const hashes = cipher.hashes(parsed.normalized);
      const holders = await tx
        .select({
          userId: profiles.userId,
          boundAt: profiles.personalNumberBoundAt,
          fullName: profiles.fullName,
          email: users.email,
          language: profiles.language,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(inArray(profiles.personalNumberHash, hashes), eq(profiles.role, 'customer')))
        .orderBy(asc(profiles.createdAt))
        .for('update');
      if (holders.some((holder) => holder.boundAt !== null)) throw new AppError('PERSONAL_NUMBER_TAKEN');
      const [takenOver, ...otherClaims] = holders;
      await assertFreeForRegistration(tx, { email, phone: phone.e164, except: takenOver?.userId ?? null });

      let userId: string;
      if (takenOver) {
        userId = takenOver.userId;
        await tx
          .update(users)
          // Not a temporary password to force a change of (decision 091): BankID opened this
          // session; the mailed password is the way in without it, until changed in /settings.
          .set({ email, passwordHash, mustChangePassword: false })
          .where(eq(users.id, userId));
        await tx
          .update(profiles)
          .set({
            fullName,
            phone: phone.e164,
            language,
            personalNumberEncrypted: cipher.encrypt(parsed.normalized),
            personalNumberHash: cipher.hash(parsed.normalized),
            personalNumberBoundAt: now,
            identityVerifiedAt: now,
            identityVerificationMethod: 'bankid',
          })
          .where(eq(profiles.userId, userId));
        await revokeAllSessions({ db: tx, userId, now });
        if (takenOver.email !== email) {
          await mailQuietly(deps, tx, {
            to: takenOver.email,
            template: 'account-taken-over',
            language: takenOver.language,
            payload: { fullName: takenOver.fullName, supportUrl: `${deps.publicUrl}/contact` },
            now,
          });
        }
        await tellTheStoreThatMadeIt(deps, tx, userId, fullName);
        await writeAudit(tx, {
          action: 'auth.eid_takeover',
          actorUserId: userId,
          targetType: 'user',
          targetId: userId,
          details: { method: 'eid', otherClaimsCleared: String(otherClaims.length) },
          meta,
        });
      } else {
        const account: NewAccount = {
          email,
          passwordHash,
          fullName,
          personalNumber: parsed.normalized,
          phone: phone.e164,
          language,
          // As for a take-over above: BankID, not the mailed password, opened this session.
          mustChangePassword: false,
          identityVerifiedBy: 'bankid',
          now,
        };
        userId = await insertAccount(tx, cipher, account);
        await writeAudit(tx, {
          action: 'auth.bankid_register',
          actorUserId: userId,
          targetType: 'user',
          targetId: userId,
          details: { method: 'eid' },
          meta,
        });
      }
      for (const claim of otherClaims) {
        await tx
          .update(profiles)
          .set({ personalNumberEncrypted: null, personalNumberHash: null })
          .where(eq(profiles.userId, claim.userId));
        await mailQuietly(deps, tx, {
          to: claim.email,
          template: 'personal-number-claim-cleared',
          language: claim.language,
          payload: { fullName: claim.fullName, supportUrl: `${deps.publicUrl}/contact` },
          now,
        });
      }
      await mailQuietly(deps, tx, {
        to: email,
        template: 'welcome',
        language,
        payload: { fullName, email, temporaryPassword, signInUrl: `${deps.publicUrl}/auth` },
        now,
      });
      return openSession({ db: tx, userId, now, settings: deps.settings, meta });
    });
  } catch (error) {
    throw takenError(error) ?? error;
  }
  await markAttemptSucceeded(db, attemptId);
  return session;
}

/**
 * A store that created the taken-over account at its counter (decision 039) set it up: it is told
 * that its customer now holds the account, in the store account's language.
 */
async function tellTheStoreThatMadeIt(
  deps: Pick<EidDeps, 'onMailError' | 'now'>,
  tx: Tx,
  userId: string,
  customerName: string,
) {
  const [made] = await tx
    .select({ email: users.email, language: profiles.language, storeName: stores.name })
    .from(auditLog)
    .innerJoin(stores, eq(sql`${stores.id}::text`, sql`${auditLog.details}->>'storeId'`))
    .innerJoin(users, eq(users.id, stores.accountUserId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(auditLog.action, 'store.customer_created'), eq(auditLog.targetId, userId)))
    .limit(1);
  if (!made) return;
  await mailQuietly(deps, tx, {
    to: made.email,
    template: 'store-customer-verified',
    language: made.language,
    payload: { storeName: made.storeName, customerName },
    now: deps.now,
  });
}

/** E-mail and phone must not belong to another account than the one taken over. */
async function assertFreeForRegistration(
  tx: Tx,
  { email, phone, except }: { email: string; phone: string; except: string | null },
): Promise<void> {
  const other = (column: typeof users.id | typeof profiles.userId) =>
    except ? ne(column, except) : undefined;
  const [byEmail] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), other(users.id)))
    .limit(1);
  if (byEmail) throw new AppError('EMAIL_TAKEN');
  const [byPhone] = await tx
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.phone, phone), other(profiles.userId)))
    .limit(1);
  if (byPhone) throw new AppError('PHONE_TAKEN');
}

/** Queues a mail inside a savepoint, so a mail that cannot be queued never undoes the account. */
async function mailQuietly(
  deps: Pick<EidDeps, 'onMailError'>,
  tx: Tx,
  mail: Parameters<typeof enqueueMail>[1],
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await enqueueMail(savepoint, mail);
    });
  } catch (error) {
    deps.onMailError(error);
  }
}

/**
 * Uses up a completed order of this browser, once: a conditional update inside the caller's
 * transaction, so two requests with the same order cannot both use it, and a refusal later in the
 * transaction gives it back. Any purpose will do: a sign-in that found no account may go on to
 * register with the same identification.
 */
async function useCompletedOrder(
  tx: Tx,
  deps: Pick<EidDeps, 'cipher' | 'now'>,
  orderId: string,
  browserKey: string | undefined,
): Promise<{ personalNumber: string; name: string }> {
  const { now, cipher } = deps;
  if (!browserKey) throw new AppError('EID_ORDER_NOT_FOUND');
  const mine = and(eq(eidOrders.id, orderId), eq(eidOrders.browserKeyHash, browserKeyHash(browserKey)));
  const [used] = await tx
    .update(eidOrders)
    .set({ status: 'consumed' })
    .where(and(mine, eq(eidOrders.status, 'complete'), gt(eidOrders.expiresAt, now)))
    .returning({ encrypted: eidOrders.personalNumberEncrypted, name: eidOrders.identifiedName });
  if (used?.encrypted) return { personalNumber: cipher.decrypt(used.encrypted), name: used.name ?? '' };
  const [exists] = await tx.select({ id: eidOrders.id }).from(eidOrders).where(mine).limit(1);
  throw new AppError(exists ? 'EID_NOT_COMPLETE' : 'EID_ORDER_NOT_FOUND');
}

async function findOwnOrder(db: Db, orderId: string, browserKey: string | undefined): Promise<OrderRow> {
  if (!browserKey) throw new AppError('EID_ORDER_NOT_FOUND');
  const [row] = await db
    .select()
    .from(eidOrders)
    .where(and(eq(eidOrders.id, orderId), eq(eidOrders.browserKeyHash, browserKeyHash(browserKey))))
    .limit(1);
  // A used order is gone as far as its browser is concerned.
  if (!row || row.status === 'consumed') throw new AppError('EID_ORDER_NOT_FOUND');
  return row;
}

function openSecrets(eid: EidContext, row: OrderRow): SealedSecrets {
  const secrets = eid.seal.open<SealedSecrets>(row.secretsSealed);
  // Sealed under a key that has since been replaced: the order cannot be carried on.
  if (!secrets) throw new AppError('EID_ORDER_NOT_FOUND');
  return secrets;
}

/** Records a provider's answer on a pending order (only once: the update needs it pending). */
async function settle(
  deps: Pick<EidDeps, 'db' | 'cipher' | 'now'>,
  row: OrderRow,
  collected: EidCollected,
): Promise<OrderRow> {
  const { db, cipher, now } = deps;
  const pending = and(eq(eidOrders.id, row.id), eq(eidOrders.status, 'pending'));
  let values: Partial<typeof eidOrders.$inferInsert>;
  if (collected.status === 'complete') {
    const parsed = parsePersonalNumber(collected.identity.personalNumber, now);
    values = parsed.ok
      ? {
          status: 'complete',
          hintCode: null,
          personalNumberEncrypted: cipher.encrypt(parsed.normalized),
          personalNumberHash: cipher.hash(parsed.normalized),
          identifiedName: collected.identity.name.trim() || null,
          completedAt: now,
          expiresAt: new Date(now.getTime() + EID_COMPLETE_LIFETIME_MS),
          lastCollectedAt: now,
        }
      : { status: 'failed', hintCode: 'unknown', lastCollectedAt: now };
  } else {
    values = { status: collected.status, hintCode: collected.hintCode, lastCollectedAt: now };
  }
  const [updated] = await db.update(eidOrders).set(values).where(pending).returning();
  if (updated) return updated;
  // Another request settled it first: answer what it recorded.
  const [current] = await db.select().from(eidOrders).where(eq(eidOrders.id, row.id)).limit(1);
  return current ?? row;
}

/** What a provider knows an order by. */
function orderRefOf(row: OrderRow, secrets: SealedSecrets): EidOrderRef {
  return {
    providerRef: row.providerRef,
    startedAt: row.startedAt,
    claimedPersonalNumber: secrets.claimedPersonalNumber,
  };
}

async function cancelAtProvider(
  deps: Pick<EidDeps, 'eid' | 'onProviderError'>,
  row: OrderRow,
  secrets: SealedSecrets,
): Promise<void> {
  if (!deps.eid.provider.cancel) return;
  try {
    await deps.eid.provider.cancel(orderRefOf(row, secrets));
  } catch (error) {
    deps.onProviderError(error);
  }
}

function orderView(row: OrderRow, secrets: SealedSecrets, now: Date): EidOrderResponse {
  const status = row.status === 'pending' || row.status === 'complete' ? row.status : 'failed';
  const started = secrets.started;
  const app = status === 'pending' && started.kind === 'app' ? started : null;
  return {
    id: row.id,
    purpose: row.purpose,
    status,
    hintCode: row.hintCode,
    sameDevice: row.sameDevice,
    qrData:
      app && !row.sameDevice
        ? animatedQrData(
            app.qrStartToken,
            app.qrStartSecret,
            (now.getTime() - row.startedAt.getTime()) / 1000,
          )
        : null,
    autoStartUrl: app && row.sameDevice ? autoStartUrl(app.autoStartToken) : null,
    redirectUrl: status === 'pending' && started.kind === 'redirect' ? started.redirectUrl : null,
  };
}
