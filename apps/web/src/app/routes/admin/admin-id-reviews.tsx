import { useTranslation } from '@/lib/use-translation';
import { IdReviewsView } from '@/features/admin-office/components/id-reviews-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminIdReviewsPage() {
  const { t } = useTranslation('admin_office');
  useDocumentTitle(t('id_reviews.title'));
  return <IdReviewsView />;
}
