import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import {
  analyticsBuckets,
  type AnalyticsBucket,
  type AnalyticsGroup,
} from '@ramkoll/shared/schemas/analytics';
import type { BikeType } from '@ramkoll/shared/schemas/bike';
import { CountsChart, type CountsRow } from '@/components/charts/counts-chart';
import { PageHeader } from '@/components/layouts/page-header';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-cards';
import { bikeTypeLabel } from '@/lib/bike-types';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useRegistryAnalytics } from '../api/analytics';

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * /analytics: registrations, thefts and recoveries for a range of days (90 by default) per day,
 * week or month and by brand, type and city, with the recovery rate and the median time to
 * recovery; every chart has its table and a CSV export (decision 042). Aggregates only.
 */
export function AnalyticsView() {
  const { t } = useTranslation('admin_insights');
  const { t: common } = useTranslation('common');
  const language = currentLanguage();
  const today = todayIn(new Date());
  const [from, setFrom] = useState(daysBefore(today, 89));
  const [to, setTo] = useState(today);
  const [bucket, setBucket] = useState<AnalyticsBucket>('week');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const analytics = useRegistryAnalytics(from, to, bucket);
  const data = analytics.data;
  const series = [
    { label: t('analytics.registrations'), colour: 'bg-primary' },
    { label: t('analytics.thefts'), colour: 'bg-destructive' },
    { label: t('analytics.recoveries'), colour: 'bg-success' },
  ];
  const rows = (groups: AnalyticsGroup[], label: (key: string) => string): CountsRow[] =>
    groups.map((group) => ({
      key: group.key,
      label: group.key === '' ? t('analytics.not_given') : label(group.key),
      values: [group.registrations, group.thefts, group.recoveries],
    }));
  const percent = new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { style: 'percent' });
  const chart = (key: string, title: string, header: string, chartRows: CountsRow[]) => (
    <CountsChart
      key={key}
      title={title}
      keyHeader={header}
      series={series}
      rows={chartRows}
      fileName={`ramkoll-${key}-${from}-${to}.csv`}
      emptyText={t('analytics.empty')}
    />
  );

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('analytics.title')} lead={t('analytics.lead')} />
      <div className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:grid-cols-3">
        <Field
          id="analytics-from"
          label={t('analytics.from')}
          error={valid ? null : t('analytics.range_invalid')}
        >
          {(control) => (
            <Input {...control} type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          )}
        </Field>
        <Field id="analytics-to" label={t('analytics.to')}>
          {(control) => (
            <Input {...control} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          )}
        </Field>
        <Field id="analytics-bucket" label={t('analytics.bucket')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={bucket}
              onChange={(e) => setBucket(e.target.value as AnalyticsBucket)}
            >
              {analyticsBuckets.map((option) => (
                <option key={option} value={option}>
                  {t(`analytics.buckets.${option}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      {analytics.isPending ? <Spinner label={t('loading')} /> : null}
      {analytics.isError ? (
        <ErrorState
          title={t('load_failed')}
          retryLabel={t('retry')}
          retrying={analytics.isFetching}
          onRetry={() => void analytics.refetch()}
        />
      ) : null}
      {data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
            {[
              [t('analytics.registrations'), formatNumber(data.totals.registrations, language)],
              [t('analytics.thefts'), formatNumber(data.totals.thefts, language)],
              [t('analytics.recoveries'), formatNumber(data.totals.recoveries, language)],
              [
                t('analytics.recovery_rate'),
                data.totals.recoveryRate === null ? '–' : percent.format(data.totals.recoveryRate),
              ],
              [
                t('analytics.median_days'),
                data.totals.medianDaysToRecovery === null
                  ? '–'
                  : t('analytics.days', { count: data.totals.medianDaysToRecovery }),
              ],
            ].map(([label, value]) => (
              <div key={label} className="rounded-2xl border border-border bg-card p-4">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums text-primary-deep">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">{t('analytics.rate_note')}</p>
          {chart(
            'over-time',
            t('analytics.over_time'),
            t(`analytics.bucket_header.${bucket}`),
            rows(data.series, (key) => key),
          )}
          <div className="grid gap-6">
            {chart(
              'brand',
              t('analytics.by_brand'),
              t('analytics.brand'),
              rows(data.byBrand, (key) => key),
            )}
            {chart(
              'type',
              t('analytics.by_type'),
              t('analytics.type'),
              rows(data.byType, (key) => bikeTypeLabel(key as BikeType, common)),
            )}
            {chart(
              'city',
              t('analytics.by_city'),
              t('analytics.city'),
              rows(data.byCity, (key) => key),
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
