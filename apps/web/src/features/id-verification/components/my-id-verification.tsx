import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LabelledSpinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-cards';
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
        <ErrorState
          title={t('status.error')}
          titleAs="p"
          retryLabel={t('status.retry')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
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
