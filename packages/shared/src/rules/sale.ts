import { SALE_PRICE_MAX } from '../schemas/ownership.js';
import { sanitizeText } from './sanitize-text.js';

/**
 * A bike's sale (docs/product-rules.md "Ownership lifecycle"; spec section 2 "TILL SALU"): the asking price
 * in whole kronor, 0 (free to a good home) up to SALE_PRICE_MAX, and an optional description that
 * goes through the sanitiser. The form and the server both run this.
 */
export const SALE_DESCRIPTION_MAX_LENGTH = 1000;

export type SaleField = 'salePrice' | 'description';
export type SaleProblem =
  'sale_price_required' | 'sale_price_invalid' | 'sale_price_too_high' | 'sale_description_too_long';

export interface SaleInput {
  /** A form's empty number field arrives as NaN or null. */
  salePrice: number | null | undefined;
  description?: string | null;
}

export interface CheckedSale {
  salePrice: number;
  description: string | null;
}

export type SaleResult =
  { ok: true; sale: CheckedSale } | { ok: false; field: SaleField; problem: SaleProblem };

/** The first problem wins, in the form's order. */
export function checkSale(input: SaleInput): SaleResult {
  const { salePrice } = input;
  if (salePrice === null || salePrice === undefined || Number.isNaN(salePrice)) {
    return { ok: false, field: 'salePrice', problem: 'sale_price_required' };
  }
  if (!Number.isInteger(salePrice) || salePrice < 0) {
    return { ok: false, field: 'salePrice', problem: 'sale_price_invalid' };
  }
  if (salePrice > SALE_PRICE_MAX) return { ok: false, field: 'salePrice', problem: 'sale_price_too_high' };

  // Counted before the sanitiser, which would silently cut a longer text to the same length.
  if (Array.from((input.description ?? '').trim()).length > SALE_DESCRIPTION_MAX_LENGTH) {
    return { ok: false, field: 'description', problem: 'sale_description_too_long' };
  }
  return { ok: true, sale: { salePrice, description: sanitizeText(input.description) } };
}
