import { useTranslation } from '@/lib/use-translation';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { formatDate, formatDateTime, formatSalePrice } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

function Detail({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono text-sm break-all' : 'text-sm break-words'}>{value}</dd>
    </div>
  );
}

/** What the bill of sale says: the parties (masked), price, dates and the numbers to check it by. */
export function ReceiptDetails({ receipt }: { receipt: OwnershipReceipt }) {
  const { t } = useTranslation('receipts');
  const language = currentLanguage();
  // A closed receipt that was never accepted will not be: 'Inte godkänt', not 'Inte än'.
  const notAccepted = receipt.status === 'pending' ? t('field.not_yet') : t('field.not_accepted');
  const acceptedAt = (value: string | null) =>
    value === null ? notAccepted : formatDateTime(value, language);

  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      <Detail label={t('field.frame_number')} value={receipt.bike.frameNumber} mono />
      <Detail label={t('field.seller')} value={receipt.sellerName} />
      <Detail label={t('field.buyer')} value={receipt.buyerName} />
      <Detail
        label={t('field.price')}
        value={receipt.price === null ? t('field.gift') : formatSalePrice(receipt.price, language)}
      />
      {receipt.purchaseDate ? (
        <Detail label={t('field.purchase_date')} value={formatDate(receipt.purchaseDate, language)} />
      ) : null}
      <Detail label={t('field.seller_accepted')} value={acceptedAt(receipt.sellerAcceptedAt)} />
      <Detail label={t('field.buyer_accepted')} value={acceptedAt(receipt.buyerAcceptedAt)} />
      <Detail label={t('field.receipt_number')} value={receipt.receiptNumber} mono />
      <Detail label={t('field.verification_code')} value={receipt.verificationCode} mono />
    </dl>
  );
}
