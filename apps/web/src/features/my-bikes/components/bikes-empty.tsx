import { Bike, Plus } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/state-cards';
import { paths } from '@/config/paths';

/** No bikes yet: what registering gives and what it costs, with the way there. */
export function BikesEmpty() {
  const { t } = useTranslation('my_bikes');
  return (
    <EmptyState icon={Bike} title={t('empty.title')} text={t('empty.text')}>
      <p className="mt-2 max-w-md font-medium">{t('empty.cost', { points: pointCosts.registerBike })}</p>
      <Button asChild variant="accent" className="mt-6">
        <Link to={paths.bikeRegistration.getHref()}>
          <Plus aria-hidden="true" />
          {t('empty.action')}
        </Link>
      </Button>
    </EmptyState>
  );
}
