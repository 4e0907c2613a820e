import { useTranslation } from '@/lib/use-translation';
import { ErrorState } from '@/components/ui/state-cards';
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
    <ErrorState
      title={t('error.title')}
      text={bikeErrorMessage(error)}
      retryLabel={t('error.retry')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
