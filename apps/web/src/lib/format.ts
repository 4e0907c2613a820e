import type { TFunction } from 'i18next';
import { durationBetween, type DurationParts } from '@ramkoll/shared/rules/duration';
import {
  formatDate as formatSwedishDate,
  formatDateTime as formatSwedishDateTime,
  type Instant,
} from '@ramkoll/shared/rules/swedish-time';
import type { Currency } from '@ramkoll/shared/schemas/orders';
import type { Language } from './i18n';

/** Locale and currency per UI language (spec section 1): SEK for Swedish, USD for English. */
const localeSettings = {
  sv: { locale: 'sv-SE', currency: 'SEK' },
  en: { locale: 'en-US', currency: 'USD' },
} as const satisfies Record<Language, { locale: string; currency: string }>;

export function localeFor(language: Language): string {
  return localeSettings[language].locale;
}

// Building a number formatter costs far more than using one (the points in the top bar, a price
// on every card of a list): each is built once per language and options.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = numberFormats.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, cached);
  }
  return cached;
}

export function formatCurrency(amount: number, language: Language): string {
  const { locale, currency } = localeSettings[language];
  return numberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** How sv-SE and en-US write a whole number: the thousands separator and the minus sign. */
const wholeNumberSigns = {
  sv: { group: '\u00a0', minus: '\u2212' },
  en: { group: ',', minus: '-' },
} as const satisfies Record<Language, { group: string; minus: string }>;

/**
 * A whole number as Intl.NumberFormat writes it for the language, without one: the first number
 * formatter a page builds loads the locale's number data, a long task on a slow phone, and the
 * signed-in top bar shows the points balance in its first render. Null for anything but a safe
 * integer (fractions, -0, NaN), which goes to Intl. Unit-tested against Intl.
 */
function formatWholeNumber(value: number, language: Language): string | null {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const { group, minus } = wholeNumberSigns[language];
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let index = grouped.length; index < digits.length; index += 3) {
    grouped += group + digits.slice(index, index + 3);
  }
  return value < 0 ? minus + grouped : grouped;
}

export function formatNumber(value: number, language: Language): string {
  return formatWholeNumber(value, language) ?? numberFormat(localeFor(language)).format(value);
}

/** A bike's sale price is always shown in kronor with 'kr' (spec section 1). */
export function formatSalePrice(amount: number, language: Language): string {
  const whole =
    formatWholeNumber(amount, language) ??
    numberFormat(localeFor(language), { maximumFractionDigits: 0 }).format(amount);
  return `${whole} kr`;
}

/**
 * Dates and times are Swedish time in both languages, whatever the browser's zone
 * (docs/decisions/023-dates-in-swedish-time.md); a YYYY-MM-DD calendar date is shown as written.
 */
export function formatDate(value: Instant, language: Language): string {
  return formatSwedishDate(value, language);
}

export function formatDateTime(value: Instant, language: Language): string {
  return formatSwedishDateTime(value, language);
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Words for a duration rule result, e.g. "2 år och 3 månader" / "2 years and 3 months". */
export function formatDurationParts(parts: DurationParts, t: TFunction<'common'>): string {
  switch (parts.unit) {
    case 'days':
      return t('duration.days', { count: parts.days });
    case 'months':
      return t('duration.months', { count: parts.months });
    case 'years': {
      const years = t('duration.years', { count: parts.years });
      if (parts.months === 0) return years;
      return t('duration.years_and_months', { years, months: t('duration.months', { count: parts.months }) });
    }
  }
}

export function formatDuration(
  start: Date | string,
  end: Date | string | null,
  t: TFunction<'common'>,
  now: Date = new Date(),
): string {
  return formatDurationParts(durationBetween(toDate(start), end === null ? null : toDate(end), now), t);
}

/**
 * An amount in minor units (öre, cents) in its own currency, whatever the reader's language: a
 * payment made in SEK stays in kronor when the reader switches to English.
 */
export function formatMoney(minorUnits: number, currency: Currency, language: Language): string {
  const amount = minorUnits / 100;
  return new Intl.NumberFormat(localeFor(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
