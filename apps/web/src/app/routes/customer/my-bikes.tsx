import { useTranslation } from 'react-i18next';
import { MyBikes } from '@/features/my-bikes/components/my-bikes';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MyBikesPage() {
  const { t } = useTranslation('my_bikes');
  useDocumentTitle(t('title'));
  return <MyBikes />;
}
