import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import type { CountsRow, CountsSeries } from './counts-chart';

/** Each bar's height and the gap between groups, in pixels. */
const BAR_PX = 8;
const GROUP_GAP_PX = 10;

/** `bg-primary` → the theme colour it paints with, as recharts wants a fill and not a class. */
export function fillOf(colour: string): string {
  return `var(--color-${colour.replace(/^bg-/, '')})`;
}

/**
 * Grouped horizontal bars drawn with recharts, one bar per series in `barred`, one group per row.
 * Loaded on its own (React.lazy in counts-chart), so the library reaches only the admin pages
 * that draw a chart. For the eye only: the table beside it carries the numbers.
 */
export default function BarsChart({
  rows,
  series,
  barred,
}: {
  rows: CountsRow[];
  series: CountsSeries[];
  barred: number[];
}) {
  const language = currentLanguage();
  const data = rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(barred.map((index) => [`s${index}`, row.values[index] ?? 0])),
  }));
  const height = Math.max(120, rows.length * (barred.length * BAR_PX + GROUP_GAP_PX) + 40);
  return (
    <div style={{ height }} className="w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 4 }} barGap={1}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis
            type="number"
            allowDecimals={false}
            tickFormatter={(value: number) => formatNumber(value, language)}
            stroke="var(--color-muted-foreground)"
          />
          <YAxis
            type="category"
            dataKey="label"
            width={112}
            interval={0}
            stroke="var(--color-muted-foreground)"
            tickFormatter={(label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label)}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-muted)' }}
            formatter={(value) =>
              typeof value === 'number' ? formatNumber(value, language) : String(value ?? '')
            }
          />
          {barred.map((index) => (
            <Bar
              key={index}
              dataKey={`s${index}`}
              name={series[index]?.label ?? ''}
              fill={fillOf(series[index]?.colour ?? 'bg-primary')}
              barSize={BAR_PX}
              radius={[0, 2, 2, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
