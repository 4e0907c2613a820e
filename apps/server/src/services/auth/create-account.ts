import type { Language } from '@ramkoll/shared/schemas/language';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pgErrorCodes, pgErrorInfo } from '../../db/errors.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { userBalances } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';

export interface NewAccount {
  email: string;
  passwordHash: string;
  fullName: string;
  /** 12 digits, already checked. */
  personalNumber: string | null;
  /** E.164, already checked. */
  phone: string | null;
  language: Language;
  mustChangePassword: boolean;
  /**
   * 'bankid': the personnummer came from an e-ID identification and is bound to this account
   * (decision 087). null: a typed number, an unverified claim.
   */
  identityVerifiedBy: 'bankid' | null;
  now: Date;
}

const takenByConstraint: Record<string, 'EMAIL_TAKEN' | 'PERSONAL_NUMBER_TAKEN' | 'PHONE_TAKEN'> = {
  users_email_unique: 'EMAIL_TAKEN',
  profiles_personal_number_hash_unique: 'PERSONAL_NUMBER_TAKEN',
  profiles_phone_unique: 'PHONE_TAKEN',
};

/**
 * Fails early with the spec's "already registered" codes, in the order the form reports them.
 * The unique indexes decide in the end (see createAccount); this only spares the slow path. A
 * personnummer is "taken" only by an account it is bound to by e-ID, and only an e-ID
 * registration asks (decision 087): a typed number is a claim that never blocks anyone, and
 * refusing it would tell anyone whether the number has an account.
 */
export async function assertAccountFree(
  db: Db,
  cipher: PersonalNumberCipher,
  account: Pick<NewAccount, 'email' | 'personalNumber' | 'phone' | 'identityVerifiedBy'>,
): Promise<void> {
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email))
    .limit(1);
  if (byEmail) throw new AppError('EMAIL_TAKEN');
  if (account.personalNumber && account.identityVerifiedBy === 'bankid') {
    const [byNumber] = await db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(
        and(
          inArray(profiles.personalNumberHash, cipher.hashes(account.personalNumber)),
          isNotNull(profiles.personalNumberBoundAt),
        ),
      )
      .limit(1);
    if (byNumber) throw new AppError('PERSONAL_NUMBER_TAKEN');
  }
  if (account.phone) {
    const [byPhone] = await db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.phone, account.phone))
      .limit(1);
    if (byPhone) throw new AppError('PHONE_TAKEN');
  }
}

/**
 * User, profile (role customer) and a zero balance, inside the caller's transaction: all or
 * nothing. The caller maps a unique violation with `takenError` after the transaction failed.
 */
export async function insertAccount(
  tx: Tx,
  cipher: PersonalNumberCipher,
  account: NewAccount,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      mustChangePassword: account.mustChangePassword,
      lastLoginAt: account.now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(profiles).values({
    userId: user.id,
    role: 'customer',
    fullName: account.fullName,
    personalNumberEncrypted: account.personalNumber ? cipher.encrypt(account.personalNumber) : null,
    personalNumberHash: account.personalNumber ? cipher.hash(account.personalNumber) : null,
    phone: account.phone,
    language: account.language,
    identityVerifiedAt: account.identityVerifiedBy ? account.now : null,
    identityVerificationMethod: account.identityVerifiedBy,
    personalNumberBoundAt: account.identityVerifiedBy && account.personalNumber ? account.now : null,
  });
  await tx.insert(userBalances).values({ userId: user.id, pointsBalance: 0 });
  return user.id;
}

/** The "already registered" code for a unique violation, so a lost race answers like a pre-check. */
export function takenError(error: unknown): AppError | null {
  const info = pgErrorInfo(error);
  if (info?.code !== pgErrorCodes.uniqueViolation) return null;
  const code = info.constraint ? takenByConstraint[info.constraint] : undefined;
  return code ? new AppError(code) : null;
}
