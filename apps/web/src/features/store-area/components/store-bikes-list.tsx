import { Bike, Download, SearchX, ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LabelledSpinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { storeBikesCsvHref, useStoreBikes } from '../api/get-store-bikes';
import { hasFilters, pageCount, readBikesQuery, writeBikesQuery } from '../utils/bikes-query';
import { StoreBikeCard } from './store-bike-card';
import { StoreBikesFilters } from './store-bikes-filters';
import { PageHeader } from '@/components/layouts/page-header';

/** /store-bikes: every bike the store registered, stocked or sold, with filters, paging and CSV. */
export function StoreBikesList() {
  const { t } = useTranslation('store_area');
  const [params, setParams] = useSearchParams();
  const query = readBikesQuery(params);
  const bikes = useStoreBikes(query);

  const filtersKey = writeBikesQuery({ ...query, page: 1 }).toString();
  const stolenOnPage = bikes.data?.bikes.filter((bike) => bike.status === 'stolen').length ?? 0;

  return (
    <div className="grid gap-5">
      <PageHeader title={t('bikes.title')} lead={t('bikes.lead')}>
        <Button asChild variant="outline">
          <a href={storeBikesCsvHref(query)} download>
            <Download aria-hidden="true" />
            {t('bikes.export')}
          </a>
        </Button>
      </PageHeader>
      <p className="-mt-2 text-sm text-muted-foreground">{t('bikes.export_hint')}</p>
      <StoreBikesFilters
        key={filtersKey}
        query={query}
        onApply={(next) => setParams(writeBikesQuery({ ...next, page: 1 }))}
      />

      {bikes.isPending ? (
        <LabelledSpinner label={t('bikes.loading')} className="py-10" />
      ) : bikes.isError ? (
        <ErrorState
          title={t('bikes.error')}
          retryLabel={t('bikes.retry')}
          retrying={bikes.isFetching}
          onRetry={() => void bikes.refetch()}
        />
      ) : bikes.data.total === 0 ? (
        hasFilters(query) ? (
          <EmptyState icon={SearchX} title={t('bikes.no_match_title')} text={t('bikes.no_match_text')} />
        ) : (
          <EmptyState icon={Bike} title={t('bikes.empty_title')} text={t('bikes.empty_text')} />
        )
      ) : (
        <section aria-labelledby="store-bikes-results" aria-busy={bikes.isFetching} className="grid gap-3">
          <h2 id="store-bikes-results" role="status" className="text-sm font-medium text-muted-foreground">
            {t('bikes.count', { count: bikes.data.total })}
          </h2>
          {stolenOnPage > 0 ? (
            <p
              role="alert"
              className="flex items-center gap-2 rounded-xl border border-destructive/40 bg-destructive/10 px-3.5 py-2.5 text-sm font-semibold text-destructive"
            >
              <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
              {t('bikes.stolen_alert', { count: stolenOnPage })}
            </p>
          ) : null}
          <ul className="grid gap-3">
            {bikes.data.bikes.map((bike) => (
              <li key={bike.id}>
                <StoreBikeCard bike={bike} />
              </li>
            ))}
          </ul>
          <Paging
            page={bikes.data.page}
            pages={pageCount(bikes.data.total, bikes.data.pageSize)}
            onPage={(page) => setParams(writeBikesQuery({ ...query, page }))}
          />
        </section>
      )}
    </div>
  );
}

function Paging({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('store_area');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('bikes.paging')} className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('bikes.previous')}
      </Button>
      <span className="text-sm text-muted-foreground">{t('bikes.page', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('bikes.next')}
      </Button>
    </nav>
  );
}
