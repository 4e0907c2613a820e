import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { barPercent } from '../utils/analytics-range';

export interface ChartRow {
  key: string;
  label: string;
  count: number;
  /** A shorter label for the bar, when the table's is long (weeks). */
  short?: string;
}

/**
 * A horizontal bar chart with its table beside it (below on a phone). The bars are decoration
 * for the eye (aria-hidden); the table is what a screen reader reads (docs/decisions/040).
 */
export function BarChartWithTable({
  title,
  keyHeader,
  rows,
}: {
  title: string;
  keyHeader: string;
  rows: ChartRow[];
}) {
  const { t } = useTranslation('store_area');
  const headingId = useId();
  const language = currentLanguage();
  const max = Math.max(0, ...rows.map((row) => row.count));
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-2xl border border-border bg-card p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('analytics.empty')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div
            aria-hidden="true"
            title={t('analytics.chart_label', { title })}
            className="grid content-start gap-1.5"
          >
            {rows.map((row) => (
              <div
                key={row.key}
                className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)_auto] items-center gap-2 text-sm"
              >
                <span className="truncate text-muted-foreground">{row.short ?? row.label}</span>
                <span className="h-5 rounded-md bg-muted">
                  <span
                    className="block h-full rounded-md bg-primary"
                    style={{ width: `${barPercent(row.count, max)}%` }}
                  />
                </span>
                <span className="w-8 text-right font-medium tabular-nums">
                  {formatNumber(row.count, language)}
                </span>
              </div>
            ))}
          </div>
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-1.5 font-medium">
                  {keyHeader}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {t('analytics.column_count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="py-1.5 text-left font-normal">
                    {row.label}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{formatNumber(row.count, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
