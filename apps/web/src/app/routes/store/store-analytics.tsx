import { useTranslation } from '@/lib/use-translation';
import { StoreAnalyticsView } from '@/features/store-area/components/store-analytics-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /store-analytics: the store's figures for a date range. */
export function StoreAnalyticsPage() {
  const { t } = useTranslation('store_area');
  useDocumentTitle(t('analytics.title'));
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <StoreAnalyticsView />
    </div>
  );
}
