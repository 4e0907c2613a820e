import { join } from 'node:path';
import { repoRoot } from './server-process.js';

/** The command-line options that choose a receipt corpus, shared by bench:receipts and its OCR-only mode. */
export const corpusOptionSpec = {
  count: { type: 'string', default: '150' },
  negatives: { type: 'string', default: '50' },
  concurrency: { type: 'string', default: '2' },
  seed: { type: 'string', default: '1' },
} as const;

/** The corpus those options name, and where it is kept (`out` when given, else by seed and size). */
export function corpusFromOptions(options: {
  count: string;
  negatives: string;
  concurrency: string;
  seed: string;
  out?: string;
}) {
  const positives = wholeNumber('count', options.count);
  const negatives = wholeNumber('negatives', options.negatives);
  const concurrency = Math.max(1, wholeNumber('concurrency', options.concurrency));
  const seed = wholeNumber('seed', options.seed);
  const dir =
    options.out ?? join(repoRoot, '.tmp', 'bench-receipts', `seed-${seed}-${positives}p-${negatives}n`);
  return { positives, negatives, concurrency, seed, dir };
}

export function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`--${name} must be a whole number (got ${value})`);
  return number;
}
