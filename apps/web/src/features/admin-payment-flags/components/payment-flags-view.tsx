import { CircleCheck } from 'lucide-react';
import type { PaymentFlag } from '@ramkoll/shared/schemas/orders';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Fact } from '@/components/admin/fact';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { usePaymentFlags } from '../api/get-payment-flags';
import { formatMoney } from '@/lib/format';

/**
 * /admin-payment-flags: refunds and disputes of points purchases, newest first, with the points the
 * buyer's balance gave back and those already spent, which the admin settles with the buyer outside
 * the app (decision 090). The list is read-only: a flag has no 'handled' state to set.
 */
export function PaymentFlagsView() {
  const { t } = useTranslation('admin_office');
  const flags = usePaymentFlags();
  const data = flags.data;
  const outstanding = data?.flags.reduce((sum, flag) => sum + flag.pointsOutstanding, 0) ?? 0;

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('payment_flags.title')} lead={t('payment_flags.lead')}>
        {data && data.flags.length > 0 ? (
          <>
            <span className="text-sm text-muted-foreground">
              {t('payment_flags.summary', { count: data.flags.length })}
            </span>
            {outstanding > 0 ? (
              <Badge variant="destructive">
                {t('payment_flags.outstanding_total', {
                  points: formatNumber(outstanding, currentLanguage()),
                })}
              </Badge>
            ) : null}
          </>
        ) : null}
      </PageHeader>
      {flags.isPending ? <Spinner label={t('payment_flags.loading')} /> : null}
      {flags.isError && !data ? (
        <ErrorState
          title={t('payment_flags.load_failed')}
          retryLabel={t('payment_flags.retry')}
          retrying={flags.isFetching}
          onRetry={() => void flags.refetch()}
        />
      ) : null}
      {data && data.flags.length === 0 ? (
        <EmptyState
          icon={CircleCheck}
          title={t('payment_flags.empty_title')}
          text={t('payment_flags.empty_text')}
        />
      ) : null}
      {data && data.flags.length > 0 ? (
        <ul aria-label={t('payment_flags.list_label')} className="grid gap-4">
          {data.flags.map((flag) => (
            <li key={flag.id} className="min-w-0">
              <PaymentFlagCard flag={flag} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PaymentFlagCard({ flag }: { flag: PaymentFlag }) {
  const { t } = useTranslation('admin_office');
  const language = currentLanguage();
  const points = (value: number) => t('payment_flags.points', { points: formatNumber(value, language) });
  const headingId = `payment-flag-${flag.id}`;

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="grid gap-4 p-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)] lg:items-center lg:gap-6"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Badge variant={flag.kind === 'dispute' ? 'destructive' : 'secondary'}>
            {t(`payment_flags.kinds.${flag.kind}`)}
          </Badge>
          <time dateTime={flag.createdAt} className="text-sm text-muted-foreground">
            {formatDateTime(flag.createdAt, language)}
          </time>
        </div>
        <h2 id={headingId} className="mt-1 text-base font-semibold break-words">
          {flag.fullName ?? t('payment_flags.no_name')}
        </h2>
        <a
          href={`mailto:${flag.email}`}
          className="justify-self-start rounded-sm text-sm break-all text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          {flag.email}
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <Fact label={t('payment_flags.package')}>{t(`payment_flags.packages.${flag.package}`)}</Fact>
        <Fact label={t('payment_flags.amount')}>{formatMoney(flag.amount, flag.currency, language)}</Fact>
        <Fact label={t('payment_flags.taken_back')}>{points(flag.pointsTakenBack)}</Fact>
        <Fact
          label={t('payment_flags.outstanding')}
          className={cn(flag.pointsOutstanding > 0 && 'font-semibold text-destructive')}
        >
          {points(flag.pointsOutstanding)}
        </Fact>
        <Fact
          label={t('payment_flags.receipt')}
          className={cn(!flag.receiptNumber && 'text-muted-foreground')}
        >
          {flag.receiptNumber ?? t('payment_flags.no_receipt')}
        </Fact>
      </dl>
    </Card>
  );
}
