import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import type { StoreAnalytics } from '@ramkoll/shared/schemas/store-area';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LabelledSpinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-cards';
import { bikeTypeLabel } from '@/lib/bike-types';
import { formatDate, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { bikeTypes, type BikeType } from '@ramkoll/shared/schemas/bike-type';
import { useStoreAnalytics } from '../api/get-store-analytics';
import { isoWeek, lastDays, readRange } from '../utils/analytics-range';
import { errorText } from '../utils/problem-text';
import { BarChartWithTable, type ChartRow } from './bar-chart';
import { PageHeader } from '@/components/layouts/page-header';

function isBikeType(value: string): value is BikeType {
  return (bikeTypes as readonly string[]).includes(value);
}

/** /store-analytics: a date range (default the last 90 days), four totals and five charts with tables. */
export function StoreAnalyticsView() {
  const { t } = useTranslation('store_area');
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const analytics = useStoreAnalytics(range);

  return (
    <div className="grid gap-5">
      <PageHeader title={t('analytics.title')} lead={t('analytics.lead')} />
      <RangeForm key={`${range.from}-${range.to}`} range={range} onApply={(next) => setParams(next)} />
      {analytics.isPending ? (
        <LabelledSpinner label={t('analytics.loading')} className="py-10" />
      ) : analytics.isError ? (
        <ErrorState
          title={t('analytics.error')}
          text={errorText(analytics.error)}
          retryLabel={t('analytics.retry')}
          retrying={analytics.isFetching}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <Figures data={analytics.data} busy={analytics.isFetching} />
      )}
    </div>
  );
}

function RangeForm({
  range,
  onApply,
}: {
  range: { from: string; to: string };
  onApply: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('store_area');
  const [draft, setDraft] = useState(range);
  const [reversed, setReversed] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.from || !draft.to || draft.from > draft.to) {
      setReversed(true);
      return;
    }
    setReversed(false);
    onApply(draft);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('analytics.range')}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap gap-2">
        {([30, 90, 365] as const).map((days) => (
          <Button
            key={days}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onApply(lastDays(days))}
          >
            {t(`analytics.preset_${days}`)}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-1 items-end gap-3 min-[420px]:grid-cols-2 sm:grid-cols-[1fr_1fr_auto]">
        <Field id="analytics-from" label={t('analytics.from')}>
          <Input
            id="analytics-from"
            type="date"
            className="min-w-0"
            value={draft.from}
            aria-invalid={reversed || undefined}
            onChange={(event) => setDraft((previous) => ({ ...previous, from: event.target.value }))}
          />
        </Field>
        <Field id="analytics-to" label={t('analytics.to')}>
          <Input
            id="analytics-to"
            type="date"
            className="min-w-0"
            value={draft.to}
            onChange={(event) => setDraft((previous) => ({ ...previous, to: event.target.value }))}
          />
        </Field>
        <Button type="submit" className="min-[420px]:col-span-2 sm:col-span-1">
          {t('analytics.apply')}
        </Button>
      </div>
      {reversed ? <FormAlert>{t('bikes.range_error')}</FormAlert> : null}
    </form>
  );
}

function Figures({ data, busy }: { data: StoreAnalytics; busy: boolean }) {
  const { t } = useTranslation('store_area');
  const { t: tc } = useTranslation('common');
  const language = currentLanguage();
  const number = (value: number) => formatNumber(value, language);
  const totals = [
    [t('analytics.registered'), data.registered],
    [t('analytics.stolen'), data.stolen],
    [t('analytics.points_bought'), data.pointsBought],
    [t('analytics.points_spent'), data.pointsSpent],
  ] as const;
  const rows = (list: { key: string; count: number }[], label: (key: string) => string): ChartRow[] =>
    list.map(({ key, count }) => ({ key, count, label: label(key) }));
  const stolenPercent = data.registered > 0 ? Math.round((data.stolen / data.registered) * 100) : 0;

  return (
    <div aria-busy={busy} className="grid gap-5">
      <p className="text-sm font-medium text-muted-foreground">
        {t('analytics.period', { from: formatDate(data.from, language), to: formatDate(data.to, language) })}
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {totals.map(([label, value], index) => (
          <div
            key={label}
            className={
              index === 1 && value > 0
                ? 'rounded-2xl border border-destructive/40 bg-destructive/10 p-4 text-destructive'
                : 'rounded-2xl border border-border bg-card p-4'
            }
          >
            <dt className="text-sm">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{number(value)}</dd>
          </div>
        ))}
      </dl>
      {data.stolen > 0 ? (
        <p className="text-sm text-destructive">{t('analytics.stolen_rate', { percent: stolenPercent })}</p>
      ) : null}
      <div className="grid gap-5 xl:grid-cols-2">
        <BarChartWithTable
          title={t('analytics.per_week')}
          keyHeader={t('analytics.column_week')}
          rows={rows(
            data.perWeek,
            (key) => `${t('analytics.week_of', { week: isoWeek(key) })} (${formatDate(key, language)})`,
          ).map((row) => ({ ...row, short: t('analytics.week_of', { week: isoWeek(row.key) }) }))}
        />
        <BarChartWithTable
          title={t('analytics.per_month')}
          keyHeader={t('analytics.column_month')}
          rows={rows(data.perMonth, (key) => key)}
        />
        <BarChartWithTable
          title={t('analytics.by_type')}
          keyHeader={t('analytics.column_type')}
          rows={rows(data.byType, (key) =>
            isBikeType(key) ? bikeTypeLabel(key, tc) : t('analytics.no_type'),
          )}
        />
        <BarChartWithTable
          title={t('analytics.by_brand')}
          keyHeader={t('analytics.column_brand')}
          rows={rows(data.byBrand, (key) => key || t('analytics.no_brand'))}
        />
        <BarChartWithTable
          title={t('analytics.by_staff_code')}
          keyHeader={t('analytics.column_staff_code')}
          rows={rows(data.byStaffCode, (key) => key || t('analytics.no_staff_code'))}
        />
      </div>
    </div>
  );
}
