/**
 * Duration labels (spec section 9): under 30 days in days, under 365 days in months
 * (30-day months), otherwise years and months. The caller turns the parts into words
 * with the i18n catalogue (`common:duration.*`).
 */
export type DurationParts =
  | { unit: 'days'; days: number }
  | { unit: 'months'; months: number }
  | { unit: 'years'; years: number; months: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

/** Whole days between two instants; never negative (a start after the end counts as 0). */
export function daysBetween(start: Date, end: Date): number {
  const diff = Math.floor((end.getTime() - start.getTime()) / DAY_MS);
  return Math.max(0, diff);
}

export function durationFromDays(totalDays: number): DurationParts {
  const days = Math.max(0, Math.floor(totalDays));
  if (days < DAYS_PER_MONTH) return { unit: 'days', days };
  if (days < DAYS_PER_YEAR) return { unit: 'months', months: Math.floor(days / DAYS_PER_MONTH) };
  return {
    unit: 'years',
    years: Math.floor(days / DAYS_PER_YEAR),
    months: Math.floor((days % DAYS_PER_YEAR) / DAYS_PER_MONTH),
  };
}

/** Duration of an ownership period; an open end (current owner) runs until `now`. */
export function durationBetween(start: Date, end: Date | null, now: Date = new Date()): DurationParts {
  return durationFromDays(daysBetween(start, end ?? now));
}
