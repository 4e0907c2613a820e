import { useTranslation } from '@/lib/use-translation';
import type { BikeType } from '@ramkoll/shared/schemas/bike';
import { INSURANCE_OTHER_KEY, type InsuranceGroup } from '@ramkoll/shared/schemas/insurance-analytics';
import { AnalyticsRangeFields, useAnalyticsRange, yearTo } from '@/components/charts/analytics-range';
import { AnalyticsStatus, StatTiles } from '@/components/charts/analytics-summary';
import { CountsChart, type CountsRow } from '@/components/charts/counts-chart';
import { PageHeader } from '@/components/layouts/page-header';
import { bikeTypeLabel } from '@/lib/bike-types';
import { formatNumber, formatSalePrice } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useInsuranceAnalytics } from '../api/insurance-analytics';

/** A share (0–1) as a percentage with one decimal, for the tables and the CSV. */
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/**
 * /insurance-analytics: theft risk of the bikes registered in a range (a year by default) by
 * brand, type, city and purchase-price band, recoveries, battery thefts, days to recovery and
 * what the stolen bikes cost. The server merges groups of fewer than five bikes into one "other"
 * row, so neither the tables nor their CSV can show one (decision 045).
 */
export function InsuranceAnalyticsView() {
  const { t } = useTranslation('insurance_analytics');
  const { t: common } = useTranslation('common');
  const language = currentLanguage();
  const range = useAnalyticsRange({ startOf: yearTo });
  const { from, to, valid } = range;
  const analytics = useInsuranceAnalytics(from, to, valid);
  const data = analytics.data;
  const min = data?.minGroup ?? 5;
  const series = [
    { label: t('registered'), colour: 'bg-primary', bar: false },
    { label: t('stolen'), colour: 'bg-destructive', bar: false },
    { label: t('theft_risk'), colour: 'bg-destructive' },
    { label: t('recovered'), colour: 'bg-success', bar: false },
    { label: t('recovery_rate'), colour: 'bg-success' },
    { label: t('with_battery'), colour: 'bg-primary', bar: false },
    { label: t('battery_thefts'), colour: 'bg-primary', bar: false },
  ];
  const rows = (groups: InsuranceGroup[], label: (key: string) => string): CountsRow[] =>
    groups.map((group) => ({
      key: group.key,
      label:
        group.key === INSURANCE_OTHER_KEY ? t('other') : group.key === '' ? t('not_given') : label(group.key),
      values: [
        group.registered,
        group.stolen,
        percent(group.theftRisk),
        group.recovered,
        percent(group.recoveryRate),
        group.withBattery,
        group.batteryThefts,
      ],
    }));
  const share = new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const money = (amount: number) => formatSalePrice(amount, language);
  const chart = (key: string, title: string, header: string, chartRows: CountsRow[]) => (
    <CountsChart
      key={key}
      title={title}
      keyHeader={header}
      series={series}
      rows={chartRows}
      fileName={`ramkoll-insurance-${key}-${from}-${to}.csv`}
      emptyText={t('empty')}
      stacked
    />
  );

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('title')} lead={t('lead', { min })} />
      <AnalyticsRangeFields range={range} idPrefix="insurance" grouping={false} fromLabel={t('from')} />
      <AnalyticsStatus
        query={analytics}
        active={valid}
        texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }}
      />
      {data ? (
        <>
          <StatTiles
            columns="md:grid-cols-3 lg:grid-cols-6"
            items={[
              [t('registered'), formatNumber(data.totals.registered, language)],
              [t('stolen'), formatNumber(data.totals.stolen, language)],
              [t('theft_risk_total'), share.format(data.totals.theftRisk)],
              [
                t('recovery_rate_total'),
                data.totals.recoveryRate === null ? '–' : share.format(data.totals.recoveryRate),
              ],
              [t('with_battery'), formatNumber(data.totals.withBattery, language)],
              [t('battery_thefts'), formatNumber(data.totals.batteryThefts, language)],
            ]}
          />
          <dl className="grid gap-3 md:grid-cols-2">
            <div className="rounded-2xl border border-border bg-card p-4">
              <dt className="text-sm text-muted-foreground">{t('days_to_recovery')}</dt>
              <dd className="mt-1 font-semibold tabular-nums">
                {data.totals.daysToRecovery
                  ? t('days_quartiles', {
                      median: formatNumber(data.totals.daysToRecovery.median, language),
                      p25: formatNumber(data.totals.daysToRecovery.p25, language),
                      p75: formatNumber(data.totals.daysToRecovery.p75, language),
                    })
                  : t('too_few')}
              </dd>
            </div>
            <div className="rounded-2xl border border-border bg-card p-4">
              <dt className="text-sm text-muted-foreground">{t('stolen_value')}</dt>
              <dd className="mt-1 grid gap-0.5 font-semibold tabular-nums">
                {data.totals.stolenValue.quartiles && data.totals.stolenValue.sum !== null ? (
                  <>
                    <span>
                      {t('stolen_value_quartiles', {
                        median: money(data.totals.stolenValue.quartiles.median),
                        p25: money(data.totals.stolenValue.quartiles.p25),
                        p75: money(data.totals.stolenValue.quartiles.p75),
                      })}
                    </span>
                    <span className="text-sm font-normal text-muted-foreground">
                      {t('stolen_value_sum', {
                        sum: money(data.totals.stolenValue.sum),
                        count: data.totals.stolenValue.withPrice,
                      })}
                    </span>
                  </>
                ) : (
                  t('too_few')
                )}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">{t('note', { min })}</p>
          <div className="grid gap-6">
            {chart(
              'price',
              t('by_price_band'),
              t('price_band'),
              rows(data.byPriceBand, (key) => t(`bands.${key}`, { defaultValue: key })),
            )}
            {chart(
              'brand',
              t('by_brand'),
              t('brand'),
              rows(data.byBrand, (key) => key),
            )}
            {chart(
              'type',
              t('by_type'),
              t('type'),
              rows(data.byType, (key) => bikeTypeLabel(key as BikeType, common)),
            )}
            {chart(
              'city',
              t('by_city'),
              t('city'),
              rows(data.byCity, (key) => key),
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
