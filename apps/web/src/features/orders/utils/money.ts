import type { Currency } from '@ramkoll/shared/schemas/orders';
import { localeFor } from '@/lib/format';
import type { Language } from '@/lib/i18n';

/** docs/product-rules.md: packages are priced in SEK for Swedish readers and USD for English ones. */
export function currencyFor(language: Language): Currency {
  return language === 'en' ? 'USD' : 'SEK';
}

/**
 * An amount in minor units (öre, cents) in its own currency: a payment made in SEK stays in kronor
 * when the reader switches to English.
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
