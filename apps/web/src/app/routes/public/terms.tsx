import { useTranslation } from '@/lib/use-translation';
import { TermsOfUse } from '@/features/legal/components/terms-of-use';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TermsPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('titles.terms'));
  return <TermsOfUse />;
}
