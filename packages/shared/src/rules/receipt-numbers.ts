import { passesLuhn } from './luhn.js';
import { DIGIT_LIKE, matchesWithLookAlikes, repairDigits } from './ocr-look-alikes.js';
import { parsePersonalNumber } from './personal-number.js';
import { approximatelyContains } from './receipt-seller.js';

/**
 * Personnummer and organisation numbers on a receipt's OCR text. Both are ten digits with a Luhn
 * check, so the line's label decides: "Org.nr" makes an organisation number (a sole trader's is
 * their personnummer), otherwise a valid personnummer is one. An unlabelled organisation number
 * must be written NNNNNN-NNNN with the third digit 2 or more, as legal entities' numbers are, so
 * phone numbers do not pass for one.
 *
 * OCR reads 0 as 6, G or @ and 1 as 7 or l (ocr-look-alikes.ts), so numbers are found in
 * "digit-like" characters: the buyer's own personnummer is recognised within the look-alike
 * budget, and a labelled organisation number whose check digit fails is repaired by look-alike
 * swaps until it holds.
 */
export interface ReceiptNumbers {
  /** Canonical 12 digits (YYYYMMDDNNNN), century from `today` as the personnummer rule decides. */
  personalNumbers: string[];
  /** Ten digits, no dash. */
  organizationNumbers: string[];
}

export interface ExpectedNumbers {
  /** The buyer's own personnummer, canonical 12 digits; found even when misread by look-alikes. */
  personalNumber?: string | null;
}

// 6 or 8 digit-like characters, an optional separator (OCR adds spaces around it), 4 more.
const D = `[${DIGIT_LIKE}]`;
const NUMBER = new RegExp(`(?<![\\p{L}\\d])(${D}{6}|${D}{8}) ?([-–—+.]?) ?(${D}{4})(?![\\p{L}\\d])`, 'gu');
// How a seller's number is labelled: "Org.nr", "Organisationsnummer", "Momsreg.nr", "VAT no",
// "Reg. no", "Company reg. no", "Corporate ID no.", "Corporate identity number", "Business ID".
export const ORG_LABEL =
  /\b(?:[o0]rg|organi[sz]ation|company\s*(?:reg|no|number|id)|corporate\s*(?:id|identity|reg|no|number)|business\s*(?:id|reg)|registration\s*(?:no|nr|number)|reg\.?\s*no|momsreg|vat)/i;
export const PERSON_LABEL =
  /\b(?:person\s*-?\s*(?:nummer|nurnmer|nr|no)|pers\.?\s*nr|pnr|personal\s*(?:identity\s*|id\s*)?(?:number|no)|civic|födelsenummer|(?<!corporate\s*)identity\s*(?:number|no))/i;
/** A run that is mostly letters is a word ("BOSSGODS"), not a misread number. */
const MIN_REAL_DIGITS = 0.6;
/** An organisation number's check digit is repaired with at most this many look-alike swaps. */
const ORG_REPAIR_SWAPS = 2;

export function findReceiptNumbers(
  lines: string[],
  today: Date,
  expected: ExpectedNumbers = {},
): ReceiptNumbers {
  const personalNumbers = new Set<string>();
  const organizationNumbers = new Set<string>();
  const own = expected.personalNumber ?? null;

  for (const line of lines) {
    const personLabelled = isPersonLabelled(line);
    if (own && (holdsOwnNumber(line, own, personLabelled) || holdsOwnNumberWithOneUnreadable(line, own))) {
      personalNumbers.add(own);
    }
    const matches = [...line.matchAll(NUMBER)];
    for (const match of matches) {
      const [, head = '', separator = '', tail = ''] = match;
      const raw = `${head}${tail}`;
      if (realDigitShare(raw) < MIN_REAL_DIGITS) continue;
      const orgLabelled = ORG_LABEL.test(line.slice(0, match.index)) && !personLabelled;
      const century = separator === '+' ? '+' : '-';

      if (own && isOwnNumber(raw, own)) {
        personalNumbers.add(own);
        continue;
      }
      if (orgLabelled) {
        const org = repairDigits(
          raw,
          (digits) => digits.length === 10 && passesLuhn(digits),
          ORG_REPAIR_SWAPS,
        );
        if (org) organizationNumbers.add(org);
        continue;
      }
      const digits = /^\d+$/.test(raw) ? raw : personLabelled ? foldDigits(raw) : null;
      if (digits === null) continue;
      const personal = parsePersonalNumber(`${digits.slice(0, -4)}${century}${digits.slice(-4)}`, today);
      if (personal.ok) {
        personalNumbers.add(personal.normalized);
        continue;
      }
      const written = separator !== '' && separator !== '+' && !personLabelled;
      if (written && digits.length === 10 && passesLuhn(digits) && Number(digits[2]) >= 2) {
        organizationNumbers.add(digits);
      }
    }
    for (const org of vatOrganizationNumbers(line)) organizationNumbers.add(org);
    // A labelled number no pattern above took whole: perhaps with a stray mark inside.
    const stray = matches.length === 0 && !personLabelled ? strayMarkOrganizationNumber(line) : null;
    if (stray) organizationNumbers.add(stray);
  }

  return { personalNumbers: [...personalNumbers], organizationNumbers: [...organizationNumbers] };
}

// A Swedish VAT number is "SE", the organisation number's ten digits and "01" ("SE556108387301").
const VAT_NUMBER = new RegExp(
  `(?<![\\p{L}\\d])S[E3F] ?(${D}{10}) ?([${DIGIT_LIKE}]{2})(?![\\p{L}\\d])`,
  'gu',
);

/**
 * The organisation number inside a Swedish VAT number, wherever it is printed: the form is its own
 * label. Letters read for digits are folded back; digit look-alikes are repaired only under a
 * label, as for any organisation number; the check digit must hold.
 */
function vatOrganizationNumbers(line: string): string[] {
  const found: string[] = [];
  for (const [, body = '', suffix = ''] of line.matchAll(VAT_NUMBER)) {
    if (repairDigits(suffix, (digits) => digits === '01', 1) === null) continue;
    if (realDigitShare(body) < MIN_REAL_DIGITS) continue;
    // Digit swaps only under a VAT or organisation number label; letters read for digits always.
    const swaps = ORG_LABEL.test(line) ? ORG_REPAIR_SWAPS : 0;
    const org = repairDigits(body, (digits) => passesLuhn(digits), swaps);
    if (org) found.push(org);
  }
  return found;
}

/**
 * A labelled organisation number with a mark OCR put inside it ("967/866-9012": a streak read as
 * a slash): after the label, the digit-like characters with separators and one such mark left out
 * must be ten digits whose check digit holds as read.
 */
function strayMarkOrganizationNumber(line: string): string | null {
  const label = ORG_LABEL.exec(line);
  if (!label) return null;
  const value = line.slice(label.index + label[0].length).replace(/^[^\d]*/, '');
  const piece = /^[\d][\d /\\|.\-–:]*\d/.exec(value)?.[0] ?? '';
  const marks = piece.match(/[/\\|]/g) ?? [];
  if (marks.length !== 1) return null;
  const digits = piece.replace(/\D/g, '');
  return digits.length === 10 && passesLuhn(digits) && Number(digits[2]) >= 2 ? digits : null;
}

/** Twelve characters against YYYYMMDDNNNN, ten against YYMMDDNNNN, look-alikes forgiven. */
function isOwnNumber(raw: string, own: string): boolean {
  const expected = raw.length === 12 ? own : raw.length === 10 ? own.slice(2) : null;
  return expected !== null && matchesWithLookAlikes(expected, raw);
}

/** A personnummer label, also as OCR misreads it ("Persomnummer", "Personnumrner"). */
function isPersonLabelled(line: string): boolean {
  if (PERSON_LABEL.test(line)) return true;
  return (line.match(/\p{L}{10,14}/gu) ?? []).some((word) =>
    approximatelyContains(word.toLowerCase(), 'personnummer', 2),
  );
}

const SEPARATORS = /[ .,:\-–+]/g;
const NUMBER_PIECE = new RegExp(`[${DIGIT_LIKE}](?:[ .,:\\-–+]*[${DIGIT_LIKE}])*`, 'gu');

/**
 * The user's own personnummer anywhere in the line, however OCR spaced or dotted it
 * ("90 820. 5008"), look-alikes forgiven; after a personnummer label also with one character too
 * many or too few ("19461025-12683", "850217-372"). A valid personnummer has exactly 10 or 12
 * digits, so a value one off is a misreading; and it can only be another person's number misread
 * if that number is within look-alikes of the user's own, as anywhere else.
 */
function holdsOwnNumber(line: string, own: string, labelled: boolean): boolean {
  // A label's last letters may join the piece ("NO.: 950119886" reads "O950119886"): the piece
  // is also tried from its first real digit to its last.
  const pieces = (line.match(NUMBER_PIECE) ?? []).flatMap((piece) => {
    const digitsOnly = piece.replace(/^\D+|\D+$/g, '');
    return digitsOnly === piece ? [piece] : [piece, digitsOnly];
  });
  return pieces.some((piece) => {
    const read = [...piece.replace(SEPARATORS, '')];
    if (read.length < 9 || realDigitShare(read.join('')) < MIN_REAL_DIGITS) return false;
    return [own, own.slice(2)].some((form) => {
      if (read.length === form.length) return matchesWithLookAlikes(form, read.join(''));
      if (!labelled || Math.abs(read.length - form.length) !== 1) return false;
      const readLonger = read.length > form.length;
      const longer = readLonger ? read : [...form];
      return longer.some((_char, index) => {
        const without = longer.toSpliced(index, 1).join('');
        return readLonger
          ? matchesWithLookAlikes(form, without)
          : matchesWithLookAlikes(without, read.join(''));
      });
    });
  });
}

const COMPACT_SEPARATORS = /[\s.,:\-–—+]/g;

/**
 * The user's own personnummer with one digit OCR could not read at all (a streak or blur made a
 * `5` an `E`, a `0` a `(`): every other digit read exactly as the user's own, and the one glyph
 * not a digit. The Luhn check digit decides what that digit must be (one unknown digit of a
 * Luhn number has exactly one completion), and the number so completed must be the user's own.
 * Another person's valid number differs from the user's in at least two digits (Luhn catches
 * every single-digit change), so it passes only if OCR both lost one of its digits and read
 * another as exactly the user's digit there, which is two misreadings of one number; a wrong
 * digit read as a digit (`4` for `1`) is not repaired, nor is the century of a twelve-digit
 * number, which the check digit does not cover.
 */
export function holdsOwnNumberWithOneUnreadable(line: string, own: string): boolean {
  const compact = line.replace(COMPACT_SEPARATORS, '');
  const chars = [...compact];
  return [own, own.slice(2)].some((form) => {
    for (let start = 0; start + form.length <= chars.length; start++) {
      if (/\d/.test(chars[start - 1] ?? '') || /\d/.test(chars[start + form.length] ?? '')) continue;
      const window = chars.slice(start, start + form.length);
      const unreadable = window.flatMap((char, index) => (/\d/.test(char) ? [] : [index]));
      const [at] = unreadable;
      if (unreadable.length !== 1 || at === undefined || at < form.length - 10) continue;
      const checked = window.slice(form.length - 10);
      const position = at - (form.length - 10);
      const completed = completeByLuhn(checked, position);
      if (completed !== null && `${window.slice(0, form.length - 10).join('')}${completed}` === form) {
        return true;
      }
    }
    return false;
  });
}

/** The ten digits with the one at `position` chosen so the Luhn check holds; null if none does. */
function completeByLuhn(digits: string[], position: number): string | null {
  for (let digit = 0; digit <= 9; digit++) {
    const candidate = digits.toSpliced(position, 1, String(digit)).join('');
    if (passesLuhn(candidate)) return candidate;
  }
  return null;
}

function realDigitShare(raw: string): number {
  return (raw.match(/\d/g)?.length ?? 0) / raw.length;
}

/** After a personnummer label, letters that OCR reads for digits are digits. */
function foldDigits(value: string): string | null {
  const folded = value
    .replace(/[OoQD@]/g, '0')
    .replace(/[lI|]/g, '1')
    .replace(/S/g, '5')
    .replace(/Z/g, '2')
    .replace(/B/g, '8')
    .replace(/G/g, '6');
  return /^\d+$/.test(folded) ? folded : null;
}
