import { useTranslation } from '@/lib/use-translation';
import type { AnalyticsGroup } from '@ramkoll/shared/schemas/analytics';
import type { BikeType } from '@ramkoll/shared/schemas/bike';
import { AnalyticsRangeFields, useAnalyticsRange } from '@/components/charts/analytics-range';
import { AnalyticsStatus, StatTiles } from '@/components/charts/analytics-summary';
import { CountsChart, type CountsRow } from '@/components/charts/counts-chart';
import { PageHeader } from '@/components/layouts/page-header';
import { bikeTypeLabel } from '@/lib/bike-types';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useRegistryAnalytics } from '../api/analytics';

/**
 * /analytics: registrations, thefts and recoveries for a range of days (90 by default) per day,
 * week or month and by brand, type and city, with the recovery rate and the median time to
 * recovery; every chart has its table and a CSV export (decision 042). Aggregates only.
 */
export function AnalyticsView() {
  const { t } = useTranslation('admin_insights');
  const { t: common } = useTranslation('common');
  const language = currentLanguage();
  const range = useAnalyticsRange();
  const { from, to, bucket } = range;
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
      <AnalyticsRangeFields range={range} idPrefix="analytics" />
      <AnalyticsStatus
        query={analytics}
        texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }}
      />
      {data ? (
        <>
          <StatTiles
            columns="md:grid-cols-5"
            items={[
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
            ]}
          />
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
