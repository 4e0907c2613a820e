import { useTranslation } from '@/lib/use-translation';
import { AdminDashboardView } from '@/features/admin-office/components/admin-dashboard-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminDashboardPage() {
  const { t } = useTranslation('admin_office');
  useDocumentTitle(t('dashboard.title'));
  return <AdminDashboardView />;
}
