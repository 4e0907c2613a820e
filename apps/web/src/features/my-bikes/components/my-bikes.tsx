import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { Plus } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMyBikes } from '../api/get-my-bikes';
import { useRecoveryReports } from '../api/get-recovery-reports';
import { BikeCard } from './bike-card';
import { BikeListSkeleton } from './bike-list-skeleton';
import { BikesEmpty } from './bikes-empty';
import { BikesError } from './bikes-error';

/**
 * /my-bikes: the owner's bikes with their flags and actions (spec sections 2, 4). The page opens
 * a bike's ownership history (features never import each other, so the dialog lives in the page).
 */
export function MyBikes({ onShowHistory }: { onShowHistory?: (bike: MyBike) => void }) {
  const { t } = useTranslation('my_bikes');
  const bikes = useMyBikes();
  // Reports are extra information on stolen bikes: the list shows without them if they fail.
  const reports = useRecoveryReports();
  const count = bikes.data?.length ?? 0;

  return (
    <section aria-labelledby="my-bikes-title" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
        <div className="min-w-0">
          <h1 id="my-bikes-title" className="text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t('lead')}</p>
          {bikes.isSuccess && count > 0 ? (
            <p className="mt-1 text-sm font-medium text-muted-foreground">{t('count', { count })}</p>
          ) : null}
        </div>
        {bikes.isSuccess && count > 0 ? (
          <Button asChild variant="accent">
            <Link to={paths.bikeRegistration.getHref()}>
              <Plus aria-hidden="true" />
              {t('register_bike')}
            </Link>
          </Button>
        ) : null}
      </header>

      {bikes.isPending ? <BikeListSkeleton /> : null}
      {bikes.isError ? (
        <BikesError error={bikes.error} retrying={bikes.isFetching} onRetry={() => void bikes.refetch()} />
      ) : null}
      {bikes.isSuccess && count === 0 ? <BikesEmpty /> : null}
      {bikes.isSuccess && count > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2">
          {bikes.data.map((bike) => (
            <li key={bike.id} className="min-w-0">
              <BikeCard
                bike={bike}
                onShowHistory={onShowHistory}
                recoveryReports={reports.data?.filter((report) => report.bikeId === bike.id) ?? []}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
