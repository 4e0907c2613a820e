import { Ban, Check, IdCard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isErrorCode } from '@ramkoll/shared/errors';
import {
  checkIdRejectionReason,
  type IdRejectionReasonProblem,
} from '@ramkoll/shared/rules/id-rejection-reason';
import {
  MAX_ID_REJECTION_REASON_LENGTH,
  type PendingIdVerification,
} from '@ramkoll/shared/schemas/id-verification';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, FormAlert } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { currentLanguage, i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { ID_REVIEWS_PAGE_SIZE, useIdReviews, useReviewIdDocument } from '../api/id-reviews';
import { Pager } from './pager';

function failureText(error: unknown): string {
  if (isApiError(error) && isErrorCode(error.code)) return i18n.t(`errors:${error.code}`);
  return i18n.t('admin_office:id_reviews.failed');
}

function reasonProblemOf(error: unknown): IdRejectionReasonProblem | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const details = error.details as { field?: unknown; problem?: unknown } | undefined;
  if (details?.field !== 'reason') return null;
  return details.problem === 'reason_required' || details.problem === 'reason_too_long'
    ? details.problem
    : null;
}

/** /admin-id-reviews: the ID document queue, oldest first, with the photo; approve or reject (decision 020). */
export function IdReviewsView() {
  const { t } = useTranslation('admin_office');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<PendingIdVerification | null>(null);
  const reviews = useIdReviews(page);
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ID_REVIEWS_PAGE_SIZE)) : 1;

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('id_reviews.title')} lead={t('id_reviews.lead')}>
        {data ? (
          <span className="text-sm text-muted-foreground">
            {t('id_reviews.waiting', { count: data.total })}
          </span>
        ) : null}
      </PageHeader>
      {reviews.isPending ? <Spinner label={t('id_reviews.loading')} /> : null}
      {reviews.isError && !data ? (
        <ErrorState
          title={t('id_reviews.load_failed')}
          retryLabel={t('dashboard.retry')}
          retrying={reviews.isFetching}
          onRetry={() => void reviews.refetch()}
        />
      ) : null}
      {data && data.submissions.length === 0 ? (
        <EmptyState icon={IdCard} title={t('id_reviews.empty_title')} text={t('id_reviews.empty_text')} />
      ) : null}
      {data && data.submissions.length > 0 ? (
        <ul className="grid gap-4">
          {data.submissions.map((submission) => (
            <li key={submission.id} className="min-w-0">
              <IdReviewCard submission={submission} onReject={setRejecting} />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        <DialogContent closeLabel={t('id_reviews.close')} className="max-w-lg">
          {rejecting ? (
            <RejectIdForm key={rejecting.id} submission={rejecting} onDone={() => setRejecting(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function IdReviewCard({
  submission,
  onReject,
}: {
  submission: PendingIdVerification;
  onReject: (submission: PendingIdVerification) => void;
}) {
  const { t } = useTranslation('admin_office');
  const language = currentLanguage();
  const review = useReviewIdDocument();

  function approve() {
    // The promise, not mutate()'s callbacks: an approved submission leaves the list, and this
    // card may be gone before mutate() would call back (then with no toast at all).
    review.mutateAsync({ id: submission.id, approve: true }).then(
      () => notify.success(t('id_reviews.approved', { name: submission.fullName })),
      (error: unknown) => notify.error(failureText(error)),
    );
  }

  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] sm:p-5">
      <a
        href={submission.documentUrl}
        target="_blank"
        rel="noreferrer"
        className="block overflow-hidden rounded-xl border border-border bg-muted focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
      >
        <img
          src={submission.documentUrl}
          alt={t('id_reviews.photo_alt', { name: submission.fullName })}
          className="aspect-[4/3] w-full object-contain"
          loading="lazy"
        />
      </a>
      <div className="grid min-w-0 content-start gap-3">
        <h2 className="text-lg font-semibold break-words">{submission.fullName}</h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
          <dt className="text-muted-foreground">{t('id_reviews.email')}</dt>
          <dd className="break-all">{submission.email}</dd>
          <dt className="text-muted-foreground">{t('id_reviews.personal_number')}</dt>
          <dd className="tabular-nums">
            {submission.personalNumberMasked ?? t('id_reviews.no_personal_number')}
          </dd>
          <dt className="text-muted-foreground">{t('id_reviews.submitted')}</dt>
          <dd>{formatDateTime(submission.submittedAt, language)}</dd>
        </dl>
        <p className="text-sm text-muted-foreground">{t('id_reviews.compare')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={approve} disabled={review.isPending}>
            <Check aria-hidden="true" />
            {review.isPending ? t('id_reviews.approving') : t('id_reviews.approve')}
          </Button>
          <Button variant="outline" onClick={() => onReject(submission)} disabled={review.isPending}>
            <Ban aria-hidden="true" />
            {t('id_reviews.reject')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function RejectIdForm({ submission, onDone }: { submission: PendingIdVerification; onDone: () => void }) {
  const { t } = useTranslation('admin_office');
  const review = useReviewIdDocument();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<IdRejectionReasonProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = checkIdRejectionReason(reason);
    if (!checked.ok) {
      setProblem(checked.problem);
      document.getElementById('id-reject-reason')?.focus();
      return;
    }
    review.mutate(
      { id: submission.id, approve: false, reason: checked.reason },
      {
        onSuccess: () => {
          notify.success(t('id_reviews.rejected', { name: submission.fullName }));
          onDone();
        },
        onError: (error) => {
          const refused = reasonProblemOf(error);
          if (refused) setProblem(refused);
          else setFailure(failureText(error));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('id_reviews.reject_title', { name: submission.fullName })}</DialogTitle>
        <DialogDescription>{t('id_reviews.reject_description')}</DialogDescription>
      </DialogHeader>
      <Field
        id="id-reject-reason"
        label={t('id_reviews.reason')}
        error={problem ? t(`id_reviews.problems.${problem}`) : null}
        hint={t('id_reviews.reason_hint', { max: MAX_ID_REJECTION_REASON_LENGTH })}
      >
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            rows={4}
            maxLength={MAX_ID_REJECTION_REASON_LENGTH + 100}
          />
        )}
      </Field>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('id_reviews.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={review.isPending}>
          <Ban aria-hidden="true" />
          {review.isPending ? t('id_reviews.rejecting') : t('id_reviews.reject_confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
