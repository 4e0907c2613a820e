import { useTranslation } from '@/lib/use-translation';
import { AnalyticsView } from '@/features/admin-analytics/components/analytics-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AnalyticsPage() {
  const { t } = useTranslation('admin_insights');
  useDocumentTitle(t('analytics.title'));
  return <AnalyticsView />;
}
