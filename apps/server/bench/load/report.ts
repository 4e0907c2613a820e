/**
 * The results as a Markdown table (pasted into docs/performance.md as it is) with each target's
 * verdict, and the same as JSON for comparing runs.
 */
import type { Measured } from './measure.js';
import type { Kind, Target } from './workload.js';

export interface Row {
  kind: Kind;
  measured: Measured;
}

export interface Verdict {
  pass: boolean;
  why: string[];
}

export interface ScoredRow {
  name: string;
  description: string;
  measured: Measured;
  /**
   * Req/s as a share of the health check's: for a health row, of the mean of every health window;
   * for any other row, of the mean of the health windows measured just before and just after it.
   */
  ratio: number;
  /** The health req/s this row is compared with (the windows around it; for a health row, the run's mean). */
  baseline: number;
  target: Target | null;
  verdict: Verdict;
}

/** The mean, NaN for none. */
function mean(values: number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function baselineOf(rows: Row[]): number {
  return mean(rows.filter((row) => row.kind.baseline).map((row) => row.measured.perSecond));
}

/** "No request times out", and no errors: required of every row, the health rows too. */
function judge(measured: Measured, ratio: number, target: Target | undefined): Verdict {
  const why: string[] = [];
  if (target && ratio < target.minRatio) why.push(`< ${percent(target.minRatio)}`);
  if (target?.maxP99Ms !== undefined && measured.p99 > target.maxP99Ms)
    why.push(`p99 > ${target.maxP99Ms} ms`);
  if (measured.timeouts > 0) why.push('timeouts');
  if (measured.errors > 0) why.push('errors');
  if (measured.non2xx > 0) why.push('non-2xx');
  return { pass: why.length === 0, why };
}

export function score(rows: Row[]): { baseline: number; rows: ScoredRow[]; pass: boolean } {
  const baseline = baselineOf(rows);
  const scored = rows.map(({ kind, measured }, index) => {
    const compared = kind.baseline ? baseline : baselineAround(rows, index);
    const ratio = measured.perSecond / compared;
    return {
      name: kind.name,
      description: kind.description,
      measured,
      ratio,
      baseline: compared,
      target: kind.target ?? null,
      verdict: judge(measured, ratio, kind.target),
    };
  });
  return { baseline, rows: scored, pass: scored.every((row) => row.verdict.pass) };
}

/**
 * The mean req/s of the health windows nearest a row, one before it and one after it (or the one
 * there is): the machine's speed drifts within a run (2026-12-06: health 3,400 and 6,500 req/s ten
 * minutes apart), so a kind is compared with the health check measured around it, not at the run's
 * two ends.
 */
export function baselineAround(rows: Row[], index: number): number {
  const before = rows.slice(0, index).findLast((row) => row.kind.baseline);
  const after = rows.slice(index + 1).find((row) => row.kind.baseline);
  return mean([before, after].flatMap((row) => (row ? [row.measured.perSecond] : [])));
}

function percent(ratio: number): string {
  return Number.isFinite(ratio) ? `${Math.round(ratio * 100)} %` : '–';
}

function targetText(target: Target | null): string {
  if (!target) return '';
  const p99 = target.maxP99Ms === undefined ? '' : `, p99 ≤ ${target.maxP99Ms} ms`;
  return `≥ ${percent(target.minRatio)}${p99}`;
}

const number = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A percentile as the table shows it. Timed-out requests have no latency in autocannon's
 * histogram, so when more of them than the percentile leaves out timed out, the honest figure
 * is "at least the timeout".
 */
export function latency(measured: Measured, quantile: number, value: number, timeoutMs: number): string {
  const attempts = measured.requests + measured.timeouts;
  if (attempts > 0 && measured.timeouts / attempts > 1 - quantile) return `≥ ${number(timeoutMs)}`;
  return number(value);
}

export function markdownTable(rows: ScoredRow[], timeoutMs: number): string {
  const header = [
    '| kind | requests | req/s | health around | of health | p50 ms | p99 ms | max ms | errors | timeouts | non-2xx | target | result |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  const lines = rows.map((row) => {
    const m = row.measured;
    const verdict = row.verdict;
    const result = verdict.pass ? (row.target ? 'PASS' : 'ok') : `FAIL (${verdict.why.join(', ')})`;
    return `| ${row.name} | ${number(m.requests)} | ${number(m.perSecond)} | ${number(row.baseline)} | ${percent(row.ratio)} | ${latency(m, 0.5, m.p50, timeoutMs)} | ${latency(m, 0.99, m.p99, timeoutMs)} | ${m.timeouts > 0 ? `≥ ${number(timeoutMs)}` : number(m.max)} | ${m.errors} | ${m.timeouts} | ${m.non2xx} | ${targetText(row.target)} | ${result} |`;
  });
  return [...header, ...lines].join('\n');
}
