import { Download } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { csvFile } from '@ramkoll/shared/spreadsheet-csv';

export interface CountsRow {
  key: string;
  label: string;
  /** null: nothing to show (e.g. a rate without any case), '–' in the table and empty in the CSV. */
  values: (number | null)[];
}

export interface CountsSeries {
  label: string;
  /** A Tailwind background class for the bar. */
  colour: string;
  /** false: a column of the table and the CSV only, without a bar (e.g. a share beside counts). */
  bar?: boolean;
}

/** recharts is loaded with the first chart, never on pages without one (decision 042). */
const BarsChart = lazy(() => import('./bars-chart'));

/**
 * The table as a CSV file, downloaded by the browser. Written by the one CSV writer of every
 * export (packages/shared/src/spreadsheet-csv.ts): a brand or a city a customer typed can start a
 * formula, and the writer defuses it (decision 094).
 */
function downloadCsv(fileName: string, header: string[], rows: CountsRow[]) {
  const csv = csvFile([header, ...rows.map((row) => [row.label, ...row.values])]);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Grouped horizontal bars (one per series) with the same numbers as a table beside them (below on
 * narrow screens) and a CSV export. The bars are for the eye (aria-hidden); the table is what a
 * screen reader reads. The bars are recharts, loaded lazily with the first chart.
 */
export function CountsChart({
  title,
  keyHeader,
  series,
  rows,
  fileName,
  emptyText,
  stacked = false,
}: {
  title: string;
  keyHeader: string;
  series: CountsSeries[];
  rows: CountsRow[];
  fileName: string;
  emptyText: string;
  /** The table under the bars at every width, for tables with many columns. */
  stacked?: boolean;
}) {
  const { t } = useTranslation('admin_insights');
  const headingId = useId();
  const language = currentLanguage();
  const barred = series.flatMap((s, index) => (s.bar === false ? [] : [index]));
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-2xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(fileName, [keyHeader, ...series.map((s) => s.label)], rows)}
        >
          <Download aria-hidden="true" />
          {t('analytics.csv')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <div className={stacked ? 'grid gap-4' : 'grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]'}>
          <div aria-hidden="true" className="grid content-start gap-2">
            <div className="flex flex-wrap gap-3 text-xs text-muted-foreground">
              {series
                .filter((s) => s.bar !== false)
                .map((s) => (
                  <span key={s.label} className="flex items-center gap-1.5">
                    <span className={`size-2.5 rounded-sm ${s.colour}`} />
                    {s.label}
                  </span>
                ))}
            </div>
            <Suspense fallback={<div className="h-32 animate-pulse rounded-lg bg-muted" />}>
              <BarsChart rows={rows} series={series} barred={barred} />
            </Suspense>
          </div>
          <div className="max-h-96 overflow-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-card">
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-1.5 font-medium">
                    {keyHeader}
                  </th>
                  {series.map((s) => (
                    <th key={s.label} scope="col" className="py-1.5 pl-2 text-right font-medium">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-b border-border/60 last:border-0">
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {row.label}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={series[index]?.label ?? index} className="py-1.5 pl-2 text-right tabular-nums">
                        {value === null ? '–' : formatNumber(value, language)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
