import {
  ArrowRight,
  BadgeAlert,
  Briefcase,
  IdCard,
  Printer,
  Search,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { adminAttentionItems, adminOverviewTotals, type AdminOverview } from '@ramkoll/shared/schemas/admin';
import { PageHeader } from '@/components/layouts/page-header';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-cards';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { ActionsTable } from '@/components/admin/actions-table';
import { useAdminOverview } from '../api/get-overview';

type AttentionItem = (typeof adminAttentionItems)[number];

type TotalItem = (typeof adminOverviewTotals)[number];

/** Where each queue is worked, its icon and its text key. */
const attentionLinks = {
  pendingStoreRequests: {
    href: paths.adminStoreRequests.getHref(),
    icon: Store,
    label: 'pending_store_requests',
  },
  newBusinessRequests: {
    href: paths.adminBusinessRequests.getHref(),
    icon: Briefcase,
    label: 'new_business_requests',
  },
  pendingIdReviews: { href: paths.adminIdReviews.getHref(), icon: IdCard, label: 'pending_id_reviews' },
  stickerOrdersNotPrinted: {
    href: paths.adminQrPrint.getHref(),
    icon: Printer,
    label: 'sticker_orders_not_printed',
  },
  stolenReportsLast7Days: {
    href: paths.adminBikeSearch.getHref(),
    icon: BadgeAlert,
    label: 'stolen_reports_7_days',
  },
  foundReportsWaiting: {
    href: paths.adminBikeSearch.getHref(),
    icon: Search,
    label: 'found_reports_waiting',
  },
} as const satisfies Record<AttentionItem, { href: string; icon: LucideIcon; label: string }>;

const totalLabels = {
  users: 'users',
  bikes: 'bikes',
  thefts: 'thefts',
  recoveries: 'recoveries',
  pointsSold: 'points_sold',
} as const satisfies Record<TotalItem, string>;

/** /admin-dashboard: what needs attention, the totals per window and the latest admin actions. */
export function AdminDashboardView() {
  const { t } = useTranslation('admin_office');
  const overview = useAdminOverview();
  const data = overview.data;

  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <PageHeader title={t('dashboard.title')} lead={t('dashboard.lead')} />
      {overview.isPending ? <Spinner label={t('dashboard.loading')} /> : null}
      {overview.isError && !data ? (
        <ErrorState
          title={t('dashboard.load_failed')}
          retryLabel={t('dashboard.retry')}
          retrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      ) : null}
      {data ? <DashboardContent data={data} /> : null}
    </section>
  );
}

const flagLinkClass =
  'inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none';

function DashboardContent({ data }: { data: AdminOverview }) {
  const { t } = useTranslation('admin_office');
  const language = currentLanguage();
  const number = (value: number) => formatNumber(value, language);

  return (
    <>
      <section aria-labelledby="attention-title" className="grid gap-3">
        <h2 id="attention-title" className="text-lg font-semibold">
          {t('dashboard.attention_title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {adminAttentionItems.map((item) => {
            const { href, icon: Icon, label } = attentionLinks[item];
            const count = data.attention[item];
            return (
              <li key={item}>
                <Link
                  to={href}
                  className={cn(
                    'flex h-full items-center gap-4 rounded-2xl border bg-card p-4 shadow-card transition-colors hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
                    count > 0 ? 'border-primary/40' : 'border-border',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-11 shrink-0 items-center justify-center rounded-xl',
                      count > 0 ? 'bg-primary-soft text-primary' : 'bg-muted text-muted-foreground',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="grid min-w-0 flex-1">
                    <span className="text-2xl font-bold tabular-nums">{number(count)}</span>
                    <span className="text-sm text-muted-foreground">{t(`dashboard.attention.${label}`)}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.adminPaymentFlags.getHref()} className={flagLinkClass}>
            {t('dashboard.payment_flags_link')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={paths.adminRewardFlags.getHref()} className={flagLinkClass}>
            {t('dashboard.reward_flags_link')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="totals-title" className="grid content-start gap-3">
          <h2 id="totals-title" className="text-lg font-semibold">
            {t('dashboard.totals_title')}
          </h2>
          <Card className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="px-4 pt-3 text-left text-muted-foreground">
                {t('dashboard.totals_caption')}
              </caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t('dashboard.metric')}
                  </th>
                  {(['today', 'days7', 'days30'] as const).map((window) => (
                    <th key={window} scope="col" className="px-4 py-2 text-right font-semibold">
                      {t(`dashboard.${window}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {adminOverviewTotals.map((metric) => (
                  <tr key={metric} className="border-b border-border last:border-0">
                    <th scope="row" className="px-4 py-2 text-left font-medium">
                      {t(`dashboard.totals.${totalLabels[metric]}`)}
                    </th>
                    {(['today', 'days7', 'days30'] as const).map((window) => (
                      <td key={window} className="px-4 py-2 text-right tabular-nums">
                        {number(data.totals[metric][window])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <p className="text-sm text-muted-foreground">
            {t('dashboard.overall', {
              users: number(data.overall.users),
              bikes: number(data.overall.bikes),
              stolen: number(data.overall.stolenBikes),
            })}
          </p>
        </section>

        <section aria-labelledby="actions-title" className="grid content-start gap-3">
          <h2 id="actions-title" className="text-lg font-semibold">
            {t('dashboard.actions_title')}
          </h2>
          <Card className="overflow-x-auto">
            {data.latestActions.length === 0 ? (
              <p className="p-4 text-sm text-muted-foreground">{t('dashboard.actions_empty')}</p>
            ) : (
              <ActionsTable actions={data.latestActions} />
            )}
          </Card>
          <Link
            to={paths.adminAuditLog.getHref()}
            className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('dashboard.audit_log_link')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      </div>
    </>
  );
}
