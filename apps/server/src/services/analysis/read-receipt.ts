import { linesWorthRereading, type RereadExpectations } from '@ramkoll/shared/rules/receipt-reread';
import {
  parseReceiptText,
  type ReceiptExpectations,
  type ReceiptTextFacts,
} from '@ramkoll/shared/rules/receipt-text';
import type { ReceiptCheck } from '@ramkoll/shared/schemas/analysis';
import type { AnalysisProvider, TextReading } from '../../providers/analysis/analysis-provider.js';
import { analysing } from './read-own-image.js';

type ReceiptVerification = ReceiptCheck['verification'];

export interface ReadReceiptOptions {
  analysis: AnalysisProvider;
  image: Buffer;
  /** Decides the century of ten-digit personnummer. */
  now: Date;
  /** What we look for: the typed frame number, the user's own personnummer, known sellers. */
  expected: ReceiptExpectations & RereadExpectations;
  /** The three checks on the facts read so far. */
  check: (facts: ReceiptTextFacts) => ReceiptVerification;
}

/**
 * Three looks at most (docs/decisions/026-receipt-matching.md): the page read once; where a check
 * failed, the lines its value should be on read again, larger (a fraction of a page's time); and
 * only when the first reading made little of the page, the page again in bands (attempt 1).
 */
export async function readReceipt(options: ReadReceiptOptions): Promise<ReceiptTextFacts> {
  const { analysis, image, now, expected, check } = options;
  const first = await analysing(() => analysis.readText(image, 0));
  let facts = parseReceiptText(first.text, now, expected);
  let verdict = check(facts);
  if (passes(verdict)) return facts;

  const missing = {
    frameNumber: !verdict.frameNumberValid,
    personalNumber: !verdict.customerPersonalNumberValid,
    seller: !verdict.sellerInfoFound,
  };
  const lines = first.lines;
  const chosen = linesWorthRereading(
    lines.map((line) => line.text),
    missing,
    expected,
  ).flatMap((index) => lines[index] ?? []);
  if (chosen.length > 0) {
    const before = facts;
    const closer = await analysing(() =>
      analysis.rereadLines(image, chosen, {
        enough: (text) => passes(check(mergeFacts(before, parseReceiptText(text, now, expected)))),
      }),
    );
    facts = mergeFacts(facts, parseReceiptText(closer, now, expected));
    verdict = check(facts);
    if (passes(verdict)) return facts;
  }

  if (analysis.textAttempts > 1 && readLittle(first)) {
    const again = await analysing(() => analysis.readText(image, 1));
    facts = mergeFacts(facts, parseReceiptText(again.text, now, expected));
  }
  return facts;
}

/**
 * Fewer lines with words than a receipt has, text the engine itself doubts, or lines that stop
 * short of the page (the page is cut to its print, so the print reaches its ends): tesseract lost
 * its way in the layout, and reading the page in parts may find the rest.
 */
const MIN_READ_LINES = 8;
const MIN_READ_CONFIDENCE = 0.6;
const MIN_READ_SPAN = 0.6;

function readLittle(reading: TextReading): boolean {
  const worded = reading.lines.filter((line) => /\p{L}{3}/u.test(line.text));
  if (worded.length < MIN_READ_LINES || reading.confidence < MIN_READ_CONFIDENCE) return true;
  const top = Math.min(...worded.map((line) => line.box.top));
  const bottom = Math.max(...worded.map((line) => line.box.top + line.box.height));
  return reading.pageHeight > 0 && bottom - top < reading.pageHeight * MIN_READ_SPAN;
}

function passes(verdict: ReceiptVerification): boolean {
  return verdict.frameNumberValid && verdict.customerPersonalNumberValid && verdict.sellerInfoFound;
}

/** Everything either reading found; brand and model from the first that had them. */
function mergeFacts(before: ReceiptTextFacts, after: ReceiptTextFacts): ReceiptTextFacts {
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  return {
    frameNumbers: union(before.frameNumbers, after.frameNumbers),
    personalNumbers: union(before.personalNumbers, after.personalNumbers),
    organizationNumbers: union(before.organizationNumbers, after.organizationNumbers),
    sellerName: before.sellerName ?? after.sellerName,
    sellerInfoFound: before.sellerInfoFound || after.sellerInfoFound,
    brand: before.brand ?? after.brand,
    model: before.model ?? after.model,
  };
}
