import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { Button } from '@/components/ui/button';
import { LabelledSpinner } from '@/components/ui/spinner';
import { searchPageSize, useBikeSearch } from '../api/search-bikes';
import type { SearchState } from '../utils/search-state';
import { SearchResultCard } from './search-result-card';

interface SearchResultsProps {
  state: SearchState;
  onPage: (page: number) => void;
  onShowHistory: (bike: SearchBike) => void;
  onFound: (bike: SearchBike) => void;
  onContact?: (bike: SearchBike) => void;
  renderExtra?: (bike: SearchBike) => ReactNode;
}

/** Results of one search: count, cards, "close" frame numbers, paging; 'Inga cyklar hittades'. */
export function SearchResults({
  state,
  onPage,
  onShowHistory,
  onFound,
  onContact,
  renderExtra,
}: SearchResultsProps) {
  const { t } = useTranslation('bike_search');
  const search = useBikeSearch(state);
  const cardProps = { onShowHistory, onFound, onContact, renderExtra };

  if (search.isPending) return <LabelledSpinner label={t('results.loading')} className="py-10" />;
  if (search.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-2xl bg-destructive/10 p-4 text-destructive"
      >
        <p className="font-medium">{t('results.error')}</p>
        <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
          {t('results.retry')}
        </Button>
      </div>
    );
  }

  const { results, close, total, totalCapped, page } = search.data;
  const pages = Math.max(1, Math.ceil(total / searchPageSize));

  return (
    <section aria-labelledby="search-results-heading" aria-busy={search.isFetching} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="search-results-heading" className="text-lg font-semibold">
          {t('results.heading')}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {totalCapped
            ? t('results.count_capped', { count: total })
            : total > 0
              ? t('results.count', { count: total })
              : null}
        </p>
      </div>

      {results.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-8 text-center">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">{t('results.none')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('results.none_hint')}</p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {results.map((bike) => (
            <li key={bike.id}>
              <SearchResultCard bike={bike} {...cardProps} />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label={t('results.heading')} className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('results.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('results.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('results.next')}
          </Button>
        </nav>
      ) : null}

      {close.length > 0 ? (
        <section aria-labelledby="search-close-heading" className="grid gap-3">
          <div>
            <h2 id="search-close-heading" className="text-lg font-semibold">
              {t('results.close_heading')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('results.close_hint')}</p>
          </div>
          <ul className="grid gap-3">
            {close.map((bike) => (
              <li key={bike.id}>
                <SearchResultCard bike={bike} {...cardProps} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
