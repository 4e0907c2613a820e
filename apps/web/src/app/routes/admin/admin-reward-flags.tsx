import { useTranslation } from '@/lib/use-translation';
import { RewardFlagsView } from '@/features/admin-reward-flags/components/reward-flags-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminRewardFlagsPage() {
  const { t } = useTranslation('admin_office');
  useDocumentTitle(t('reward_flags.title'));
  return <RewardFlagsView />;
}
