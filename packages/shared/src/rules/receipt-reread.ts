import { DIGIT_LIKE, digitReadings, VALUE_CHARACTER } from './ocr-look-alikes.js';
import { ORG_LABEL, PERSON_LABEL } from './receipt-numbers.js';
import { approximatelyContains, SELLER_LABEL } from './receipt-seller.js';
import { FRAME_LABEL, withoutBorders } from './receipt-text.js';

/** The checks a first reading of a receipt did not pass: what a closer look should find. */
export interface StillMissing {
  frameNumber: boolean;
  personalNumber: boolean;
  seller: boolean;
}

export interface RereadExpectations {
  /** As the user typed it. */
  frameNumber?: string | null;
  /** The user's own personnummer, 12 digits. */
  personalNumber?: string | null;
}

/** A closer look at more lines than this is a second reading of the page, not a closer look. */
export const MAX_REREAD_LINES = 8;
/** A line holds a misreading of a value when it is within this share of edits of it. */
const MISREAD_SHARE = 0.3;
/** A shop's name is printed at the head of its receipts. */
const HEADER_LINES = 3;

/**
 * Which lines of a receipt's first OCR reading deserve a closer look (docs/decisions/026): where a
 * check that failed would find its value. A labelled line (Ramnummer, Personnummer, Org.nr,
 * Säljare) and, when its value is printed below it, the next line; a line holding something
 * within a few OCR slips of the typed frame number or of the user's own personnummer; for the
 * seller, the receipt's head, where the shop names itself. Indices in reading order, at most
 * MAX_REREAD_LINES; none when nothing points anywhere (the page was not read, or the receipt
 * simply lacks what is missing).
 */
export function linesWorthRereading(
  lines: readonly string[],
  missing: StillMissing,
  expected: RereadExpectations = {},
): number[] {
  const chosen = new Set<number>();
  const withValueBelow = (index: number, label: RegExp) => {
    chosen.add(index);
    const line = withoutBorders(lines[index] ?? '');
    const match = label.exec(line);
    const rest = match ? line.slice(match.index + match[0].length) : '';
    if (!/[\p{L}\d]{3}/u.test(rest) && index + 1 < lines.length) chosen.add(index + 1);
  };
  const frame = compactUpper(expected.frameNumber ?? '');
  const ownTen = (expected.personalNumber ?? '').slice(2);

  lines.map(withoutBorders).forEach((line, index) => {
    if (missing.frameNumber) {
      if (FRAME_LABEL.test(line)) withValueBelow(index, FRAME_LABEL);
      else if (frame.length > 0 && holdsMisreading(compactUpper(line), frame)) chosen.add(index);
    }
    if (missing.personalNumber) {
      if (PERSON_LABEL.test(line)) withValueBelow(index, PERSON_LABEL);
      else if (ownTen.length === 10 && holdsMisreading(digitsOf(line), ownTen)) chosen.add(index);
    }
    if (missing.seller) {
      if (ORG_LABEL.test(line)) withValueBelow(index, ORG_LABEL);
      else if (SELLER_LABEL.test(line)) withValueBelow(index, SELLER_LABEL);
      else if (index < HEADER_LINES) chosen.add(index);
    }
  });
  return [...chosen].sort((a, b) => a - b).slice(0, MAX_REREAD_LINES);
}

const NOT_VALUE_CHARACTER = new RegExp(`[^${VALUE_CHARACTER}]`, 'gu');

function compactUpper(value: string): string {
  return value.toUpperCase().replace(NOT_VALUE_CHARACTER, '');
}

function holdsMisreading(text: string, value: string): boolean {
  return (
    text.length >= value.length - 2 &&
    approximatelyContains(text, value, Math.floor(value.length * MISREAD_SHARE))
  );
}

const NOT_DIGIT_LIKE = new RegExp(`[^${DIGIT_LIKE}]`, 'g');

/** The line's digits, with what OCR printed for a digit read as the digit it most looks like. */
function digitsOf(line: string): string {
  return [...line.replace(NOT_DIGIT_LIKE, '')].map((char) => digitReadings(char)[0] ?? '').join('');
}
