import { findBrandInText, matchBrand, normalizeBikeTypeWord } from './bike-type-words.js';
import { isColourWord } from './colour-words.js';
import { FRAME_NUMBER_MAX_LENGTH, FRAME_NUMBER_MIN_LENGTH } from './frame-number.js';
import { digitReadings, VALUE_CHARACTER } from './ocr-look-alikes.js';
import { findReceiptNumbers } from './receipt-numbers.js';
import { findSeller } from './receipt-seller.js';

/** What we already know we are looking for; it lets the parser see through OCR's look-alikes. */
export interface ReceiptExpectations {
  /** The uploader's own personnummer, canonical 12 digits. */
  personalNumber?: string | null;
  /** Names of companies and stores we know (the company register, partner stores). */
  knownSellers?: readonly string[];
}

/**
 * What a purchase receipt says, read from its OCR text (spec section 5 "Receipt": frame number,
 * the buyer's personnummer, seller or organisation number). Swedish and English receipts; OCR
 * noise is tolerated where it is cheap to: spaces and dashes inside numbers, digits read as
 * letters after a personnummer label, one wrong letter in a long brand name. Look-alikes in frame
 * numbers are kept as read and forgiven when compared with the entered number
 * (ocr-look-alikes.ts); the buyer's own personnummer is recognised through them here.
 */
export interface ReceiptTextFacts {
  /**
   * Frame number candidates as read (look-alikes such as @ and | kept), upper case without
   * separators: values after a label (Ramnummer, Frame no, Serienummer …) first, then every token,
   * or run of adjacent tokens, that mixes letters and digits.
   */
  frameNumbers: string[];
  /** Valid personnummer, canonical 12 digits. */
  personalNumbers: string[];
  /** Valid organisation numbers, 10 digits. */
  organizationNumbers: string[];
  sellerName: string | null;
  /** A seller name or a valid organisation number. */
  sellerInfoFound: boolean;
  brand: string | null;
  model: string | null;
}

export const FRAME_LABEL =
  /(?<![\p{L}\d])(?:ram\s*-?\s*(?:nummer|nurnmer|nr|no)|amnummer|f?rame\s*-?\s*(?:number|nummer|no|nr|#)|s?erie\s*-?\s*(?:nummer|nurnmer|nr|no)|serial\s*(?:number|no|nr|#)?|c?hassi\s*-?\s*(?:nummer|nr))\.?[\s:.#=-]*/iu;
// Lines whose tokens are other identifiers: never frame numbers.
const OTHER_NUMBER_LABEL =
  /org|moms|vat|tel|phone|mobil|kvitto\s*-?\s*n|receipt\s*(?:no|nr|number|#)|order|faktura|invoice|bankgiro|plusgiro|iban|bic|swish|kort|card|ref|kassa|person|pnr|www|http|@/i;
const UNIT = /^\d+(?:kr|sek|st|cm|mm|kg|wh|ah|tum|vxl|växl|vaxl|speed|kmh)$/i;
// Gear counts as printed and as OCR cuts or pads them: "7-vxl", "7-vx|", "7-vx|l", "21speed".
const GEARS = /^\d{1,2}-?(?:v[a-zåäö|1]*|speed|sp|g)$/i;
const BRAND_LABEL = /^(?:märke|marke|fabrikat|brand|make)\b\s*[:.]?\s*(.+)$/i;
const MODEL_LABEL = /^(?:modell|model)\b\s*[:.]?\s*(.+)$/i;
const MAX_MODEL_WORDS = 3;

export function parseReceiptText(
  text: string,
  today = new Date(),
  expected: ReceiptExpectations = {},
): ReceiptTextFacts {
  const lines = text
    .split(/\r?\n/)
    .map((line) => withoutBorders(line.replace(/\s+/g, ' ').trim()))
    .filter((line) => line !== '');
  const { personalNumbers, organizationNumbers } = findReceiptNumbers(lines, today, expected);
  const seller = findSeller(lines, expected.knownSellers);
  const productLines = lines.filter((line) => line !== seller.line);
  const { brand, model } = findBrandAndModel(productLines);

  return {
    frameNumbers: findFrameNumbers(lines),
    personalNumbers,
    organizationNumbers,
    sellerName: seller.name,
    sellerInfoFound: seller.name !== null || organizationNumbers.length > 0,
    brand,
    model,
  };
}

/** The paper's edge or a table's rule read as "|" or "]" before or after a line's text. */
export function withoutBorders(line: string): string {
  return line.replace(/^[|[\]{}!]+ /, '').replace(/ [|[\]{}!]+$/, '');
}

function findFrameNumbers(lines: string[]): string[] {
  const found = new Set<string>();
  lines.forEach((line, index) => {
    const label = FRAME_LABEL.exec(line);
    if (!label) return;
    const after = line.slice(label.index + label[0].length);
    const value = after.trim() === '' ? (lines[index + 1] ?? '') : after;
    const values = labelledValues(value);
    for (const candidate of values) found.add(candidate);
    // The label heads a table's column ("Art.nr Benämning Ramnr Antal Belopp"): the value stands
    // in a row below, where it may be all digits.
    if (values.length > 0) return;
    for (const row of lines.slice(index + 1, index + 1 + TABLE_ROWS)) {
      for (const token of (row.match(TOKEN) ?? []).map(trimBorders)) {
        const candidate = compact(token);
        if (isFrameLike(candidate) && !isNumberShaped(candidate, token)) found.add(candidate);
      }
    }
  });

  // Labels are misread too ("Rarnnurnmer"), so unlabelled tokens are candidates as well; a
  // candidate only counts when it matches the entered number, so extra ones cost nothing.
  for (const line of lines) {
    if (OTHER_NUMBER_LABEL.test(line) && !FRAME_LABEL.test(line)) continue;
    const tokens = (line.match(TOKEN) ?? []).map(trimBorders).filter(Boolean);
    tokens.forEach((first, start) => {
      let joined = '';
      let printed = '';
      for (let end = start; end < Math.min(tokens.length, start + MAX_JOINED_TOKENS); end++) {
        const part = tokens[end] ?? '';
        if (!(/\d/.test(part) || (end === start && /^[A-Z]{1,4}$/.test(first)))) break;
        joined += compact(part);
        printed += part;
        if (joined.length > FRAME_NUMBER_MAX_LENGTH) break;
        if (
          isFrameLike(joined) &&
          /[^\d]/u.test(joined) &&
          !UNIT.test(joined) &&
          !isNumberShaped(joined, printed)
        ) {
          found.add(joined);
        }
      }
    });
  }
  return [...found];
}

// Letters, digits and the symbols OCR prints for 0 and 1; dashes inside a number join it.
const TOKEN = new RegExp(`[${VALUE_CHARACTER}]+(?:[-–][${VALUE_CHARACTER}]+)*`, 'gu');
/** Rows of a table below its header that may hold the frame number's column. */
const TABLE_ROWS = 3;
/** OCR splits "WTU 2094 0259"; a frame number is rarely printed in more parts than this. */
const MAX_JOINED_TOKENS = 3;

/** Letters, digits and the symbols OCR prints for them; what lies outside a token's ends is not. */
const WHOLE_VALUE = new RegExp(`^[${VALUE_CHARACTER}]+$`, 'u');
const OUTSIDE_VALUE = new RegExp(`^[^${VALUE_CHARACTER}]+|[^${VALUE_CHARACTER}]+$`, 'gu');

/** A table border read as "|" at a token's edge is not part of it. */
function trimBorders(token: string): string {
  return token.replace(/^\|+|\|+$/g, '');
}

function looksLikeNumberPart(part: string): boolean {
  return /\d/.test(part) || part === part.toUpperCase();
}

/**
 * Ten or twelve characters that read as digits may be a personnummer, misread or not, which must
 * never be stored as a frame number candidate (receipt_scans keeps no personnummer): when printed
 * as one (a dash before the last four), when they are all digits and any look-alike reading of
 * the date part (YYMMDD or YYYYMMDD; a coordination number's day is 61–91) is a date, or when
 * letters stand for some digits and the date part, read as digits, is one. A frame number such as
 * "1600000S00" has no date in it and stays a candidate.
 */
function isNumberShaped(value: string, printed: string): boolean {
  if (!(value.length === 10 || value.length === 12) || !/^[0-9ODQGBSZI|@$¢]+$/.test(value)) return false;
  const digits = value.match(/\d/g)?.length ?? 0;
  if (digits * 2 < value.length) return false;
  if (/^[^-–]{6}(?:[^-–]{2})?[-–][^-–]{4}$/.test(printed)) return true;
  const date = [...(value.length === 12 ? value.slice(4, 8) : value.slice(2, 6))];
  const readings = (char: string) =>
    digits === value.length ? digitReadings(char) : digitReadings(char).slice(0, 1);
  const [m1 = [], m2 = [], d1 = [], d2 = []] = date.map(readings);
  const months = m1.flatMap((a) => m2.map((b) => Number(a + b)));
  const days = d1.flatMap((a) => d2.map((b) => Number(a + b)));
  return (
    months.some((month) => month >= 1 && month <= 12) &&
    days.some((day) => (day >= 1 && day <= 31) || (day >= 61 && day <= 91))
  );
}

/**
 * The first token after a label, then that token joined with the next ones while they still look
 * like parts of one number (OCR splits "WCR 1234 567X"; a part has a digit or is upper case).
 * Every step is a candidate, since the value may be followed by a price on the same line.
 */
function labelledValues(value: string): string[] {
  const tokens = value
    .split(' ')
    .map((token) => compact(trimBorders(token.replace(OUTSIDE_VALUE, ''))))
    .filter((token) => token !== '');
  const candidates: string[] = [];
  let joined = '';
  for (const [index, part] of tokens.entries()) {
    const continues = WHOLE_VALUE.test(part) && looksLikeNumberPart(part);
    if (index > 0 && (!continues || joined.length + part.length > FRAME_NUMBER_MAX_LENGTH)) break;
    joined += part;
    if (isFrameLike(joined)) candidates.push(joined);
  }
  return candidates;
}

function compact(token: string): string {
  return token.replace(/[-–—]/g, '').toUpperCase();
}

/** 6–20 letters and digits with at least one digit: a word alone is never a frame number. */
function isFrameLike(value: string): boolean {
  return (
    value.length >= FRAME_NUMBER_MIN_LENGTH &&
    value.length <= FRAME_NUMBER_MAX_LENGTH &&
    WHOLE_VALUE.test(value) &&
    /\d/.test(value)
  );
}

function findBrandAndModel(lines: string[]): { brand: string | null; model: string | null } {
  const labelledBrand = firstLabelled(lines, BRAND_LABEL);
  const labelledModel = firstLabelled(lines, MODEL_LABEL);
  const found = findBrandInText(lines.filter((line) => !FRAME_LABEL.test(line)).join('\n'));
  const brand = labelledBrand ? (matchBrand(labelledBrand) ?? labelledBrand) : (found?.brand ?? null);
  const model = labelledModel ?? (found && !labelledBrand ? modelWords(found.rest) : null);
  return { brand, model };
}

function firstLabelled(lines: string[], label: RegExp): string | null {
  for (const line of lines) {
    const value = label.exec(line)?.[1]?.trim();
    if (value && /\p{L}|\d/u.test(value)) return value.slice(0, 60);
  }
  return null;
}

/** Up to three words after the brand, stopping at a type, colour, gear count, size or price. */
function modelWords(rest: string): string | null {
  const words: string[] = [];
  for (const raw of rest.split(' ')) {
    const word = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d"]+$/gu, '');
    if (word === '' || words.length === MAX_MODEL_WORDS) break;
    if (normalizeBikeTypeWord(word) || isColourWord(word) || UNIT.test(word) || GEARS.test(word)) break;
    if (/^\d+[,.]\d{2}$|^(?:kr|sek)$|^\d+(?:"|”|tum|in)$/i.test(word)) break;
    words.push(word);
  }
  return words.length > 0 ? words.join(' ') : null;
}
