import { Bike, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminBikeRow, AdminBikeSearchResponse } from '@ramkoll/shared/schemas/admin-bikes';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { Pager } from '@/components/pager';
import { ADMIN_BIKES_PAGE_SIZE, useAdminBikeSearch } from '../api/admin-bikes';
import { AdminBikeDetailView } from './admin-bike-detail';
import { StateBadges } from './state-badges';
import { usePagerLabels } from './use-pager-labels';

/** /admin-bike-search: every bike by frame number, sticker, owner or brand / model; then one bike's detail. */
export function AdminBikeSearchView() {
  const { t } = useTranslation('admin_bike_search');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const search = useAdminBikeSearch(q, page);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
    setOpenId(null);
  }

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      {openId ? (
        <AdminBikeDetailView id={openId} onBack={() => setOpenId(null)} />
      ) : (
        <>
          <form role="search" onSubmit={submit} className="grid gap-1">
            <label htmlFor="admin-bike-q" className="text-sm font-medium">
              {t('search_label')}
            </label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="admin-bike-q"
                aria-describedby="admin-bike-q-hint"
                placeholder={t('search_placeholder')}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                className="min-w-0 flex-1 sm:max-w-xl"
              />
              <Button type="submit">
                <Search aria-hidden="true" />
                {t('search')}
              </Button>
            </div>
            <p id="admin-bike-q-hint" className="text-sm text-muted-foreground">
              {t('search_hint')}
            </p>
          </form>
          <Results q={q} page={page} onPage={setPage} onOpen={setOpenId} query={search} />
        </>
      )}
    </section>
  );
}

function Results({
  q,
  page,
  onPage,
  onOpen,
  query,
}: {
  q: string;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
  query: ReturnType<typeof useAdminBikeSearch>;
}) {
  const { t } = useTranslation('admin_bike_search');
  const data: AdminBikeSearchResponse | undefined = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_BIKES_PAGE_SIZE)) : 1;
  const labels = usePagerLabels(page, pages);
  if (q === '') return <EmptyState icon={Bike} title={t('start_title')} text={t('start_text')} />;
  if (query.isPending) return <Spinner label={t('searching')} />;
  if (!data) {
    return (
      <ErrorState
        title={t('load_failed')}
        retryLabel={t('retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data.total === 0) return <EmptyState icon={Bike} title={t('empty_title')} text={t('empty_text')} />;
  const match = t(`match.${data.match}`);
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        {data.totalCapped
          ? t('result_count_capped', { count: data.total, match })
          : t('result_count', { count: data.total, match })}
      </p>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('results')}</caption>
          <thead className="hidden lg:table-header-group">
            <tr className="border-b border-border text-left">
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('columns.frame_number')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('columns.bike')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('columns.owner')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('columns.state')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('columns.registered')}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.results.map((bike) => (
              <ResultRow key={bike.id} bike={bike} onOpen={onOpen} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} onPage={onPage} labels={labels} />
    </div>
  );
}

function ResultRow({ bike, onOpen }: { bike: AdminBikeRow; onOpen: (id: string) => void }) {
  const { t } = useTranslation('admin_bike_search');
  const language = currentLanguage();
  const name = [bike.brand, bike.model].filter(Boolean).join(' ');
  return (
    <tr className="grid gap-1 border-b border-border px-3 py-3 last:border-0 sm:grid-cols-2 lg:table-row lg:px-0 lg:py-0">
      <td className="font-mono font-semibold break-all lg:px-3 lg:py-2">{bike.frameNumber}</td>
      <td className="lg:px-3 lg:py-2">
        {name || t('detail.none')}
        {bike.color ? <span className="text-muted-foreground"> · {bike.color}</span> : null}
      </td>
      <td className="min-w-0 lg:px-3 lg:py-2">
        <span className="block">{bike.ownerName}</span>
        <span className="block break-words text-muted-foreground">{bike.ownerEmail}</span>
      </td>
      <td className="lg:px-3 lg:py-2">
        <StateBadges stolen={bike.stolen} forSale={bike.forSale} deleted={bike.deleted} />
      </td>
      <td className="tabular-nums text-muted-foreground lg:px-3 lg:py-2">
        {formatDate(bike.registeredAt, language)}
      </td>
      <td className="lg:px-3 lg:py-2 lg:text-right">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('open_bike', { frameNumber: bike.frameNumber })}
          onClick={() => onOpen(bike.id)}
        >
          {t('open')}
        </Button>
      </td>
    </tr>
  );
}
