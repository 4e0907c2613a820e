import { useTranslation } from '@/lib/use-translation';
import type { PurchaseDetails } from '@ramkoll/shared/schemas/history';
import { formatDate, formatSalePrice } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { DetailRow } from './detail-row';

/** Price, receipt number and warranty of a purchase; nothing when none of them is known. */
export function PurchaseDetailsList({ purchase }: { purchase: PurchaseDetails }) {
  const { t } = useTranslation('bike_history');
  const language = currentLanguage();
  const { purchasePrice, receiptNumber, warrantyEndDate } = purchase;
  if (purchasePrice === null && receiptNumber === null && warrantyEndDate === null) return null;

  return (
    <div className="grid gap-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('purchase.heading')}
      </h4>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {purchasePrice !== null ? (
          <DetailRow label={t('purchase.price')}>{formatSalePrice(purchasePrice, language)}</DetailRow>
        ) : null}
        {receiptNumber ? (
          <DetailRow label={t('purchase.receipt_number')} mono>
            {receiptNumber}
          </DetailRow>
        ) : null}
        {warrantyEndDate ? (
          <DetailRow label={t('purchase.warranty_end_date')}>
            {formatDate(warrantyEndDate, language)}
          </DetailRow>
        ) : null}
      </dl>
    </div>
  );
}
