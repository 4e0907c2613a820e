import { afterEach, describe, expect, it } from 'vitest';
import { errorStatus } from '@ramkoll/shared/errors';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatSalePrice,
} from './format';
import { i18n } from './i18n';

const nbsp = /[\u00a0\u202f]/g;

describe('format', () => {
  it('shows SEK for Swedish and USD for English', () => {
    expect(formatCurrency(1500, 'sv').replace(nbsp, ' ')).toBe('1 500 kr');
    expect(formatCurrency(1500, 'en')).toBe('$1,500');
    expect(formatCurrency(19.5, 'en')).toBe('$19.50');
  });

  it("shows a sale price with 'kr' in both languages", () => {
    expect(formatSalePrice(4500, 'sv').replace(nbsp, ' ')).toBe('4 500 kr');
    expect(formatSalePrice(4500, 'en')).toBe('4,500 kr');
  });

  it('writes whole numbers exactly as Intl does, without building a formatter', () => {
    const values = [0, 7, -7, 42, 999, 1000, -1000, 12_345, 100_000, 999_999, 1_000_000, -1_234_567];
    for (let digits = 1; digits <= 16; digits += 1)
      values.push(Number('9'.repeat(digits)) % Number.MAX_SAFE_INTEGER);
    values.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
    for (const [language, locale] of [
      ['sv', 'sv-SE'],
      ['en', 'en-US'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale);
      const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const value of values) {
        expect(formatNumber(value, language)).toBe(intl.format(value));
        expect(formatSalePrice(value, language)).toBe(`${whole.format(value)} kr`);
      }
      // Not whole numbers: Intl's own rounding and signs.
      for (const value of [12_345.5, -2.5, 0.25, -0]) {
        expect(formatNumber(value, language)).toBe(intl.format(value));
        expect(formatSalePrice(value, language)).toBe(`${whole.format(value)} kr`);
      }
    }
    expect(formatNumber(1_234_567, 'sv')).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(-1_234, 'en')).toBe('-1,234');
  });

  it('formats dates as sv-SE and en-US', () => {
    const date = new Date('2025-03-07T12:00:00Z');
    expect(formatDate(date, 'sv')).toBe('7 mars 2025');
    expect(formatDate(date, 'en')).toBe('Mar 7, 2025');
  });

  describe('in a browser west of Greenwich', () => {
    const savedZone = process.env.TZ;
    afterEach(() => {
      if (savedZone === undefined) delete process.env.TZ;
      else process.env.TZ = savedZone;
    });

    it('shows Swedish time: the stolen date, a transfer date and the acceptance agree', () => {
      process.env.TZ = 'America/Los_Angeles';
      // Accepted 00:30 on 24 November in Stockholm, still the 23rd in Los Angeles.
      const acceptedAt = '2026-11-23T23:30:00Z';
      expect(new Date(acceptedAt).getDate()).toBe(23);
      expect(formatDate(acceptedAt, 'sv')).toBe('24 nov. 2026');
      expect(formatDateTime(acceptedAt, 'sv').replace(nbsp, ' ')).toBe('24 nov. 2026 00:30');
      expect(formatDateTime(acceptedAt, 'en').replace(nbsp, ' ')).toBe('Nov 24, 2026, 12:30 AM');
      // The bill of sale's date (YYYY-MM-DD) is the same day, not UTC midnight moved back.
      expect(formatDate('2026-11-24', 'sv')).toBe('24 nov. 2026');
      expect(formatDate('2026-11-24', 'en')).toBe('Nov 24, 2026');
    });
  });

  it('words durations per the duration rule', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const t = i18n.getFixedT('sv', 'common');
    expect(formatDuration('2024-12-31T00:00:00Z', null, t, now)).toBe('1 dag');
    expect(formatDuration('2024-12-02T00:00:00Z', null, t, now)).toBe('1 månad');
    expect(formatDuration('2023-01-01T00:00:00Z', '2024-10-01T00:00:00Z', t, now)).toBe('1 år och 9 månader');
    const en = i18n.getFixedT('en', 'common');
    expect(formatDuration('2022-01-01T00:00:00Z', null, en, now)).toBe('3 years');
    expect(formatDuration('2024-12-20T00:00:00Z', null, en, now)).toBe('12 days');
  });
});

describe('error catalogue', () => {
  it('has a message for every server error code in both languages', () => {
    for (const language of ['sv', 'en']) {
      for (const code of Object.keys(errorStatus)) {
        expect(i18n.exists(`errors:${code}`, { lng: language }), `${language} ${code}`).toBe(true);
      }
    }
  });
});
