import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { bikeErrorMessage } from '../utils/bike-error';

interface BikesErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The list could not be fetched: the coded reason and a way to try again. */
export function BikesError({ error, retrying, onRetry }: BikesErrorProps) {
  const { t } = useTranslation('my_bikes');
  return (
    <Card role="alert" className="flex flex-col items-center px-6 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="mb-4 size-10 text-destructive" />
      <h2 className="text-lg font-semibold">{t('error.title')}</h2>
      <p className="mt-1 text-muted-foreground">{bikeErrorMessage(error)}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('error.retry')}
      </Button>
    </Card>
  );
}
