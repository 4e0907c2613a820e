import { Bike, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** No bikes yet: what registering gives and what it costs, with the way there. */
export function BikesEmpty() {
  const { t } = useTranslation('my_bikes');
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <Bike aria-hidden="true" className="size-8" />
      </div>
      <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">{t('empty.text')}</p>
      <p className="mt-2 max-w-md font-medium">{t('empty.cost', { points: pointCosts.registerBike })}</p>
      <Button asChild variant="accent" className="mt-6">
        <Link to={paths.bikeRegistration.getHref()}>
          <Plus aria-hidden="true" />
          {t('empty.action')}
        </Link>
      </Button>
    </Card>
  );
}
