import { describe, expect, it } from 'vitest';
import { daysBetween, durationBetween, durationFromDays } from './duration.js';

describe('durationFromDays', () => {
  it.each([
    [0, { unit: 'days', days: 0 }],
    [1, { unit: 'days', days: 1 }],
    [29, { unit: 'days', days: 29 }],
    [30, { unit: 'months', months: 1 }],
    [59, { unit: 'months', months: 1 }],
    [60, { unit: 'months', months: 2 }],
    [364, { unit: 'months', months: 12 }],
    [365, { unit: 'years', years: 1, months: 0 }],
    [395, { unit: 'years', years: 1, months: 1 }],
    [729, { unit: 'years', years: 1, months: 12 }],
    [730, { unit: 'years', years: 2, months: 0 }],
    [1000, { unit: 'years', years: 2, months: 9 }],
  ])('%i days → %o', (days, expected) => {
    expect(durationFromDays(days)).toEqual(expected);
  });

  it('treats negative and fractional input safely', () => {
    expect(durationFromDays(-5)).toEqual({ unit: 'days', days: 0 });
    expect(durationFromDays(29.9)).toEqual({ unit: 'days', days: 29 });
  });
});

describe('daysBetween', () => {
  it('counts whole days and never goes negative', () => {
    const start = new Date('2024-01-01T12:00:00Z');
    expect(daysBetween(start, new Date('2024-01-31T11:59:59Z'))).toBe(29);
    expect(daysBetween(start, new Date('2024-01-31T12:00:00Z'))).toBe(30);
    expect(daysBetween(start, new Date('2023-12-01T00:00:00Z'))).toBe(0);
  });
});

describe('durationBetween', () => {
  it('uses now for an open end (current owner)', () => {
    const now = new Date('2025-03-01T00:00:00Z');
    expect(durationBetween(new Date('2024-03-01T00:00:00Z'), null, now)).toEqual({
      unit: 'years',
      years: 1,
      months: 0,
    });
    expect(durationBetween(new Date('2025-02-20T00:00:00Z'), null, now)).toEqual({ unit: 'days', days: 9 });
  });

  it('uses the end date when the period is closed', () => {
    expect(
      durationBetween(
        new Date('2024-01-01T00:00:00Z'),
        new Date('2024-04-15T00:00:00Z'),
        new Date('2030-01-01'),
      ),
    ).toEqual({ unit: 'months', months: 3 });
  });
});
