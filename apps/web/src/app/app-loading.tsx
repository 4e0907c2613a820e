import { useTranslation } from '@/lib/use-translation';
import { PageSpinner } from '@/components/ui/spinner';

export function AppLoading() {
  const { t } = useTranslation('common');
  return <PageSpinner label={t('loading')} />;
}
