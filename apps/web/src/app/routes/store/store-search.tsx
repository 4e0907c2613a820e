import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { PoliceCallButton } from '@/components/police-call-button';
import { BikeHistoryDialog } from '@/features/bike-history/components/bike-history-dialog';
import { BikeSearch } from '@/features/bike-search/components/bike-search';
import { PurchaseDetailsBlock } from '@/features/store-area/components/purchase-details';
import { PageHeader } from '@/components/layouts/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /store-search: the customers' search (form, filters, stolen and for-sale lists, histories,
 * 'Hittad?'), and under each bike this store registered, the store's own purchase details.
 * Messages are for customers, so there is no 'Kontakta ägaren' here.
 */
export function StoreSearchPage() {
  const { t } = useTranslation('store_area');
  useDocumentTitle(t('search.title'));
  const [historyBike, setHistoryBike] = useState<SearchBike | null>(null);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title={t('search.title')} lead={t('search.lead')}>
        <PoliceCallButton />
      </PageHeader>
      <BikeSearch
        onShowHistory={setHistoryBike}
        renderExtra={(bike) => <PurchaseDetailsBlock bikeId={bike.id} />}
      />
      <BikeHistoryDialog bike={historyBike} onClose={() => setHistoryBike(null)} />
    </div>
  );
}
