import type { Currency } from '@ramkoll/shared/schemas/orders';
import { localeFor } from '@/lib/format';
import type { Language } from '@/lib/i18n';

/**
 * A flag's amount in minor units (öre, cents) in the payment's own currency, whatever the reader's
 * language: a refund in SEK stays in kronor on the English page.
 */
export function formatMinorUnits(minorUnits: number, currency: Currency, language: Language): string {
  const amount = minorUnits / 100;
  return new Intl.NumberFormat(localeFor(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
