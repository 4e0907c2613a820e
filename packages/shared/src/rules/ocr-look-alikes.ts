/**
 * Characters OCR confuses on printed receipts (docs/decisions/026-receipt-matching.md). Two characters
 * are look-alikes when they share a group. Only these swaps are forgiven when a receipt is compared
 * with what we expect on it (the typed frame number, the user's own personnummer); any other
 * difference is a real difference.
 */
// '38' and '56': digits whose strokes differ by a short arc, which tesseract swaps on blurred or
// faded print (a 3 closed into an 8, a 6 opened into a 5).
export const LOOK_ALIKE_GROUPS = [
  '0ODQ68G@¢',
  '1IL|7/![]',
  '5S$',
  '2Z',
  '8B&£',
  'J)]',
  'C(',
  '38',
  '56',
] as const;

/**
 * The symbols in those groups: OCR prints them for a letter or digit, and no frame number or
 * personnummer is typed with one, so a symbol read in a value is always a misreading.
 */
export const OCR_SYMBOLS = '@|$¢/![]&()£';
/** A character class body matching a letter, a digit or one of OCR_SYMBOLS (for `new RegExp`). */
export const VALUE_CHARACTER = `\\p{L}\\d${OCR_SYMBOLS.replace(/[\][\\/|$()]/g, (char) => `\\${char}`)}`;

/**
 * At most this share of a value's characters may be look-alike swaps: a badly lit photo misreads
 * several zeros of "WTU20940259", but a value made mostly of swaps is not read, it is guessed.
 */
export const LOOK_ALIKE_SHARE = 0.4;

/** Characters that may stand for a digit in OCR text. */
export const DIGIT_LIKE = '0-9ODQGBSZIl|@$¢£';

const groupsOf = new Map<string, Set<number>>();
LOOK_ALIKE_GROUPS.forEach((group, index) => {
  for (const char of group) {
    const groups = groupsOf.get(char) ?? new Set<number>();
    groups.add(index);
    groupsOf.set(char, groups);
  }
});

/** Upper case, with the lower-case look-alikes OCR prints ('l' for 1, 'o' for 0) folded in. */
function canonical(char: string): string {
  return char.toUpperCase();
}

export function areLookAlikes(a: string, b: string): boolean {
  const left = groupsOf.get(canonical(a));
  const right = groupsOf.get(canonical(b));
  if (!left || !right) return false;
  for (const group of left) if (right.has(group)) return true;
  return false;
}

export interface LookAlikeComparison {
  /** Positions where the two differ by a look-alike swap. */
  lookAlikes: number;
  /** Positions where they differ otherwise. */
  differences: number;
}

/**
 * Position by position, case-insensitive; null when the lengths differ (a missing or extra
 * character is a real difference, never a look-alike).
 */
export function compareLookAlike(expected: string, read: string): LookAlikeComparison | null {
  const left = [...expected];
  const right = [...read];
  if (left.length !== right.length) return null;
  let lookAlikes = 0;
  let differences = 0;
  left.forEach((char, index) => {
    const other = right[index] ?? '';
    if (canonical(char) === canonical(other)) return;
    if (areLookAlikes(char, other)) lookAlikes++;
    else differences++;
  });
  return { lookAlikes, differences };
}

export function lookAlikeBudget(length: number): number {
  return Math.floor(length * LOOK_ALIKE_SHARE);
}

/** `read` is `expected` as OCR could have printed it: same length, only look-alike swaps, within budget. */
export function matchesWithLookAlikes(expected: string, read: string): boolean {
  const comparison = compareLookAlike(expected, read);
  return (
    comparison !== null &&
    comparison.differences === 0 &&
    comparison.lookAlikes <= lookAlikeBudget([...expected].length)
  );
}

/**
 * Glyphs touch or break in print, so OCR reads "0O" as "0OO", "1I" as "1" or "S" as "S$": a run
 * of characters from one look-alike group may be read one character longer or shorter. That one
 * split or merge counts against the same budget; a missing or extra character anywhere else is a
 * real difference.
 */
export function matchesAllowingOneSplit(expected: string, read: string): boolean {
  if (matchesWithLookAlikes(expected, read)) return true;
  const left = [...expected];
  const right = [...read];
  if (Math.abs(left.length - right.length) !== 1) return false;
  const expectedLonger = left.length > right.length;
  const longer = expectedLonger ? left : right;
  const budget = lookAlikeBudget(left.length);
  return longer.some((char, index) => {
    if (!splits(char, longer[index - 1]) && !splits(char, longer[index + 1])) return false;
    const without = longer.toSpliced(index, 1).join('');
    const comparison = expectedLonger ? compareLookAlike(without, read) : compareLookAlike(expected, without);
    return comparison !== null && comparison.differences === 0 && comparison.lookAlikes + 1 <= budget;
  });
}

function splits(char: string, neighbour: string | undefined): boolean {
  if (neighbour === undefined) return false;
  const a = canonical(char);
  const b = canonical(neighbour);
  return LOOK_ALIKE_GROUPS.some((group) => group.includes(a) && group.includes(b));
}

/** The digits a character may stand for: itself, or its look-alike digits. Empty for none. */
export function digitReadings(char: string): string[] {
  const readings = new Set<string>();
  if (/^\d$/.test(char)) readings.add(char);
  for (const digit of '0123456789') if (areLookAlikes(char, digit)) readings.add(digit);
  return [...readings];
}

/**
 * A digit string from OCR characters that must satisfy `isValid` (a Luhn check digit, say):
 * letters become the digits they look like, and up to `maxSwaps` digits are swapped for their
 * look-alikes, fewest swaps first. Null when no reading holds.
 */
export function repairDigits(
  read: string,
  isValid: (digits: string) => boolean,
  maxSwaps = 2,
): string | null {
  const chars = [...read];
  const options = chars.map((char) => {
    const readings = digitReadings(char);
    // A digit reads as itself first; a letter has no reading of its own.
    return /^\d$/.test(char) ? [char, ...readings.filter((digit) => digit !== char)] : readings;
  });
  if (options.some((list) => list.length === 0)) return null;

  for (let swaps = 0; swaps <= maxSwaps; swaps++) {
    const found = search(options, 0, swaps, '', isValid);
    if (found !== null) return found;
  }
  return null;
}

function search(
  options: string[][],
  index: number,
  swapsLeft: number,
  prefix: string,
  isValid: (digits: string) => boolean,
): string | null {
  if (index === options.length) return swapsLeft === 0 && isValid(prefix) ? prefix : null;
  const list = options[index] ?? [];
  // The first reading is free (a digit as printed, a letter's closest digit); others are swaps.
  const [first = '', ...others] = list;
  const kept = search(options, index + 1, swapsLeft, prefix + first, isValid);
  if (kept !== null) return kept;
  if (swapsLeft === 0) return null;
  for (const digit of others) {
    const swapped = search(options, index + 1, swapsLeft - 1, prefix + digit, isValid);
    if (swapped !== null) return swapped;
  }
  return null;
}
