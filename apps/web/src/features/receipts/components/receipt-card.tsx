import { useTranslation } from '@/lib/use-translation';
import { pointCosts } from '@ramkoll/shared/rules/points';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { receiptBikeTitle } from '../utils/receipt-display';
import { ReceiptActions } from './receipt-actions';
import { ReceiptDetails } from './receipt-details';
import { ReceiptStatusBadge } from './receipt-status-badge';

/** One ownership receipt as either party sees it. */
export function ReceiptCard({ receipt }: { receipt: OwnershipReceipt }) {
  const { t } = useTranslation('receipts');
  const title = receiptBikeTitle(receipt.bike);
  const brandModel = [receipt.bike.brand, receipt.bike.model].filter(Boolean).join(' ');
  const titleId = `receipt-${receipt.id}-title`;
  const pending = receipt.status === 'pending';

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('grid gap-4 p-4 sm:p-5', receipt.awaitingMe && 'border-accent ring-1 ring-accent/40')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t(`role.${receipt.myRole}`)}
          </p>
          <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {title}
          </h3>
          {receipt.bike.bikeName && brandModel ? (
            <p className="text-sm text-muted-foreground break-words">{brandModel}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {receipt.awaitingMe ? <Badge variant="accent">{t('awaiting_me')}</Badge> : null}
          <ReceiptStatusBadge status={receipt.status} />
        </div>
      </div>

      <ReceiptDetails receipt={receipt} />

      {pending && receipt.awaitingMe && receipt.myRole === 'buyer' ? (
        <p className="rounded-xl bg-accent/10 px-3.5 py-2.5 text-sm">
          {t('waiting_for_me', { cost: pointCosts.ownershipTransfer })}
        </p>
      ) : null}
      {pending && receipt.myRole === 'seller' ? (
        <p className="rounded-xl bg-muted px-3.5 py-2.5 text-sm text-muted-foreground">
          {t('waiting_for_buyer')}
        </p>
      ) : null}

      <ReceiptActions receipt={receipt} title={title} />
    </Card>
  );
}
