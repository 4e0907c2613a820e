import { useTranslation } from '@/lib/use-translation';
import type { BusinessAnalytics } from '@ramkoll/shared/schemas/business-analytics';
import { AnalyticsRangeFields, useAnalyticsRange } from '@/components/charts/analytics-range';
import { AnalyticsStatus, StatTiles } from '@/components/charts/analytics-summary';
import { CountsChart, type CountsRow, type CountsSeries } from '@/components/charts/counts-chart';
import { PageHeader } from '@/components/layouts/page-header';
import { formatNumber } from '@/lib/format';
import { currentLanguage, type Resources } from '@/lib/i18n';
import { useBusinessAnalytics } from '../api/business-analytics';

type Column = keyof Resources['sv']['business_analytics']['columns'];

/** Öre or cents as kronor or dollars (two decimals at most), for the tables and the CSV. */
const major = (minor: number) => minor / 100;

/** A share of a whole as a percentage with one decimal. */
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * /business-analytics: points sold and spent, revenue in the currency paid, package mix,
 * campaign redemptions, QR sticker orders and registrations per store for a range of Swedish
 * days (decision 046). Every chart has its table and a CSV export; aggregates only.
 */
export function BusinessAnalyticsView() {
  const { t } = useTranslation('business_analytics');
  const { t: insights } = useTranslation('admin_insights');
  const language = currentLanguage();
  const range = useAnalyticsRange();
  const { from, to, bucket } = range;
  const analytics = useBusinessAnalytics(from, to, bucket, range.valid);
  const data = analytics.data;
  const money = (currency: 'SEK' | 'USD', minor: number) =>
    new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-US', { style: 'currency', currency }).format(
      major(minor),
    );
  const chart = (key: string, title: string, header: string, series: CountsSeries[], rows: CountsRow[]) => (
    <CountsChart
      key={key}
      title={title}
      keyHeader={header}
      series={series}
      rows={rows}
      fileName={`ramkoll-business-${key}-${from}-${to}.csv`}
      emptyText={t('empty')}
    />
  );
  const column = (label: Column, colour = 'bg-primary', bar = true): CountsSeries => ({
    label: t(`columns.${label}`),
    colour,
    bar,
  });
  const charts = (result: BusinessAnalytics) => {
    const periodHeader = insights(`analytics.bucket_header.${bucket}`);
    // A chart lists the periods in which its own figures moved.
    const periods = (values: (row: BusinessAnalytics['series'][number]) => number[]) =>
      result.series
        .map((row) => ({ key: row.key, label: row.key, values: values(row) }))
        .filter((row) => row.values.some((value) => value !== 0));
    const purchases = result.totals.payments;
    return [
      chart(
        'points',
        t('charts.points_over_time'),
        periodHeader,
        [column('points_sold'), column('points_spent', 'bg-destructive')],
        periods((row) => [row.pointsSold, row.pointsSpent]),
      ),
      chart(
        'revenue',
        t('charts.revenue_over_time'),
        periodHeader,
        [column('revenue_sek'), column('revenue_usd', 'bg-success')],
        periods((row) => [major(row.revenueSek), major(row.revenueUsd)]),
      ),
      chart(
        'purposes',
        t('charts.by_reason'),
        t('columns.reason'),
        [column('credited', 'bg-success'), column('debited', 'bg-destructive'), column('entries', '', false)],
        result.byReason.map((row) => ({
          key: row.reason,
          label: t(`reasons.${row.reason}`),
          values: [row.credited, row.debited, row.entries],
        })),
      ),
      chart(
        'packages',
        t('charts.packages'),
        t('columns.package'),
        [
          column('purchases'),
          column('share', '', false),
          column('points', '', false),
          column('revenue_sek', '', false),
          column('revenue_usd', '', false),
        ],
        result.packages.map((row) => ({
          key: row.package,
          label: t(`packages.${row.package}`),
          values: [
            row.payments,
            percentOf(row.payments, purchases),
            row.points,
            major(row.revenueSek),
            major(row.revenueUsd),
          ],
        })),
      ),
      chart(
        'campaigns',
        t('charts.campaigns'),
        t('columns.campaign'),
        [
          column('redemptions'),
          column('bonus_points', '', false),
          column('discount_sek', '', false),
          column('discount_usd', '', false),
        ],
        result.campaigns.map((row) => ({
          key: row.code,
          label: `${row.code} – ${row.name}`,
          values: [row.redemptions, row.bonusPoints, major(row.discountSek), major(row.discountUsd)],
        })),
      ),
      chart(
        'stickers',
        t('charts.stickers'),
        t('columns.kind'),
        [
          column('ordered'),
          column('printed', 'bg-primary-deep'),
          column('sent', 'bg-success'),
          column('orders', '', false),
          column('points_spent', '', false),
        ],
        result.stickers.map((row) => ({
          key: row.kind,
          label: t(`sticker_kinds.${row.kind}`),
          values: [row.ordered, row.printed, row.sent, row.orders, row.pointsSpent],
        })),
      ),
      chart(
        'stickers-over-time',
        t('charts.stickers_over_time'),
        periodHeader,
        [column('ordered'), column('printed', 'bg-primary-deep'), column('sent', 'bg-success')],
        periods((row) => [row.stickersOrdered, row.stickersPrinted, row.stickersSent]),
      ),
      chart(
        'stores',
        t('charts.stores'),
        t('columns.store'),
        [column('registrations')],
        result.stores.map((row) => ({
          key: row.id,
          label: row.city ? `${row.name}, ${row.city}` : row.name,
          values: [row.registrations],
        })),
      ),
      chart(
        'activity',
        t('charts.activity_over_time'),
        periodHeader,
        [column('redemptions'), column('store_registrations', 'bg-success')],
        periods((row) => [row.redemptions, row.storeRegistrations]),
      ),
    ];
  };

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <AnalyticsRangeFields range={range} idPrefix="business-analytics" />
      <AnalyticsStatus
        query={analytics}
        active={range.valid}
        texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }}
      />
      {data ? (
        <>
          <StatTiles
            columns="md:grid-cols-4"
            items={[
              [t('totals.points_sold'), formatNumber(data.totals.pointsSold, language)],
              [t('totals.revenue_sek'), money('SEK', data.totals.revenueSek)],
              [t('totals.revenue_usd'), money('USD', data.totals.revenueUsd)],
              [t('totals.points_spent'), formatNumber(data.totals.pointsSpent, language)],
              [t('totals.redemptions'), formatNumber(data.totals.redemptions, language)],
              [t('totals.stickers_ordered'), formatNumber(data.totals.stickersOrdered, language)],
              [t('totals.store_registrations'), formatNumber(data.totals.storeRegistrations, language)],
            ]}
          />
          <div className="grid gap-1 text-sm text-muted-foreground">
            <p>{t('currency_note')}</p>
            <p>{t('spent_note')}</p>
          </div>
          {charts(data)}
        </>
      ) : null}
    </section>
  );
}
