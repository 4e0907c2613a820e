import type { Currency } from '@ramkoll/shared/schemas/orders';
import type { Language } from '@/lib/i18n';

/** docs/product-rules.md: packages are priced in SEK for Swedish readers and USD for English ones. */
export function currencyFor(language: Language): Currency {
  return language === 'en' ? 'USD' : 'SEK';
}
