import { RotateCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LabelledSpinner } from '@/components/ui/spinner';
import { useMyIdVerification } from '../api/get-id-verification';
import { verificationView } from '../utils/verification-view';
import { IdPhotoForm } from './id-photo-form';
import { IdVerificationStatusCard } from './id-verification-status-card';
import { WhyVerify } from './why-verify';

/** /mitt-id ('Mitt ID'): verify my identity with a photo of my ID card, and follow its review. */
export function MyIdVerification() {
  const { t } = useTranslation('mitt_id');
  const query = useMyIdVerification();
  const [retrying, setRetrying] = useState(false);
  // A failed background refresh keeps what was already shown.
  const status = query.data;
  const view = status ? verificationView(status, retrying) : null;

  return (
    <section
      aria-labelledby="mitt-id-title"
      className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12"
    >
      <header>
        <h1 id="mitt-id-title" className="text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t('lead')}</p>
      </header>

      {query.isPending ? <LabelledSpinner label={t('status.loading')} className="py-10" /> : null}
      {query.isError && !status ? (
        <Card role="alert" className="flex flex-col items-center px-6 py-10 text-center">
          <TriangleAlert aria-hidden="true" className="mb-4 size-10 text-destructive" />
          <p className="font-medium">{t('status.error')}</p>
          <Button
            variant="outline"
            className="mt-5"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
            {t('status.retry')}
          </Button>
        </Card>
      ) : null}
      {status && view && view !== 'form' ? (
        <IdVerificationStatusCard view={view} status={status} onTryAgain={() => setRetrying(true)} />
      ) : null}
      {status ? <WhyVerify /> : null}
      {view === 'form' ? (
        <IdPhotoForm
          focusOnMount={retrying}
          onCancel={retrying ? () => setRetrying(false) : undefined}
          // A later rejection shows its reason first again.
          onSubmitted={() => setRetrying(false)}
        />
      ) : null}
    </section>
  );
}
