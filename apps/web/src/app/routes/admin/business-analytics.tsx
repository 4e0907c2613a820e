import { useTranslation } from '@/lib/use-translation';
import { BusinessAnalyticsView } from '@/features/admin-business-analytics/components/business-analytics-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BusinessAnalyticsPage() {
  const { t } = useTranslation('business_analytics');
  useDocumentTitle(t('title'));
  return <BusinessAnalyticsView />;
}
