import { Store } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { usePartners } from '../api/get-partners';
import { groupByCity } from '../utils/group-by-city';
import { partnersErrorMessage } from '../utils/partners-error';
import { PartnerCard } from './partner-card';

/** The certified partner stores by city, with loading, empty and error states. */
export function PartnerList() {
  const { t } = useTranslation('partners');
  const partners = usePartners();

  let body;
  if (partners.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label={t('list.loading')} className="[&_svg]:size-8" />
      </div>
    );
  } else if (partners.isError) {
    body = (
      <ErrorState
        title={t('error.title')}
        titleAs="h3"
        text={partnersErrorMessage(partners.error)}
        retryLabel={t('error.retry')}
        retrying={partners.isFetching}
        onRetry={() => void partners.refetch()}
      />
    );
  } else if (partners.data.length === 0) {
    body = <EmptyState icon={Store} titleAs="h3" title={t('empty.title')} text={t('empty.text')} />;
  } else {
    body = (
      <div className="grid gap-8">
        {groupByCity(partners.data).map((group, index) => (
          <section key={group.city ?? ''} aria-labelledby={`partners-city-${index}`}>
            <h3
              id={`partners-city-${index}`}
              className="text-sm font-bold tracking-[0.12em] text-muted-foreground uppercase"
            >
              {group.city ?? t('list.no_city')}
            </h3>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.stores.map((store) => (
                <li key={store.id}>
                  <PartnerCard store={store} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="partners-list-title" aria-busy={partners.isPending}>
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="partners-list-title"
          className="text-2xl font-bold tracking-tight text-primary-deep sm:text-3xl"
        >
          {t('list.title')}
        </h2>
        {partners.isSuccess && partners.data.length > 0 ? (
          <Badge variant="secondary">{t('list.count', { count: partners.data.length })}</Badge>
        ) : null}
      </div>
      <div className="mt-6">{body}</div>
    </section>
  );
}
