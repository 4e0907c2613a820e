import { ShieldAlert, Tag } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FOR_SALE_LIST_LIMIT, SEARCH_PAGE_SIZE_MAX, type SearchBike } from '@ramkoll/shared/schemas/search';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { stolenPageSize, useBikesForSale, useStolenBikes } from '../api/get-quick-lists';
import { SearchResultCard } from './search-result-card';

interface QuickListsProps {
  onShowHistory: (bike: SearchBike) => void;
  onFound: (bike: SearchBike) => void;
  onContact?: (bike: SearchBike) => void;
  renderExtra?: (bike: SearchBike) => ReactNode;
}

const stolenMax = SEARCH_PAGE_SIZE_MAX;

interface QuickListProps extends QuickListsProps {
  id: string;
  title: string;
  icon: ReactNode;
  empty: string;
  loading: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  bikes: SearchBike[] | undefined;
  /** How many cards the list will most likely show: the space kept for them while it loads. */
  expected: number;
  footer?: ReactNode;
}

/**
 * The list's cards in outline while it loads, as tall as the cards that will replace them (a
 * result card without badges below the frame number), so the page below does not jump when the
 * bikes arrive (Lighthouse measured a layout shift of 0.58 on the signed-in search home). The
 * outline pulses as one element: an animation on each of its sixty pieces made the browser restyle
 * them all on every frame while the lists loaded, on the main thread the page's start needs.
 */
function LoadingCards({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid animate-pulse gap-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Card className="flex items-start gap-3 p-3.5 sm:gap-4 sm:p-4">
              <div className="size-16 shrink-0 rounded-xl bg-muted sm:size-20" />
              <div className="grid flex-1 gap-1.5">
                <div className="h-5 w-20 rounded-full bg-muted" />
                <div className="h-[22px] w-2/3 rounded bg-muted" />
                <div className="h-5 w-1/2 rounded bg-muted" />
                <div />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function QuickList({
  id,
  title,
  icon,
  empty,
  loading,
  query,
  bikes,
  expected,
  footer,
  ...cardProps
}: QuickListProps) {
  const { t } = useTranslation('bike_search');
  // The cards render in slices that leave the page answering input (a background render): the
  // data's arrival alone would render every card in one long task. Until then the outline stays.
  const shown = useDeferredValue(bikes);
  let body: ReactNode;
  if (query.isPending || (bikes !== undefined && shown === undefined)) {
    body = <LoadingCards count={expected} label={loading} />;
  } else if (query.isError || !shown) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {t('lists.error')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('results.retry')}
        </Button>
      </div>
    );
  } else if (shown.length === 0) body = <p className="text-sm text-muted-foreground">{empty}</p>;
  else {
    body = (
      <ul className="grid gap-3">
        {shown.map((bike) => (
          <li key={bike.id} className="[contain-intrinsic-size:auto_6.5rem] [content-visibility:auto]">
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
        expected={stolenCount}
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
        expected={FOR_SALE_LIST_LIMIT}
      />
    </div>
  );
}
