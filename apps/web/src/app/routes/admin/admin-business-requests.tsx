import { useTranslation } from '@/lib/use-translation';
import { BusinessRequestsView } from '@/features/admin-business-requests/components/business-requests-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminBusinessRequestsPage() {
  const { t } = useTranslation('admin_business_requests');
  useDocumentTitle(t('title'));
  return <BusinessRequestsView />;
}
