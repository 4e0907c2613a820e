import { useTranslation } from '@/lib/use-translation';
import { StoreRequestsView } from '@/features/admin-store-requests/components/store-requests-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminStoreRequestsPage() {
  const { t } = useTranslation('admin_store_requests');
  useDocumentTitle(t('title'));
  return <StoreRequestsView />;
}
