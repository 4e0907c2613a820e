import type { Language } from '../schemas/language.js';

/**
 * Every date and time Ramkoll shows (pages, e-mails, PDFs) is Swedish time, whatever zone the
 * browser or the server runs in (docs/decisions/023-dates-in-swedish-time.md). A stolen date, a
 * transfer's date and the moment it was accepted then name the same day everywhere.
 *
 * Two kinds of value:
 * - instants (timestamps such as `2026-11-23T23:30:00Z`): shown as the Stockholm wall clock;
 * - calendar dates (`YYYY-MM-DD`, e.g. a stolen date): a day, not a moment, shown as written.
 *   `new Date('2026-11-24')` is UTC midnight, so these never go through the time-zone conversion.
 */
export const SWEDISH_TIME_ZONE = 'Europe/Stockholm';

/** Spec section 1: dates follow sv-SE or en-US. */
export const dateLocales = { sv: 'sv-SE', en: 'en-US' } as const satisfies Record<Language, string>;

export type Instant = Date | string | number;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const dateTimeOptions: Intl.DateTimeFormatOptions = { ...dateOptions, hour: '2-digit', minute: '2-digit' };

// Building a formatter is far slower than using one, and lists format many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

/** `YYYY-MM-DD` naming a calendar day (not a timestamp). */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && CALENDAR_DATE.test(value);
}

/** A calendar date as noon UTC of that day, to be formatted in UTC: no zone can move it. */
function calendarNoonUtc(isoDate: string): Date {
  const [, year, month, day] = CALENDAR_DATE.exec(isoDate) ?? [];
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
}

function toDate(value: Instant): Date {
  return value instanceof Date ? value : new Date(value);
}

function format(value: Instant, language: Language, options: Intl.DateTimeFormatOptions): string {
  if (isCalendarDate(value)) {
    return formatter(dateLocales[language], 'UTC', options).format(calendarNoonUtc(value));
  }
  return formatter(dateLocales[language], SWEDISH_TIME_ZONE, options).format(toDate(value));
}

/** "24 nov. 2026" / "Nov 24, 2026": the Stockholm day of an instant, or a calendar date as is. */
export function formatDate(value: Instant, language: Language): string {
  return format(value, language, dateOptions);
}

/** "24 nov. 2026 00:30" / "Nov 24, 2026, 12:30 AM" on the Stockholm clock. */
export function formatDateTime(value: Instant, language: Language): string {
  if (isCalendarDate(value)) return formatDate(value, language);
  return format(value, language, dateTimeOptions);
}

/**
 * "2026-11-24 00:30" on the Stockholm clock, for texts read in both languages at once (the
 * bilingual bill of sale): the ISO order means the same to a Swedish and an English reader.
 */
export function formatNumericDateTime(value: Instant): string {
  const parts = stockholmParts(toDate(value));
  return `${parts.date} ${parts.hour}:${parts.minute}`;
}

/** Today's date (YYYY-MM-DD) in a time zone; Swedish time unless told otherwise. */
export function todayIn(now: Date, timeZone = SWEDISH_TIME_ZONE): string {
  // sv-SE writes dates as YYYY-MM-DD.
  return formatter('sv-SE', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The current year in Sweden (a personnummer's century, the footer's copyright). Worked out
 * without a time-zone formatter: Sweden's year turns at midnight on 1 January, always in winter
 * time (UTC+1), and summer time (UTC+2) never reaches a year's end, so the year in Sweden is the
 * UTC year one hour later. Building the first Europe/Stockholm formatter loads the zone's rules,
 * a tenth of a page's first render on a slow phone, and the footer of every page asks for the year.
 */
export function yearIn(now: Date): number {
  return new Date(now.getTime() + 3_600_000).getUTCFullYear();
}

/** The Stockholm wall clock of an instant, as zero-padded parts (date as YYYY-MM-DD). */
export function stockholmParts(instant: Date): {
  date: string;
  hour: string;
  minute: string;
  second: string;
} {
  const parts = formatter('en-GB', SWEDISH_TIME_ZONE, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: todayIn(instant), hour: part('hour'), minute: part('minute'), second: part('second') };
}
