import { useTranslation } from '@/lib/use-translation';
import { MyIdVerification } from '@/features/id-verification/components/my-id-verification';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MittIdPage() {
  const { t } = useTranslation('mitt_id');
  useDocumentTitle(t('title'));
  return <MyIdVerification />;
}
