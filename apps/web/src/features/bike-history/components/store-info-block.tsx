import { ChevronDown, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { PurchaseDetails, StoreInfo } from '@ramkoll/shared/schemas/history';
import { cn } from '@/lib/cn';
import { displayOrganizationNumber, phoneHref } from '../utils/history-display';
import { DetailRow } from './detail-row';
import { PurchaseDetailsList } from './purchase-details-list';

interface StoreInfoBlockProps {
  store: StoreInfo;
  purchase: PurchaseDetails | null;
}

/** The store of an entry, folded to its name; opens to its details and the purchase (spec section 2). */
export function StoreInfoBlock({ store, purchase }: StoreInfoBlockProps) {
  const { t } = useTranslation('bike_history');
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const tel = store.storePhone ? phoneHref(store.storePhone) : null;

  return (
    <div className="rounded-xl border border-border bg-muted/40">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left transition-colors hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Store aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold break-words">{store.storeName}</span>
          <span className="block text-xs text-muted-foreground">{t('store.details')}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={contentId} hidden={!open} className="grid gap-3 border-t border-border px-3 pt-2.5 pb-3">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          {store.storeLocationId ? (
            <DetailRow label={t('store.location_id')} mono>
              {store.storeLocationId}
            </DetailRow>
          ) : null}
          {store.storeChain ? <DetailRow label={t('store.chain')}>{store.storeChain}</DetailRow> : null}
          {store.storeAddress ? (
            <DetailRow label={t('store.address')} className="col-span-2">
              {store.storeAddress}
            </DetailRow>
          ) : null}
          {store.storePhone ? (
            <DetailRow label={t('store.phone')}>
              {tel ? (
                <a href={tel} className="text-primary underline-offset-4 hover:underline">
                  {store.storePhone}
                </a>
              ) : (
                store.storePhone
              )}
            </DetailRow>
          ) : null}
          {store.organizationNumber ? (
            <DetailRow label={t('store.organization_number')} mono>
              {displayOrganizationNumber(store.organizationNumber)}
            </DetailRow>
          ) : null}
          {store.storeContactInfo ? (
            <DetailRow label={t('store.contact_info')} className="col-span-2">
              {store.storeContactInfo}
            </DetailRow>
          ) : null}
        </dl>
        {purchase ? <PurchaseDetailsList purchase={purchase} /> : null}
      </div>
    </div>
  );
}
