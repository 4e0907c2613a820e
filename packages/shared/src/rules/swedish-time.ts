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
  const { year, month, day } = calendarClock(isoDate);
  return new Date(Date.UTC(year, month - 1, day, 12));
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

/*
 * The same texts without Intl for the dates people meet (docs/decisions/066-signed-in-first-load.md):
 * building the first date formatter loads the locale's calendar data and the zone's rules, a long
 * task on a slow phone, and a page's lists format dates in their first render. sv-SE and en-US
 * month names and Sweden's clock are fixed tables and one rule; the unit tests hold every text
 * against Intl's. Anything outside the rule's years goes to Intl as before.
 */
const monthNames = {
  sv: ['jan.', 'feb.', 'mars', 'apr.', 'maj', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const satisfies Record<Language, readonly string[]>;

interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** 01:00 UTC on the last Sunday of a month (0-based): when the EU's summer time starts or ends. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The Stockholm wall clock of an instant: UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October, the EU's rule since 1996. Null outside
 * 1997–2099 and for an invalid date (Intl decides those).
 */
function stockholmClock(instant: Date): WallClock | null {
  const time = instant.getTime();
  if (Number.isNaN(time)) return null;
  const utcYear = instant.getUTCFullYear();
  if (utcYear < 1997 || utcYear > 2099) return null;
  const summer = time >= lastSundayAtOneUtc(utcYear, 2) && time < lastSundayAtOneUtc(utcYear, 9);
  const local = new Date(time + (summer ? 2 : 1) * 3_600_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** A YYYY-MM-DD calendar date's parts (any time of day). */
function calendarClock(isoDate: string): WallClock {
  const [, year, month, day] = CALENDAR_DATE.exec(isoDate) ?? [];
  return { year: Number(year), month: Number(month), day: Number(day), hour: 12, minute: 0, second: 0 };
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** YYYY-MM-DD. */
function isoDay({ year, month, day }: WallClock): string {
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

function dateText({ year, month, day }: WallClock, language: Language): string {
  const monthName = monthNames[language][month - 1];
  return language === 'sv' ? `${day} ${monthName} ${year}` : `${monthName} ${day}, ${year}`;
}

function dateTimeText(clock: WallClock, language: Language): string {
  const minute = twoDigits(clock.minute);
  if (language === 'sv') return `${dateText(clock, language)} ${twoDigits(clock.hour)}:${minute}`;
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return `${dateText(clock, language)}, ${twoDigits(hour12)}:${minute} ${clock.hour < 12 ? 'AM' : 'PM'}`;
}

/** "24 nov. 2026" / "Nov 24, 2026": the Stockholm day of an instant, or a calendar date as is. */
export function formatDate(value: Instant, language: Language): string {
  const clock = isCalendarDate(value) ? calendarClock(value) : stockholmClock(toDate(value));
  return clock && clock.year >= 1000 ? dateText(clock, language) : format(value, language, dateOptions);
}

/** "24 nov. 2026 00:30" / "Nov 24, 2026, 12:30 AM" on the Stockholm clock. */
export function formatDateTime(value: Instant, language: Language): string {
  if (isCalendarDate(value)) return formatDate(value, language);
  const clock = stockholmClock(toDate(value));
  return clock ? dateTimeText(clock, language) : format(value, language, dateTimeOptions);
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
  const clock = timeZone === SWEDISH_TIME_ZONE ? stockholmClock(now) : null;
  if (clock) return isoDay(clock);
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
  const clock = stockholmClock(instant);
  if (clock) {
    return {
      date: isoDay(clock),
      hour: twoDigits(clock.hour),
      minute: twoDigits(clock.minute),
      second: twoDigits(clock.second),
    };
  }
  const parts = formatter('en-GB', SWEDISH_TIME_ZONE, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: todayIn(instant), hour: part('hour'), minute: part('minute'), second: part('second') };
}
