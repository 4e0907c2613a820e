import { useTranslation } from '@/lib/use-translation';
import type { PagerLabels } from '@/components/pager';

/** The pager's words on /admin-bike-search. */
export function usePagerLabels(page: number, pages: number): PagerLabels {
  const { t } = useTranslation('admin_bike_search');
  return {
    navigation: t('pagination'),
    previous: t('previous'),
    next: t('next'),
    position: t('page', { page, pages }),
  };
}
