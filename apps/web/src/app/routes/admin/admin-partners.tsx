import { useTranslation } from '@/lib/use-translation';
import { PartnersView } from '@/features/admin-office/components/partners-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminPartnersPage() {
  const { t } = useTranslation('admin_office');
  useDocumentTitle(t('partners.title'));
  return <PartnersView />;
}
