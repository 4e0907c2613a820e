import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { analyticsBuckets, type AnalyticsBucket } from '@ramkoll/shared/schemas/analytics';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The last 90 days up to `day`: /analytics' and /business-analytics' default range. */
export const ninetyDaysTo = (day: string): string => daysBefore(day, 89);

/** The day after the same date a year earlier: a range of one year up to `day`. */
export function yearTo(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface AnalyticsRange {
  from: string;
  to: string;
  bucket: AnalyticsBucket;
  /** Both dates given and in order: the range may be asked for. */
  valid: boolean;
  setFrom: (value: string) => void;
  setTo: (value: string) => void;
  setBucket: (value: AnalyticsBucket) => void;
}

/**
 * An analytics page's range: by default the last 90 Swedish days by week (decision 042);
 * `startOf` gives another default start from today (Swedish), as /insurance-analytics' year.
 */
export function useAnalyticsRange(options: { startOf?: (today: string) => string } = {}): AnalyticsRange {
  const today = todayIn(new Date());
  const [from, setFrom] = useState(() => (options.startOf ?? ninetyDaysTo)(today));
  const [to, setTo] = useState(today);
  const [bucket, setBucket] = useState<AnalyticsBucket>('week');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return { from, to, bucket, valid, setFrom, setTo, setBucket };
}

/**
 * From, to and (unless `grouping` is false) the grouping (day, week, month) of an analytics page;
 * `idPrefix` keeps ids unique, `fromLabel` names the first date otherwise than "Från".
 */
export function AnalyticsRangeFields({
  range,
  idPrefix,
  grouping = true,
  fromLabel,
}: {
  range: AnalyticsRange;
  idPrefix: string;
  grouping?: boolean;
  fromLabel?: string;
}) {
  const { t } = useTranslation('admin_insights');
  const { from, to, bucket, valid } = range;
  return (
    <div
      className={`grid gap-4 rounded-2xl border border-border bg-card p-4 ${grouping ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
    >
      <Field
        id={`${idPrefix}-from`}
        label={fromLabel ?? t('analytics.from')}
        error={valid ? null : t('analytics.range_invalid')}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            value={from}
            max={to}
            onChange={(e) => range.setFrom(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-to`} label={t('analytics.to')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={to}
            min={from}
            onChange={(e) => range.setTo(e.target.value)}
          />
        )}
      </Field>
      {grouping && (
        <Field id={`${idPrefix}-bucket`} label={t('analytics.bucket')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={bucket}
              onChange={(e) => range.setBucket(e.target.value as AnalyticsBucket)}
            >
              {analyticsBuckets.map((option) => (
                <option key={option} value={option}>
                  {t(`analytics.buckets.${option}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
    </div>
  );
}
