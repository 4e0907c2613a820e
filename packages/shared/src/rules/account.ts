import { impersonatesService } from './display-name.js';
import { ageFromBirthYear, parsePersonalNumber, type PersonalNumberProblem } from './personal-number.js';

/**
 * Account rules of spec section 5, shared by the forms and the server. Each returns problem codes;
 * the web shows the spec's words for them (i18n `validation.<code>`).
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_NAME_LENGTH = 2;
export const MIN_AGE = 18;
export const MIN_PHONE_DIGITS = 7;
export const COUNTRY_CODES = ['+46', '+47', '+45', '+358', '+354'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+46';

// "Basic pattern": something@something.tld without spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(email));
}

export type SignUpProblem =
  | 'all_fields_required'
  | 'invalid_email'
  | 'password_too_short'
  | 'name_too_short'
  | 'name_impersonates'
  | 'under_age'
  | PersonalNumberProblem;

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  personalNumber?: string | null;
}

export type SignUpCheck = { ok: true } | { ok: false; problem: SignUpProblem; age?: number };

/** Spec section 5 "Sign-up", in the spec's order; the first problem wins, as the form shows one. */
export function checkSignUp(input: SignUpInput, today = new Date()): SignUpCheck {
  if (!input.email.trim() || !input.password || !input.fullName.trim()) {
    return { ok: false, problem: 'all_fields_required' };
  }
  if (!isValidEmail(input.email)) return { ok: false, problem: 'invalid_email' };
  if (input.password.length < MIN_PASSWORD_LENGTH) return { ok: false, problem: 'password_too_short' };
  if (input.fullName.trim().length < MIN_NAME_LENGTH) return { ok: false, problem: 'name_too_short' };
  // Not "Ramkoll Kundtjänst" (decision 095): the name is shown in other people's mails.
  if (impersonatesService(input.fullName)) return { ok: false, problem: 'name_impersonates' };
  const personalNumber = input.personalNumber?.trim() ?? '';
  if (personalNumber.length >= 8) {
    const parsed = parsePersonalNumber(personalNumber, today);
    if (!parsed.ok) return { ok: false, problem: parsed.problem };
    const age = ageFromBirthYear(parsed.birthYear, today);
    if (age < MIN_AGE) return { ok: false, problem: 'under_age', age };
  }
  return { ok: true };
}

export type SignInProblem = 'email_and_password_required' | 'password_too_short';

/** Spec section 5 "Sign-in": both required, password at least 8. */
export function checkSignIn(email: string, password: string): SignInProblem | null {
  if (!email.trim() || !password) return 'email_and_password_required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'password_too_short';
  return null;
}

export type PhoneResult = { ok: true; e164: string } | { ok: false };

/**
 * Spec section 5 "BankID registration": at least 7 digits, digits only (spaces and dashes as typed
 * are ignored), the leading 0 dropped, prefixed with one of the allowed country codes.
 */
export function parsePhone(countryCode: string, phone: string): PhoneResult {
  if (!(COUNTRY_CODES as readonly string[]).includes(countryCode)) return { ok: false };
  const compact = phone.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(compact) || compact.length < MIN_PHONE_DIGITS) return { ok: false };
  const national = compact.replace(/^0/, '');
  return { ok: true, e164: `${countryCode}${national}` };
}

export type EmailPairProblem = 'invalid_email' | 'emails_do_not_match';

/** Spec section 5: both e-mails must contain @ and match. */
export function checkEmailPair(email: string, confirmation: string): EmailPairProblem | null {
  if (!email.includes('@') || !confirmation.includes('@') || !isValidEmail(email)) return 'invalid_email';
  if (normalizeEmail(email) !== normalizeEmail(confirmation)) return 'emails_do_not_match';
  return null;
}
