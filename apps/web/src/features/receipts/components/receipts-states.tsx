import { Bike, ReceiptText, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { receiptErrorText } from '../utils/receipt-error';

/** Placeholder cards in the shape of the list while it loads. */
export function ReceiptsSkeleton() {
  const { t } = useTranslation('receipts');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="grid gap-4">
        {[0, 1].map((key) => (
          <Card key={key} className="grid gap-4 p-4 sm:p-5">
            <div className="h-5 w-1/2 animate-pulse rounded-md bg-muted" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {[0, 1, 2, 3, 4, 5].map((cell) => (
                <div key={cell} className="h-9 animate-pulse rounded-md bg-muted" />
              ))}
            </div>
            <div className="h-9 w-40 animate-pulse rounded-lg bg-muted" />
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
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <ReceiptText aria-hidden="true" className="size-8" />
      </div>
      <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">{t('empty.text')}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={paths.myBikes.getHref()}>
          <Bike aria-hidden="true" />
          {t('empty.action')}
        </Link>
      </Button>
    </Card>
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
    <Card role="alert" className="flex flex-col items-center px-6 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="mb-4 size-10 text-destructive" />
      <h2 className="text-lg font-semibold">{t('error.title')}</h2>
      <p className="mt-1 text-muted-foreground">{receiptErrorText(error)}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('error.retry')}
      </Button>
    </Card>
  );
}
