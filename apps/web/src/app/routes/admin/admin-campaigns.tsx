import { useTranslation } from '@/lib/use-translation';
import { CampaignsView } from '@/features/admin-campaigns/components/campaigns-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminCampaignsPage() {
  const { t } = useTranslation('admin_insights');
  useDocumentTitle(t('campaigns.title'));
  return <CampaignsView />;
}
