import { useTranslation } from '@/lib/use-translation';
import { HowToUseGuide } from '@/features/guide/components/how-to-use-guide';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HowToUsePage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('titles.how_to_use'));
  return <HowToUseGuide />;
}
