import { isValidEmail, normalizeEmail } from './account.js';
import { parsePersonalNumber } from './personal-number.js';
import { SALE_PRICE_MAX } from '../schemas/ownership.js';
import { isIsoDate } from './stolen-report.js';

/**
 * A transfer of ownership (docs/product-rules.md "Ownership lifecycle"): the buyer named by e-mail or
 * personnummer (anything with an @ is an e-mail), an optional price in whole kronor (none: a
 * gift), and the date of the sale, not in the future.
 */
export type TransferField = 'buyer' | 'price' | 'purchaseDate';
export type TransferProblem =
  | 'buyer_required'
  | 'buyer_invalid'
  | 'transfer_price_invalid'
  | 'purchase_date_required'
  | 'purchase_date_invalid'
  | 'purchase_date_in_future';

export type TransferBuyer =
  { kind: 'email'; email: string } | { kind: 'personal_number'; personalNumber: string };

export interface TransferInput {
  buyer: string;
  price?: number | null;
  purchaseDate: string;
}

export interface CheckedTransfer {
  buyer: TransferBuyer;
  price: number | null;
  purchaseDate: string;
}

export type TransferResult =
  { ok: true; transfer: CheckedTransfer } | { ok: false; field: TransferField; problem: TransferProblem };

/** `today` is YYYY-MM-DD in Swedish time (todayIn); the first problem wins, in the form's order. */
export function checkTransfer(input: TransferInput, today: string, now = new Date()): TransferResult {
  const buyerText = input.buyer.trim();
  if (buyerText === '') return { ok: false, field: 'buyer', problem: 'buyer_required' };
  let buyer: TransferBuyer;
  if (buyerText.includes('@')) {
    if (!isValidEmail(buyerText)) return { ok: false, field: 'buyer', problem: 'buyer_invalid' };
    buyer = { kind: 'email', email: normalizeEmail(buyerText) };
  } else {
    const parsed = parsePersonalNumber(buyerText, now);
    if (!parsed.ok) return { ok: false, field: 'buyer', problem: 'buyer_invalid' };
    buyer = { kind: 'personal_number', personalNumber: parsed.normalized };
  }

  const price = input.price ?? null;
  if (price !== null && (!Number.isInteger(price) || price < 0 || price > SALE_PRICE_MAX)) {
    return { ok: false, field: 'price', problem: 'transfer_price_invalid' };
  }

  const purchaseDate = input.purchaseDate.trim();
  if (purchaseDate === '') return { ok: false, field: 'purchaseDate', problem: 'purchase_date_required' };
  if (!isIsoDate(purchaseDate)) return { ok: false, field: 'purchaseDate', problem: 'purchase_date_invalid' };
  if (purchaseDate > today) return { ok: false, field: 'purchaseDate', problem: 'purchase_date_in_future' };
  return { ok: true, transfer: { buyer, price, purchaseDate } };
}
