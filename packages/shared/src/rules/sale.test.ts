import { describe, expect, it } from 'vitest';
import { SALE_PRICE_MAX } from '../schemas/ownership.js';
import { checkSale, SALE_DESCRIPTION_MAX_LENGTH } from './sale.js';

describe('checkSale', () => {
  it('accepts whole kronor from 0 to the maximum', () => {
    expect(checkSale({ salePrice: 0 })).toEqual({ ok: true, sale: { salePrice: 0, description: null } });
    expect(checkSale({ salePrice: 4500, description: 'Nyservad' })).toEqual({
      ok: true,
      sale: { salePrice: 4500, description: 'Nyservad' },
    });
    expect(checkSale({ salePrice: SALE_PRICE_MAX })).toMatchObject({
      ok: true,
      sale: { salePrice: SALE_PRICE_MAX },
    });
  });

  it.each([
    [null, 'sale_price_required'],
    [undefined, 'sale_price_required'],
    [Number.NaN, 'sale_price_required'],
    [-1, 'sale_price_invalid'],
    [99.5, 'sale_price_invalid'],
    [Number.POSITIVE_INFINITY, 'sale_price_invalid'],
    [SALE_PRICE_MAX + 1, 'sale_price_too_high'],
  ])('refuses the price %s with %s', (salePrice, problem) => {
    expect(checkSale({ salePrice, description: 'Fin' })).toEqual({ ok: false, field: 'salePrice', problem });
  });

  it('sanitises the description: trimmed, scripts and handlers gone, blank is none', () => {
    expect(checkSale({ salePrice: 100, description: '   ' })).toMatchObject({ sale: { description: null } });
    const result = checkSale({
      salePrice: 100,
      description: '  Bra skick<script>alert(1)</script> <b onclick="x()">nya däck</b> ',
    });
    expect(result.ok && result.sale.description).toBe('Bra skick <b >nya däck</b>');
  });

  it('refuses a description longer than the maximum instead of cutting it', () => {
    const longest = 'å'.repeat(SALE_DESCRIPTION_MAX_LENGTH);
    expect(checkSale({ salePrice: 100, description: ` ${longest} ` })).toMatchObject({
      ok: true,
      sale: { description: longest },
    });
    expect(checkSale({ salePrice: 100, description: `${longest}x` })).toEqual({
      ok: false,
      field: 'description',
      problem: 'sale_description_too_long',
    });
  });

  it('names the price before the description', () => {
    expect(checkSale({ salePrice: -5, description: 'x'.repeat(2000) })).toMatchObject({ field: 'salePrice' });
  });
});
