import type { ReceiptVerification } from '@ramkoll/shared/schemas/analysis';
import type { CheckName, CorpusEntry } from './corpus-entry.js';
import { negativeKinds } from './corpus-entry.js';

/** One receipt as the bench met it. */
export interface Outcome {
  entry: CorpusEntry;
  verification: ReceiptVerification | null;
  problems: string[];
  /** A refused or failed request (e.g. 422 ANALYSIS_FAILED); null when the verification answered. */
  error: string | null;
  uploadMs: number;
  verifyMs: number;
}

export interface Targets {
  positiveShare: number;
  negativesAccepted: number;
  p95Ms: number;
}

export const targets: Targets = { positiveShare: 0.97, negativesAccepted: 0, p95Ms: 2000 };

export function accepted(outcome: Outcome): boolean {
  const v = outcome.verification;
  return v !== null && v.frameNumberValid && v.customerPersonalNumberValid && v.sellerInfoFound;
}

/** The checks that answered false (all three when the request itself failed). */
export function failedChecks(outcome: Outcome): CheckName[] {
  const v = outcome.verification;
  if (!v) return ['frame', 'personalNumber', 'seller'];
  const failed: CheckName[] = [];
  if (!v.frameNumberValid) failed.push('frame');
  if (!v.customerPersonalNumberValid) failed.push('personalNumber');
  if (!v.sellerInfoFound) failed.push('seller');
  return failed;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export interface Burst {
  latencies: number[];
  seconds: number;
}

export interface Summary {
  positives: { total: number; accepted: number; share: number };
  negativesAccepted: number;
  p95Ms: number;
  met: { positives: boolean; negatives: boolean; latency: boolean };
}

export function summarise(outcomes: Outcome[]): Summary {
  const positives = outcomes.filter((o) => o.entry.negative === null);
  const negatives = outcomes.filter((o) => o.entry.negative !== null);
  const acceptedPositives = positives.filter(accepted).length;
  const share = positives.length ? acceptedPositives / positives.length : 0;
  const negativesAccepted = negatives.filter(accepted).length;
  const p95Ms = percentile(
    outcomes.map((o) => o.uploadMs + o.verifyMs),
    95,
  );
  return {
    positives: { total: positives.length, accepted: acceptedPositives, share },
    negativesAccepted,
    p95Ms,
    met: {
      positives: share >= targets.positiveShare,
      negatives: negativesAccepted <= targets.negativesAccepted,
      latency: p95Ms <= targets.p95Ms,
    },
  };
}

const checkLabel: Record<CheckName, string> = {
  frame: 'frame number',
  personalNumber: 'personnummer',
  seller: 'seller',
};

/** The whole report as Markdown, ready to paste into docs/performance.md. */
export function renderReport(
  outcomes: Outcome[],
  health: { before: Burst; after: Burst },
  header: string[],
): string {
  const out: string[] = [...header, ''];
  const summary = summarise(outcomes);
  const positives = outcomes.filter((o) => o.entry.negative === null);
  const negatives = outcomes.filter((o) => o.entry.negative !== null);
  const pass = (ok: boolean) => (ok ? 'met' : '**MISSED**');

  out.push('## Targets', '');
  out.push('| target | result | |', '| --- | --- | --- |');
  out.push(
    `| ≥ ${targets.positiveShare * 100} % of correct receipts accepted | ${summary.positives.accepted}/${summary.positives.total} (${pct(summary.positives.share)}) | ${pass(summary.met.positives)} |`,
  );
  out.push(
    `| 0 negatives accepted | ${summary.negativesAccepted}/${negatives.length} | ${pass(summary.met.negatives)} |`,
  );
  out.push(
    `| p95 upload + verify ≤ ${targets.p95Ms} ms | ${summary.p95Ms.toFixed(0)} ms | ${pass(summary.met.latency)} |`,
  );

  out.push('', '## Positives: which check failed', '');
  out.push('| check | failed | share of positives |', '| --- | ---: | ---: |');
  for (const check of ['frame', 'personalNumber', 'seller'] as const) {
    const count = positives.filter((o) => o.verification && failedChecks(o).includes(check)).length;
    out.push(`| ${checkLabel[check]} | ${count} | ${pct(count / Math.max(1, positives.length))} |`);
  }
  const errors = positives.filter((o) => o.error !== null).length;
  out.push(
    `| request failed (no verification) | ${errors} | ${pct(errors / Math.max(1, positives.length))} |`,
  );

  out.push('', '### Accepted positives by layout, font and personnummer form', '');
  out.push('| group | accepted |', '| --- | ---: |');
  for (const [label, key] of [
    ['layout', (e: CorpusEntry) => e.layout],
    ['font', (e: CorpusEntry) => e.font],
    ['pnr', (e: CorpusEntry) => e.personalNumberForm],
    ['seller', (e: CorpusEntry) => e.sellerStyle],
  ] as const) {
    const groups = new Map<string, Outcome[]>();
    for (const o of positives) groups.set(key(o.entry), [...(groups.get(key(o.entry)) ?? []), o]);
    for (const [name, group] of [...groups].sort()) {
      out.push(`| ${label}: ${name} | ${group.filter(accepted).length}/${group.length} |`);
    }
  }

  const failedPositives = positives.filter((o) => !accepted(o));
  out.push('', `### Failed positives (${failedPositives.length})`, '');
  if (failedPositives.length) {
    out.push(
      '| id | layout / font | failed | printed frame · pnr | degradations |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const o of failedPositives) {
      const what =
        o.error ??
        failedChecks(o)
          .map((c) => checkLabel[c])
          .join(', ');
      out.push(
        `| ${o.entry.id} | ${o.entry.layout} / ${o.entry.font} | ${what} | ${o.entry.printedFrameNumber ?? '–'} · ${o.entry.printedPersonalNumber ?? '–'} | ${o.entry.degradations} |`,
      );
    }
  }

  out.push('', `## Negatives: accepted ${summary.negativesAccepted}/${negatives.length} (must be 0)`, '');
  out.push('| kind | count | accepted | refused by the expected check |', '| --- | ---: | ---: | ---: |');
  for (const kind of negativeKinds) {
    const group = negatives.filter((o) => o.entry.negative === kind);
    if (!group.length) continue;
    const expected = group.filter((o) => o.entry.mustFail.some((c) => failedChecks(o).includes(c))).length;
    out.push(`| ${kind} | ${group.length} | ${group.filter(accepted).length} | ${expected} |`);
  }
  const acceptedNegatives = negatives.filter(accepted);
  if (acceptedNegatives.length) {
    out.push(
      '',
      '| id | kind | typed frame | printed frame · pnr | layout | degradations |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const o of acceptedNegatives) {
      out.push(
        `| ${o.entry.id} | ${o.entry.negative ?? ''} | ${o.entry.typedFrameNumber} | ${o.entry.printedFrameNumber ?? '–'} · ${o.entry.printedPersonalNumber ?? '–'} | ${o.entry.layout} | ${o.entry.degradations} |`,
      );
    }
  }

  const baseline = percentile([...health.before.latencies, ...health.after.latencies], 50);
  out.push('', '## Latency (ms; × = ratio to the health-check p50 of this run)', '');
  out.push(
    '| measure | p50 | p95 | p99 | max | p50 × | p95 × |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  const rowOf = (name: string, values: number[]) => {
    const [p50, p95, p99, max] = [
      percentile(values, 50),
      percentile(values, 95),
      percentile(values, 99),
      percentile(values, 100),
    ];
    out.push(
      `| ${name} | ${f(p50)} | ${f(p95)} | ${f(p99)} | ${f(max)} | ${ratio(p50, baseline)} | ${ratio(p95, baseline)} |`,
    );
  };
  rowOf(
    'upload + verify',
    outcomes.map((o) => o.uploadMs + o.verifyMs),
  );
  rowOf(
    'verify alone',
    outcomes.map((o) => o.verifyMs),
  );
  rowOf(
    'upload alone',
    outcomes.map((o) => o.uploadMs),
  );
  rowOf('GET /api/health before', health.before.latencies);
  rowOf('GET /api/health after', health.after.latencies);
  const rps = (burst: Burst) => (burst.latencies.length / burst.seconds).toFixed(0);
  out.push('', `Health throughput: ${rps(health.before)} req/s before, ${rps(health.after)} req/s after.`);
  return out.join('\n');
}

function pct(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

function f(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms.toFixed(1);
}

function ratio(value: number, baseline: number): string {
  if (baseline <= 0) return '–';
  const times = value / baseline;
  return `${times < 10 ? times.toFixed(1) : times.toFixed(0)}×`;
}
