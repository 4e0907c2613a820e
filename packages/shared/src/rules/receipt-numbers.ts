import { parseOrganizationNumber } from './organization-number.js';
import { parsePersonalNumber } from './personal-number.js';

/**
 * Personnummer and organisation numbers on a receipt's OCR text. Both are ten digits with a Luhn
 * check, so the line's label decides: "Org.nr" makes an organisation number (a sole trader's is
 * their personnummer), otherwise a valid personnummer is one. An unlabelled organisation number
 * must be written NNNNNN-NNNN with the third digit 2 or more, as legal entities' numbers are, so
 * phone numbers do not pass for one.
 */
export interface ReceiptNumbers {
  /** Canonical 12 digits (YYYYMMDDNNNN), century from `today` as the personnummer rule decides. */
  personalNumbers: string[];
  /** Ten digits, no dash. */
  organizationNumbers: string[];
}

// 6 or 8 digits, an optional separator (OCR adds spaces around it), 4 digits.
const NUMBER = /(?<!\d)(\d{6}|\d{8}) ?([-–—+]?) ?(\d{4})(?!\d)/g;
const ORG_LABEL = /\b(?:org|organi[sz]ation|company\s*(?:reg|no|number)|reg\.?\s*no|momsreg)/i;
const PERSON_LABEL =
  /\b(?:person\s*-?\s*(?:nummer|nurnmer|nr|no)|pers\.?\s*nr|pnr|personal\s*(?:identity\s*)?(?:number|no)|civic|födelsenummer)/i;

export function findReceiptNumbers(lines: string[], today: Date): ReceiptNumbers {
  const personalNumbers = new Set<string>();
  const organizationNumbers = new Set<string>();

  for (const line of lines) {
    const personLabel = PERSON_LABEL.exec(line);
    // After a personnummer label, letters that OCR reads for digits are digits.
    const text = personLabel
      ? line.slice(0, personLabel.index) + foldDigits(line.slice(personLabel.index))
      : line;
    for (const match of text.matchAll(NUMBER)) {
      const [, head = '', separator = '', tail = ''] = match;
      const digits = `${head}${tail}`;
      const orgLabelled = ORG_LABEL.test(text.slice(0, match.index));
      if (orgLabelled) {
        const org = digits.length === 10 ? parseOrganizationNumber(digits) : null;
        if (org) organizationNumbers.add(org);
        continue;
      }
      const personal = parsePersonalNumber(`${head}${separator === '+' ? '+' : '-'}${tail}`, today);
      if (personal.ok) {
        personalNumbers.add(personal.normalized);
        continue;
      }
      const org = separator !== '' && separator !== '+' ? parseOrganizationNumber(`${head}-${tail}`) : null;
      if (org && Number(org[2]) >= 2) organizationNumbers.add(org);
    }
  }

  return { personalNumbers: [...personalNumbers], organizationNumbers: [...organizationNumbers] };
}

function foldDigits(value: string): string {
  return value.replace(/[OoQD]/g, '0').replace(/[lI|]/g, '1');
}
