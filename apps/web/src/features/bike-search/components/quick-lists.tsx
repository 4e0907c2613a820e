import { ShieldAlert, Tag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_PAGE_SIZE_MAX, type SearchBike } from '@ramkoll/shared/schemas/search';
import { Button } from '@/components/ui/button';
import { LabelledSpinner } from '@/components/ui/spinner';
import { useBikesForSale, useStolenBikes } from '../api/get-quick-lists';
import { SearchResultCard } from './search-result-card';

interface QuickListsProps {
  onShowHistory: (bike: SearchBike) => void;
  onFound: (bike: SearchBike) => void;
  onContact?: (bike: SearchBike) => void;
  renderExtra?: (bike: SearchBike) => ReactNode;
}

const stolenPageSize = 5;
const stolenMax = SEARCH_PAGE_SIZE_MAX;

interface QuickListProps extends QuickListsProps {
  id: string;
  title: string;
  icon: ReactNode;
  empty: string;
  loading: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  bikes: SearchBike[] | undefined;
  footer?: ReactNode;
}

function QuickList({ id, title, icon, empty, loading, query, bikes, footer, ...cardProps }: QuickListProps) {
  const { t } = useTranslation('bike_search');
  let body: ReactNode;
  if (query.isPending) body = <LabelledSpinner label={loading} className="py-6" />;
  else if (query.isError || !bikes) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {t('lists.error')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('results.retry')}
        </Button>
      </div>
    );
  } else if (bikes.length === 0) body = <p className="text-sm text-muted-foreground">{empty}</p>;
  else {
    body = (
      <ul className="grid gap-3">
        {bikes.map((bike) => (
          <li key={bike.id}>
            <SearchResultCard bike={bike} {...cardProps} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {body}
      {footer}
    </section>
  );
}

/** 'Stulna cyklar' and 'Cyklar till salu' (spec section 2), shown until a search is made. */
export function QuickLists(props: QuickListsProps) {
  const { t } = useTranslation('bike_search');
  const [stolenCount, setStolenCount] = useState(stolenPageSize);
  const stolen = useStolenBikes(stolenCount);
  const forSale = useBikesForSale();
  const moreStolen =
    stolen.data !== undefined && stolen.data.total > stolen.data.bikes.length && stolenCount < stolenMax;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <QuickList
        {...props}
        id="stolen-bikes-heading"
        title={t('lists.stolen')}
        icon={<ShieldAlert aria-hidden="true" className="size-5 text-destructive" />}
        empty={t('lists.stolen_empty')}
        loading={t('lists.stolen_loading')}
        query={stolen}
        bikes={stolen.data?.bikes}
        footer={
          moreStolen ? (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={stolen.isFetching}
              onClick={() => setStolenCount((count) => Math.min(count + 10, stolenMax))}
            >
              {t('lists.more')}
            </Button>
          ) : null
        }
      />
      <QuickList
        {...props}
        id="for-sale-heading"
        title={t('lists.for_sale')}
        icon={<Tag aria-hidden="true" className="size-5 text-accent-foreground" />}
        empty={t('lists.for_sale_empty')}
        loading={t('lists.for_sale_loading')}
        query={forSale}
        bikes={forSale.data}
      />
    </div>
  );
}
