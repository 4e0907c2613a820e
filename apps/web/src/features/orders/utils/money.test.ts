import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { currencyFor } from './money';

describe('package prices', () => {
  it('are in SEK for Swedish and USD for English', () => {
    expect(currencyFor('sv')).toBe('SEK');
    expect(currencyFor('en')).toBe('USD');
  });

  it('show minor units in their own currency, without empty decimals', () => {
    expect(formatMoney(12900, 'SEK', 'sv').replace(/\s/g, ' ')).toBe('129 kr');
    expect(formatMoney(1299, 'USD', 'en')).toBe('$12.99');
    expect(formatMoney(500, 'USD', 'en')).toBe('$5');
    expect(formatMoney(4950, 'SEK', 'sv').replace(/\s/g, ' ')).toBe('49,50 kr');
  });
});
