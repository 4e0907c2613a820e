import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

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
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('id_reviews.pagination')} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t('id_reviews.previous')}
      </Button>
      <span className="text-sm text-muted-foreground">{t('id_reviews.page', { page, pages })}</span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('id_reviews.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
