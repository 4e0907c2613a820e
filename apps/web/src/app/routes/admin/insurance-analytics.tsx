import { useTranslation } from '@/lib/use-translation';
import { InsuranceAnalyticsView } from '@/features/admin-insurance-analytics/components/insurance-analytics-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function InsuranceAnalyticsPage() {
  const { t } = useTranslation('insurance_analytics');
  useDocumentTitle(t('title'));
  return <InsuranceAnalyticsView />;
}
