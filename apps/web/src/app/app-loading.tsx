import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';

export function AppLoading() {
  const { t } = useTranslation('common');
  return <PageSpinner label={t('loading')} />;
}
