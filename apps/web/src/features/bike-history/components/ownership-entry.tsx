import { BadgeCheck, CalendarRange, Clock, Receipt, ShieldCheck, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ownershipDuration } from '@ramkoll/shared/rules/ownership-history';
import type { OwnershipEntry as Entry } from '@ramkoll/shared/schemas/history';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatDurationParts } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { acquisitionLabel } from '../utils/history-display';
import { PurchaseDetailsList } from './purchase-details-list';
import { ReceiptPreviewDialog } from './receipt-preview-dialog';
import { StoreInfoBlock } from './store-info-block';

/**
 * One owner of the bike (spec section 2): masked name, verified mark, current-owner and
 * acquisition badges, the period with its duration, the store and purchase, and the receipt:
 * a preview for those allowed to open it, 'Kvitto verifierat' for everyone else.
 */
export function OwnershipEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation('bike_history');
  const { t: tCommon } = useTranslation('common');
  const language = currentLanguage();
  const nameId = useId();
  const period = t('entry.period', {
    start: formatDate(entry.startDate, language),
    end: entry.endDate === null ? t('entry.ongoing') : formatDate(entry.endDate, language),
  });
  const duration = formatDurationParts(ownershipDuration(entry), tCommon);

  return (
    <li
      aria-labelledby={nameId}
      className={cn(
        'grid gap-2.5 rounded-xl border bg-card p-3.5 sm:p-4',
        entry.isCurrent ? 'border-primary/40 shadow-xs' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <h3 id={nameId} className="font-mono text-base font-semibold tracking-wide break-all">
          {entry.ownerName}
        </h3>
        {entry.isVerified ? (
          <span
            title={t('entry.verified_hint')}
            className="inline-flex items-center gap-1 text-xs font-semibold text-success"
          >
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('entry.verified')}
          </span>
        ) : null}
      </div>

      <div className="flex flex-wrap gap-1.5">
        {entry.isCurrent ? <Badge>{t('entry.current_owner')}</Badge> : null}
        <Badge variant="secondary">{t(`acquisition.${acquisitionLabel(entry)}`)}</Badge>
      </div>

      <div className="grid gap-1 text-sm">
        <p className="flex items-start gap-2">
          <CalendarRange aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{period}</span>
        </p>
        <p className="flex items-start gap-2 text-muted-foreground">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('entry.duration', { duration })}</span>
        </p>
      </div>

      {entry.storeInfo ? (
        <StoreInfoBlock store={entry.storeInfo} purchase={entry.purchaseDetails} />
      ) : entry.purchaseDetails ? (
        <PurchaseDetailsList purchase={entry.purchaseDetails} />
      ) : null}

      {entry.receiptPhotoUrl ? (
        <ReceiptPreviewDialog url={entry.receiptPhotoUrl} period={period}>
          <Button variant="outline" size="sm" className="justify-self-start">
            <Receipt aria-hidden="true" />
            {t('receipt.view')}
          </Button>
        </ReceiptPreviewDialog>
      ) : entry.receiptVerified ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-success">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('receipt.verified')}
        </p>
      ) : null}
    </li>
  );
}
