import { passesLuhn } from './luhn.js';
import { yearIn } from './swedish-time.js';

/** Why a personnummer was refused; the web maps each to the spec's message (i18n `validation.*`). */
export type PersonalNumberProblem =
  'personal_number_missing' | 'personal_number_format' | 'personal_number_luhn';

export type PersonalNumberResult =
  | { ok: true; /** YYYYMMDDNNNN */ normalized: string; birthYear: number }
  | { ok: false; problem: PersonalNumberProblem };

export const PERSONAL_NUMBER_INPUT_MAX_LENGTH = 13;

/**
 * Spec section 5: 10 or 12 digits after removing spaces, dashes and plus; month 1-12, day 1-31;
 * the last digit is a Luhn check over the ten-digit form. A ten-digit number gets its century
 * from `today` (the year in Sweden): the latest year not in the future, one century earlier when written with '+'
 * (the Swedish sign for 100 years or older).
 */
export function parsePersonalNumber(
  input: string | null | undefined,
  today = new Date(),
): PersonalNumberResult {
  const raw = (input ?? '').trim();
  if (raw === '') return { ok: false, problem: 'personal_number_missing' };
  const digits = raw.replace(/[\s+-]/g, '');
  if (!/^\d+$/.test(digits) || (digits.length !== 10 && digits.length !== 12)) {
    return { ok: false, problem: 'personal_number_format' };
  }

  let full = digits;
  if (digits.length === 10) {
    const yy = Number(digits.slice(0, 2));
    const currentYear = yearIn(today);
    let year = Math.floor(currentYear / 100) * 100 + yy;
    if (year > currentYear) year -= 100;
    if (raw.includes('+')) year -= 100;
    full = `${year}${digits.slice(2)}`;
  }

  const month = Number(full.slice(4, 6));
  const day = Number(full.slice(6, 8));
  if (month < 1 || month > 12 || day < 1 || day > 31) return { ok: false, problem: 'personal_number_format' };
  if (!passesLuhn(full.slice(2))) return { ok: false, problem: 'personal_number_luhn' };
  return { ok: true, normalized: full, birthYear: Number(full.slice(0, 4)) };
}

/** Spec section 5: age is the current year minus the birth year. */
export function ageFromBirthYear(birthYear: number, today = new Date()): number {
  return yearIn(today) - birthYear;
}

/**
 * Input formatting as the user types or pastes: digits only, at most 12 (max length 13 with the
 * dash). The dash goes before the last four digits of a whole number: ten digits are
 * YYMMDD-NNNN, eleven or twelve are YYYYMMDD-NNNN (spec: "8 digits, dash, 4 digits"). Up to nine
 * digits it cannot yet be told which form is meant, so they are shown as typed, without a dash.
 */
export function formatPersonalNumberInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 12);
  if (digits.length < 10) return digits;
  const dateDigits = digits.length === 10 ? 6 : 8;
  return `${digits.slice(0, dateDigits)}-${digits.slice(dateDigits)}`;
}

/** Masked form shown everywhere except to the owner (docs/product-rules.md): YYYYMMDD-****. */
export function maskPersonalNumber(normalized: string): string {
  return `${normalized.slice(0, 8)}-****`;
}
