import { isValidEmail, MIN_AGE, MIN_NAME_LENGTH, normalizeEmail } from './account.js';
import { impersonatesService } from './display-name.js';
import { ageFromBirthYear, parsePersonalNumber } from './personal-number.js';
import { isIsoDate } from './stolen-report.js';
import { SALE_PRICE_MAX } from '../schemas/ownership.js';

/**
 * Rules of the store's counter forms (docs/decisions/039-store-registration.md), run by the form
 * and again by the server. Each check returns every problem at once, so a form shows them all
 * (decision 037); the server answers the first as VALIDATION_FAILED { field, problem }.
 */
export interface FieldProblem {
  field: string;
  problem: string;
}

export type CustomerQuery =
  | { ok: true; kind: 'email'; email: string }
  | { ok: true; kind: 'personal_number'; personalNumber: string }
  | { ok: false; problem: 'customer_query_required' | 'customer_query_invalid' };

/** A customer is found by exact e-mail (anything with an @) or exact personnummer, nothing looser. */
export function parseCustomerQuery(raw: string, now = new Date()): CustomerQuery {
  const text = raw.trim();
  if (text === '') return { ok: false, problem: 'customer_query_required' };
  if (text.includes('@')) {
    return isValidEmail(text)
      ? { ok: true, kind: 'email', email: normalizeEmail(text) }
      : { ok: false, problem: 'customer_query_invalid' };
  }
  const parsed = parsePersonalNumber(text, now);
  return parsed.ok
    ? { ok: true, kind: 'personal_number', personalNumber: parsed.normalized }
    : { ok: false, problem: 'customer_query_invalid' };
}

export interface NewCustomerInput {
  fullName: string;
  personalNumber: string;
  email: string;
  phone?: string | null;
}

/** The sign-up rules (spec section 5) for an account the store creates: name, personnummer (18+), e-mail. */
export function checkNewCustomer(input: NewCustomerInput, now = new Date()): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const fullName = input.fullName.trim();
  if (fullName === '') problems.push({ field: 'fullName', problem: 'all_fields_required' });
  else if (fullName.length < MIN_NAME_LENGTH) problems.push({ field: 'fullName', problem: 'name_too_short' });
  else if (impersonatesService(fullName)) problems.push({ field: 'fullName', problem: 'name_impersonates' });
  const parsed = parsePersonalNumber(input.personalNumber, now);
  if (!parsed.ok) problems.push({ field: 'personalNumber', problem: parsed.problem });
  else if (ageFromBirthYear(parsed.birthYear, now) < MIN_AGE) {
    problems.push({ field: 'personalNumber', problem: 'customer_under_age' });
  }
  if (input.email.trim() === '') problems.push({ field: 'email', problem: 'all_fields_required' });
  else if (!isValidEmail(input.email)) problems.push({ field: 'email', problem: 'invalid_email' });
  return problems;
}

/** Receipt numbers as shops print them: letters, digits and - / . _ # space, at most 50. */
export const RECEIPT_NUMBER_MAX = 50;
const RECEIPT_NUMBER_PATTERN = /^[\p{L}\p{N}\-/._# ]+$/u;

export interface StorePurchaseInput {
  /** Whole kronor. */
  price: number | null;
  receiptNumber: string | null;
  /** YYYY-MM-DD. */
  warrantyEndDate: string | null;
}

/**
 * The purchase details of a store registration. A customer's bike needs the price and the receipt
 * number (what the history shows the owner); warranty and receipt photo are optional. Stock has
 * none required: the details can come with the sale.
 */
export function checkStorePurchase(
  input: StorePurchaseInput,
  { required, today }: { required: boolean; today: string },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.price === null) {
    if (required) problems.push({ field: 'price', problem: 'purchase_price_required' });
  } else if (!Number.isInteger(input.price) || input.price < 0 || input.price > SALE_PRICE_MAX) {
    problems.push({ field: 'price', problem: 'transfer_price_invalid' });
  }
  const receiptNumber = input.receiptNumber?.trim() ?? '';
  if (receiptNumber === '') {
    if (required) problems.push({ field: 'receiptNumber', problem: 'receipt_number_required' });
  } else if (receiptNumber.length > RECEIPT_NUMBER_MAX || !RECEIPT_NUMBER_PATTERN.test(receiptNumber)) {
    problems.push({ field: 'receiptNumber', problem: 'receipt_number_invalid' });
  }
  const warranty = input.warrantyEndDate?.trim() ?? '';
  if (warranty !== '') {
    if (!isIsoDate(warranty)) problems.push({ field: 'warrantyEndDate', problem: 'warranty_date_invalid' });
    else if (warranty < today) problems.push({ field: 'warrantyEndDate', problem: 'warranty_date_past' });
  }
  return problems;
}

/** Selling stock: an optional price (none: a gift, as in transfers) and the sale date, not in the future. */
export function checkStoreSale(
  input: { price: number | null; purchaseDate: string },
  today: string,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const price = input.price;
  if (price !== null && (!Number.isInteger(price) || price < 0 || price > SALE_PRICE_MAX)) {
    problems.push({ field: 'price', problem: 'transfer_price_invalid' });
  }
  const date = input.purchaseDate.trim();
  if (date === '') problems.push({ field: 'purchaseDate', problem: 'purchase_date_required' });
  else if (!isIsoDate(date)) problems.push({ field: 'purchaseDate', problem: 'purchase_date_invalid' });
  else if (date > today) problems.push({ field: 'purchaseDate', problem: 'purchase_date_in_future' });
  return problems;
}
