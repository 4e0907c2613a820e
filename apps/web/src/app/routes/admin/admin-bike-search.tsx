import { useTranslation } from '@/lib/use-translation';
import { AdminBikeSearchView } from '@/features/admin-bike-search/components/admin-bike-search-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminBikeSearchPage() {
  const { t } = useTranslation('admin_bike_search');
  useDocumentTitle(t('title'));
  return <AdminBikeSearchView />;
}
