import { todayIn } from '@ramkoll/shared/rules/swedish-time';

const DAY_MS = 86_400_000;

/** A calendar date `days` before or after another (UTC arithmetic on dates, no time zone). */
export function shiftDate(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days ending today in Swedish time: the server's default is 90. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = todayIn(now);
  return { from: shiftDate(to, -(days - 1)), to };
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the address bar, or the default: both ends valid dates, from not after to. */
export function readRange(params: URLSearchParams, now = new Date()): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (datePattern.test(from) && datePattern.test(to) && from <= to) return { from, to };
  return lastDays(90, now);
}

/** A bar's share of the longest bar, in percent; a chart of zeros draws no bars. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, Math.round((value / max) * 100));
}

/** ISO week number of a Monday (YYYY-MM-DD), for "Vecka 44". */
export function isoWeek(day: string): number {
  const date = new Date(Date.parse(`${day}T00:00:00Z`));
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  const firstWeekday = (firstThursday.getUTCDay() + 6) % 7;
  firstThursday.setUTCDate(firstThursday.getUTCDate() - firstWeekday + 3);
  return 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * DAY_MS));
}
