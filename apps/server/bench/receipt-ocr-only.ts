/**
 * `npm run bench:receipts:ocr -- --seed 7 [--count 150 --negatives 50 --concurrency 2]`
 *
 * The receipt method alone, without HTTP, sign-ups or a database: each receipt of a corpus (made
 * or reused as by bench:receipts) is read in this process by the local analysis provider and
 * checked against the typed frame number and the buyer's personnummer, exactly as verification
 * does (readReceipt, evaluateReceiptScan), `concurrency` at a time. For working on the method:
 * it lists every wrong answer with what was read. The latency figures of record come from
 * bench:receipts over HTTP. Personnummer are compared as read (no keyed hash is needed here).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalAnalysisProvider } from '../src/providers/analysis/local-analysis-provider.js';
import { withPhaseTimings, type PhaseTimings } from '../src/providers/analysis/phase-timings.js';
import { evaluateReceiptScan } from '../src/services/analysis/evaluate-receipt-scan.js';
import { readReceipt } from '../src/services/analysis/read-receipt.js';
import { frameKey } from '../src/lib/frame-number.js';
import { loadOrGenerateCorpus } from './receipts/corpus.js';
import { corpusFromOptions, corpusOptionSpec } from './receipts/corpus-options.js';
import { percentile } from './receipts/report.js';
import type { ReceiptTextFacts } from '@ramkoll/shared/rules/receipt-text';

const { values: options } = parseArgs({
  options: {
    ...corpusOptionSpec,
    only: { type: 'string' },
  },
});
const { positives, negatives, concurrency, seed, dir } = corpusFromOptions(options);
const manifest = await loadOrGenerateCorpus({ seed, positives, negatives, dir });
const only = options.only?.split(',');
const entries = only ? manifest.entries.filter((entry) => only.includes(entry.id)) : manifest.entries;

const analysis = createLocalAnalysisProvider();
const now = new Date('2026-11-26T12:00:00Z');
const loadBefore = loadavg()[0] ?? 0;
interface Result {
  id: string;
  negative: string | null;
  accepted: boolean;
  ms: number;
  failed: string[];
  facts: ReceiptTextFacts | null;
  /** Where its time went (phase-timings.ts). */
  phases: PhaseTimings;
  error?: string;
}
const results: Result[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < entries.length) {
      const entry = entries[next++];
      if (!entry) break;
      const image = await readFile(join(dir, entry.file));
      const own = entry.accountPersonalNumber;
      const check = (facts: ReceiptTextFacts) =>
        evaluateReceiptScan(
          {
            frameKeys: facts.frameNumbers.map(frameKey),
            personalNumberHashes: facts.personalNumbers,
            sellerInfoFound: facts.sellerInfoFound,
          },
          entry.typedFrameNumber,
          own,
        );
      const t = performance.now();
      const phases: PhaseTimings = {};
      try {
        const { result: facts, timings } = await withPhaseTimings(() =>
          readReceipt({
            analysis,
            image,
            now,
            expected: { personalNumber: own, knownSellers: [], frameNumber: entry.typedFrameNumber },
            check: (facts) => check(facts).verification,
          }),
        );
        Object.assign(phases, timings);
        const verdict = check(facts);
        const failed = Object.entries(verdict.verification)
          .filter(([, ok]) => !ok)
          .map(([name]) => name);
        results.push({
          id: entry.id,
          negative: entry.negative,
          accepted: failed.length === 0,
          ms: performance.now() - t,
          failed,
          facts,
          phases,
        });
      } catch (error) {
        results.push({
          id: entry.id,
          negative: entry.negative,
          accepted: false,
          ms: performance.now() - t,
          failed: ['error'],
          facts: null,
          phases,
          error: String(error),
        });
      }
    }
  }),
);
await analysis.close();

const byId = new Map(manifest.entries.map((entry) => [entry.id, entry]));
const pos = results.filter((r) => r.negative === null);
const neg = results.filter((r) => r.negative !== null);
for (const r of results) {
  const entry = byId.get(r.id);
  if (!entry || r.accepted === (r.negative === null)) continue;
  console.log(
    `${r.negative ? 'NEGATIVE ACCEPTED' : 'refused'} ${r.id} ${entry.layout} ${entry.font} ${entry.degradations}`,
  );
  console.log(
    `   failed ${r.failed.join(',')}; typed ${entry.typedFrameNumber} printed ${entry.printedFrameNumber} pnr ${entry.printedPersonalNumber} own ${entry.accountPersonalNumber}`,
  );
  console.log(
    `   read frames ${r.facts?.frameNumbers.slice(0, 30).join(' ')} | pnrs ${r.facts?.personalNumbers.join(' ')} ${r.error ?? ''}`,
  );
}
const ms = results.map((r) => r.ms);
console.log(phaseTable(results));
const summary =
  `seed ${seed}: positives ${pos.filter((r) => r.accepted).length}/${pos.length}, ` +
  `negatives accepted ${neg.filter((r) => r.accepted).length}/${neg.length}, ` +
  `OCR p50 ${percentile(ms, 50).toFixed(0)} ms p95 ${percentile(ms, 95).toFixed(0)} ms, ` +
  `total ${((performance.now() - started) / 1000).toFixed(0)} s, load ${loadBefore.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)}`;
console.log(summary);
await writeFile(join(dir, 'ocr-only.json'), JSON.stringify(results, null, 2));

/**
 * Where the time went: each phase's mean over all receipts, over the slowest 5 % and over the
 * rest, and the slowest 5 % one by one (the receipts that make the p95).
 */
function phaseTable(all: Result[]): string {
  const sorted = [...all].sort((a, b) => b.ms - a.ms);
  const slowest = sorted.slice(0, Math.max(1, Math.ceil(sorted.length * 0.05)));
  const rest = sorted.slice(slowest.length);
  const names = [...new Set(all.flatMap((r) => Object.keys(r.phases)))].sort();
  const mean = (rows: Result[], name: string) =>
    rows.length === 0 ? 0 : rows.reduce((sum, r) => sum + (r.phases[name] ?? 0), 0) / rows.length;
  const shown = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));
  const lines = [
    '| phase | mean, all | mean, slowest 5 % | mean, the rest |',
    '| --- | ---: | ---: | ---: |',
    ...['total', ...names].map((name) =>
      name === 'total'
        ? `| total | ${shown(meanOf(all))} | ${shown(meanOf(slowest))} | ${shown(meanOf(rest))} |`
        : `| ${name} | ${shown(mean(all, name))} | ${shown(mean(slowest, name))} | ${shown(mean(rest, name))} |`,
    ),
    '',
    'Slowest 5 %:',
    ...slowest.map((r) => {
      const entry = byId.get(r.id);
      const phases = Object.entries(r.phases)
        .map(([name, value]) => `${name} ${shown(value)}`)
        .join(', ');
      return `- ${r.id} ${r.negative ?? 'positive'} ${entry?.layout ?? ''} ${r.ms.toFixed(0)} ms: ${phases}`;
    }),
  ];
  return lines.join('\n');
}

function meanOf(rows: Result[]): number {
  return rows.length === 0 ? 0 : rows.reduce((sum, r) => sum + r.ms, 0) / rows.length;
}
