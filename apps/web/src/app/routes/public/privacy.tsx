import { useTranslation } from '@/lib/use-translation';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PrivacyPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('titles.privacy'));
  return <PrivacyPolicy />;
}
