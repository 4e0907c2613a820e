import {
  checkSignUp,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  normalizeEmail,
  parsePhone,
} from '@ramkoll/shared/rules/account';
import { parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import type { SignUpRequest } from '@ramkoll/shared/schemas/auth';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/write-audit.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import { hashPassword } from '../../lib/crypto/password-hash.js';
import { assertAccountFree, insertAccount, takenError, type NewAccount } from './create-account.js';
import { consumeSignUpAttempt, markAttemptSucceeded } from './rate-limit.js';
import { openSession, type OpenedSession, type RequestMeta, type SessionSettings } from './session-store.js';
import { validationFailed } from './validation.js';

export interface AccountServiceDeps {
  db: Db;
  cipher: PersonalNumberCipher;
  now: Date;
  settings: SessionSettings;
  meta: RequestMeta;
  signupEnabled: boolean;
}

/**
 * E-mail sign-up (spec sections 5, 7, 8): the shared rules again on the server, duplicates as the
 * catalogue's codes, one transaction for user + profile + balance + audit row; signs the user in.
 */
export async function signUp(deps: AccountServiceDeps, input: SignUpRequest): Promise<OpenedSession> {
  const { db, cipher, now, meta } = deps;
  if (!deps.signupEnabled) throw new AppError('SIGNUP_DISABLED');

  const check = checkSignUp(input, now);
  if (!check.ok) {
    if (check.problem === 'under_age') throw new AppError('UNDER_AGE', { age: check.age });
    throw validationFailed(fieldOf(check.problem, input), check.problem);
  }
  let personalNumber: string | null = null;
  if (input.personalNumber?.trim()) {
    const parsed = parsePersonalNumber(input.personalNumber, now);
    if (!parsed.ok) throw validationFailed('personalNumber', parsed.problem);
    personalNumber = parsed.normalized;
  }
  let phone: string | null = null;
  if (input.phone?.trim()) {
    const parsed = parseAnyPhone(input.phone);
    if (!parsed) throw validationFailed('phone', 'invalid_phone');
    phone = parsed;
  }

  const attemptId = await consumeSignUpAttempt({ db, now, ipAddress: meta.ipAddress });

  const account: NewAccount = {
    email: normalizeEmail(input.email),
    passwordHash: '',
    fullName: input.fullName.trim(),
    personalNumber,
    phone,
    language: input.language ?? 'sv',
    mustChangePassword: false,
    identityVerifiedBy: null,
    now,
  };
  await assertAccountFree(db, cipher, account);
  account.passwordHash = await hashPassword(input.password);

  const session = await createAccountAndSession(deps, account, 'auth.sign_up', { method: 'email' });
  await markAttemptSucceeded(db, attemptId);
  return session;
}

/** The account, its first session and the audit row in one transaction. */
export async function createAccountAndSession(
  deps: AccountServiceDeps,
  account: NewAccount,
  action: 'auth.sign_up' | 'auth.bankid_register',
  details: Record<string, string>,
  afterInsert?: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: string) => Promise<void>,
): Promise<OpenedSession> {
  const { db, cipher, now, settings, meta } = deps;
  try {
    return await db.transaction(async (tx) => {
      const userId = await insertAccount(tx, cipher, account);
      await writeAudit(tx, {
        action,
        actorUserId: userId,
        targetType: 'user',
        targetId: userId,
        details,
        meta,
      });
      if (afterInsert) await afterInsert(tx, userId);
      return openSession({ db: tx, userId, now, settings, meta });
    });
  } catch (error) {
    throw takenError(error) ?? error;
  }
}

function fieldOf(problem: string, input: SignUpRequest): string {
  switch (problem) {
    case 'all_fields_required':
      return !input.email.trim() ? 'email' : !input.password ? 'password' : 'fullName';
    case 'invalid_email':
      return 'email';
    case 'password_too_short':
      return 'password';
    case 'name_too_short':
    case 'name_impersonates':
      return 'fullName';
    default:
      return 'personalNumber';
  }
}

/** A phone typed with its country code (+47 …) or as a national Swedish number (070 …). */
export function parseAnyPhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed.startsWith('+')) {
    // Longest code first: +358 before +35…
    const code = [...COUNTRY_CODES].sort((a, b) => b.length - a.length).find((c) => trimmed.startsWith(c));
    if (!code) return null;
    const parsed = parsePhone(code, trimmed.slice(code.length));
    return parsed.ok ? parsed.e164 : null;
  }
  const parsed = parsePhone(DEFAULT_COUNTRY_CODE, trimmed);
  return parsed.ok ? parsed.e164 : null;
}
