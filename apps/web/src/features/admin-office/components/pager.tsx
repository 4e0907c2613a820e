import { useTranslation } from '@/lib/use-translation';
import { Pager as PagerControl } from '@/components/pager';

/** Previous / next for a paged admin list; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin_office');
  return (
    <PagerControl
      page={page}
      pages={pages}
      onPage={onPage}
      labels={{
        navigation: t('id_reviews.pagination'),
        previous: t('id_reviews.previous'),
        next: t('id_reviews.next'),
        position: t('id_reviews.page', { page, pages }),
      }}
    />
  );
}
