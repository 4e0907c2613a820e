import { ageFromBirthYear, parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import {
  checkEmailPair,
  MIN_AGE,
  MIN_NAME_LENGTH,
  normalizeEmail,
  parsePhone,
} from '@ramkoll/shared/rules/account';
import type { BankIdRegisterRequest, BankIdSignInRequest } from '@ramkoll/shared/schemas/auth';
import { inArray } from 'drizzle-orm';
import { profiles } from '../../db/schema/accounts.js';
import { AppError } from '../../lib/app-error.js';
import type { BankIdProvider } from '../../providers/bankid/bankid-provider.js';
import { writeAudit } from '../audit/write-audit.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { assertAccountFree, type NewAccount } from './create-account.js';
import { generateTemporaryPassword } from './opaque-token.js';
import { consumeAttempt, markAttemptSucceeded, signUpKey, signUpRateLimit } from './rate-limit.js';
import { openSession, type OpenedSession } from './session-store.js';
import { createAccountAndSession, type AccountServiceDeps } from './sign-up.js';
import { validationFailed } from './validation.js';

export interface BankIdDeps extends AccountServiceDeps {
  bankId: BankIdProvider;
  publicUrl: string;
  /** Logs a mail that could not be queued; registration goes on (spec: a failed welcome mail is ignored). */
  onMailError: (error: unknown) => void;
}

/**
 * BankID registration (spec sections 4, 5, 8): the form's rules, the identification, the check
 * that e-mail, personnummer and phone are free, then the account with a generated 8-character
 * password that is e-mailed; signs the user in.
 */
export async function registerWithBankId(
  deps: BankIdDeps,
  input: BankIdRegisterRequest,
): Promise<OpenedSession> {
  const { db, cipher, now, meta } = deps;
  if (!deps.signupEnabled) throw new AppError('SIGNUP_DISABLED');

  const fullName = input.fullName.trim();
  if (!fullName || !input.email.trim() || !input.phone.trim()) {
    throw validationFailed(
      !fullName ? 'fullName' : !input.email.trim() ? 'email' : 'phone',
      'all_fields_required',
    );
  }
  if (fullName.length < MIN_NAME_LENGTH) throw validationFailed('fullName', 'name_too_short');
  const emailProblem = checkEmailPair(input.email, input.emailConfirmation);
  if (emailProblem) {
    throw validationFailed(
      emailProblem === 'emails_do_not_match' ? 'emailConfirmation' : 'email',
      emailProblem,
    );
  }
  const phone = parsePhone(input.countryCode, input.phone);
  if (!phone.ok) throw validationFailed('phone', 'invalid_phone');
  const parsed = parsePersonalNumber(input.personalNumber, now);
  if (!parsed.ok) throw validationFailed('personalNumber', parsed.problem);
  const age = ageFromBirthYear(parsed.birthYear, now);
  if (age < MIN_AGE) throw new AppError('UNDER_AGE', { age });

  const limit = await consumeAttempt({
    db,
    key: signUpKey(meta.ipAddress),
    rule: signUpRateLimit,
    now,
    ipAddress: meta.ipAddress,
  });
  if (!limit.allowed) throw new AppError('SIGNUP_RATE_LIMITED');

  const email = normalizeEmail(input.email);
  const language = input.language ?? 'sv';
  const account: NewAccount = {
    email,
    passwordHash: '',
    fullName,
    personalNumber: parsed.normalized,
    phone: phone.e164,
    language,
    mustChangePassword: true,
    identityVerifiedBy: 'bankid',
    now,
  };
  // Identify first, as real BankID does, and only then look for an existing account: answering
  // "Personnummer används redan" before the identification would tell anyone in a fraction of a
  // second whether a personnummer has an account. The password is hashed before the look-up too,
  // so a taken and a free number cost the same until the account is written.
  const identity = await deps.bankId.authenticate(parsed.normalized);
  if (identity.personalNumber !== parsed.normalized) throw new AppError('FORBIDDEN');
  const temporaryPassword = generateTemporaryPassword();
  account.passwordHash = await hashPassword(temporaryPassword);
  await assertAccountFree(db, cipher, account);

  const session = await createAccountAndSession(
    deps,
    account,
    'auth.bankid_register',
    { method: 'bankid' },
    async (tx) => {
      // A savepoint: if queueing the welcome mail fails, the account is still created.
      try {
        await tx.transaction(async (savepoint) => {
          await enqueueMail(savepoint, {
            to: email,
            template: 'welcome',
            language,
            payload: { fullName, email, temporaryPassword, signInUrl: `${deps.publicUrl}/auth` },
            now,
          });
        });
      } catch (error) {
        deps.onMailError(error);
      }
    },
  );
  await markAttemptSucceeded(db, limit.attemptId);
  return session;
}

/** "Logga in med BankID": identify, then sign in the account holding that personnummer. */
export async function signInWithBankId(
  deps: Pick<BankIdDeps, 'db' | 'cipher' | 'now' | 'settings' | 'meta' | 'bankId'>,
  input: BankIdSignInRequest,
): Promise<OpenedSession> {
  const { db, cipher, now, settings, meta } = deps;
  const parsed = parsePersonalNumber(input.personalNumber, now);
  if (!parsed.ok) throw validationFailed('personalNumber', parsed.problem);
  const identity = await deps.bankId.authenticate(parsed.normalized);
  const [profile] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(inArray(profiles.personalNumberHash, cipher.hashes(identity.personalNumber)))
    .limit(1);
  if (!profile) throw new AppError('BANKID_NO_ACCOUNT');
  return db.transaction(async (tx) => {
    await writeAudit(tx, {
      action: 'auth.bankid_sign_in',
      actorUserId: profile.userId,
      targetType: 'user',
      targetId: profile.userId,
      details: { method: 'bankid' },
      meta,
    });
    return openSession({ db: tx, userId: profile.userId, now, settings, meta });
  });
}
