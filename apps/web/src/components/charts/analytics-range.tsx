import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The analytics pages' range: the last 90 Swedish days by week unless changed (decision 042). */
export function useAnalyticsRange(): AnalyticsRange {
  const today = todayIn(new Date());
  const [from, setFrom] = useState(daysBefore(today, 89));
  const [to, setTo] = useState(today);
  const [bucket, setBucket] = useState<AnalyticsBucket>('week');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return { from, to, bucket, valid, setFrom, setTo, setBucket };
}

/** From, to and the grouping (day, week, month) of an analytics page; `idPrefix` keeps ids unique. */
export function AnalyticsRangeFields({ range, idPrefix }: { range: AnalyticsRange; idPrefix: string }) {
  const { t } = useTranslation('admin_insights');
  const { from, to, bucket, valid } = range;
  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:grid-cols-3">
      <Field
        id={`${idPrefix}-from`}
        label={t('analytics.from')}
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
    </div>
  );
}
