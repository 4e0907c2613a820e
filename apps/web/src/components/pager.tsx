import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface PagerLabels {
  /** The navigation landmark's name. */
  navigation: string;
  previous: string;
  next: string;
  /** "Page 2 of 5", already worded. */
  position: string;
}

/** Previous / next for a paged list; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.navigation} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {labels.previous}
      </Button>
      <span className="text-sm text-muted-foreground">{labels.position}</span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
