import { passesLuhn } from './luhn.js';

/**
 * Spec section 5: a Swedish organisation number is 10 digits, written with or without a dash
 * (NNNNNN-NNNN), whose last digit is a Luhn check digit. Returns the ten digits or null.
 */
export function parseOrganizationNumber(input: string | null | undefined): string | null {
  const trimmed = (input ?? '').trim();
  if (!/^\d{6}-?\d{4}$/.test(trimmed)) return null;
  const digits = trimmed.replace('-', '');
  return passesLuhn(digits) ? digits : null;
}

export function formatOrganizationNumber(digits: string): string {
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}
