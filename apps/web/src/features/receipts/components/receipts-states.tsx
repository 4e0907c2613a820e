import { Bike, ReceiptText } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { paths } from '@/config/paths';
import { receiptErrorText } from '../utils/receipt-error';

/** Placeholder cards in the shape of the list while it loads, pulsing as one (one animation). */
export function ReceiptsSkeleton() {
  const { t } = useTranslation('receipts');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="grid animate-pulse gap-4">
        {[0, 1].map((key) => (
          <Card key={key} className="grid gap-4 p-4 sm:p-5">
            <div className="h-5 w-1/2 rounded-md bg-muted" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {[0, 1, 2, 3, 4, 5].map((cell) => (
                <div key={cell} className="h-9 rounded-md bg-muted" />
              ))}
            </div>
            <div className="h-9 w-40 rounded-lg bg-muted" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/** No receipts yet: where they come from, and the way to start a transfer. */
export function ReceiptsEmpty() {
  const { t } = useTranslation('receipts');
  return (
    <EmptyState icon={ReceiptText} title={t('empty.title')} text={t('empty.text')}>
      <Button asChild variant="outline" className="mt-6">
        <Link to={paths.myBikes.getHref()}>
          <Bike aria-hidden="true" />
          {t('empty.action')}
        </Link>
      </Button>
    </EmptyState>
  );
}

interface ReceiptsErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The list could not be fetched: the coded reason and a way to try again. */
export function ReceiptsError({ error, retrying, onRetry }: ReceiptsErrorProps) {
  const { t } = useTranslation('receipts');
  return (
    <ErrorState
      title={t('error.title')}
      text={receiptErrorText(error)}
      retryLabel={t('error.retry')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
