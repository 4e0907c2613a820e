import { Store } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { formatDate, formatSalePrice } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePurchaseDetails } from '../api/get-purchase-details';

/**
 * Under a /store-search result: the store's own purchase details, for a bike this store
 * registered. Other bikes get nothing from the server, and nothing shows.
 */
export function PurchaseDetailsBlock({ bikeId }: { bikeId: string }) {
  const { t } = useTranslation('store_area');
  const language = currentLanguage();
  const details = usePurchaseDetails(bikeId);
  if (!details.data) return null;
  const { purchasePrice, receiptNumber, warrantyEndDate, staffCodeLabel, registeredAt } = details.data;
  const none = t('search.none');
  const rows = [
    [t('search.price'), purchasePrice === null ? none : formatSalePrice(purchasePrice, language)],
    [t('search.receipt_number'), receiptNumber ?? none],
    [t('search.warranty_end'), warrantyEndDate ? formatDate(warrantyEndDate, language) : none],
    [t('search.staff_code'), staffCodeLabel ?? none],
    [t('search.registered'), formatDate(registeredAt, language)],
  ] as const;
  return (
    <section
      aria-label={t('search.purchase_heading')}
      className="mx-3.5 mb-3.5 rounded-xl border border-primary/25 bg-primary-soft/60 p-3 sm:mx-4 sm:mb-4"
    >
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-primary-deep">
        <Store aria-hidden="true" className="size-4" />
        {t('search.purchase_heading')}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
