/**
 * The seller on a receipt's OCR lines: a line labelled Säljare / Seller / Butik / Store, a line
 * naming a company by its legal form (AB, Aktiebolag, HB, KB, Enskild firma, Ltd, Inc …), or the
 * name of a company or store we know, read with a few OCR slips. The organisation number, the
 * other way a seller shows, is found with the receipt's numbers.
 */
export interface ReceiptSeller {
  name: string | null;
  /** The line the name was read from, so the product search can skip it. */
  line: string | null;
}

// The English OCR model has no å, ä or ö: it reads "Säljare" as "Saljare", "Séljare" or
// "Sàljare", so those letters match any letter.
export const SELLER_LABEL =
  /^(?:s\p{L}ljare|f\p{L}rs\p{L}ljare|\p{L}terf\p{L}rs\p{L}ljare|butik|handlare|seller|sold by|store|shop|dealer|retailer|vendor|merchant)(?![\p{L}\d])\s*[:.\-–]?\s*(.*)$/iu;
// Short legal forms only in capitals as written, so "ab" or "inc" inside prose does not count.
const SHORT_COMPANY_FORM = /(?<![\p{L}\d])(?:AB|HB|KB|Ltd|LTD|Inc|INC|LLC|GmbH|Oy|ApS|plc)(?![\p{L}\d])/u;
const LONG_COMPANY_FORM =
  /(?<![\p{L}])(?:aktiebolag|handelsbolag|kommanditbolag|enskild firma|ekonomisk f[öo]rening|limited)(?![\p{L}])/iu;
/** The long legal forms written as one word, which OCR may read with one letter wrong ("Aktieholag"). */
const ONE_WORD_FORMS = ['aktiebolag', 'handelsbolag', 'kommanditbolag'];
const BUYER_LABEL = /^(?:k\p{L}pare|kund|customer|buyer|sold to|namn|name)(?![\p{L}\d])/iu;

export function findSeller(lines: string[], knownSellers: readonly string[] = []): ReceiptSeller {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const labelled = SELLER_LABEL.exec(line);
    if (!labelled) continue;
    const sameLine = (labelled[1] ?? '').trim();
    const nameLine = sameLine === '' ? (lines[i + 1] ?? '') : line;
    const name = sameLine === '' ? nameLine.trim() : sameLine;
    if (isName(name)) return { name, line: nameLine };
  }
  for (const [index, line] of lines.entries()) {
    if (BUYER_LABEL.test(line)) continue;
    const form = SHORT_COMPANY_FORM.exec(line) ?? LONG_COMPANY_FORM.exec(line) ?? misreadLongForm(line);
    if (!form) continue;
    const rest = `${line.slice(0, form.index)} ${line.slice(form.index + form[0].length)}`;
    if (isName(rest)) return { name: line, line };
    // A long name wraps: "Bergs Cykelaffär Gävle" above, "Aktiebolag" alone below it.
    const above = lines[index - 1] ?? '';
    if (index > 0 && isName(above) && !BUYER_LABEL.test(above) && !/\d/.test(above)) {
      return { name: `${above} ${line}`, line: above };
    }
  }
  return findKnownSeller(lines, knownSellers);
}

/** A word within one OCR slip of a one-word legal form, where it stands in the line. */
function misreadLongForm(line: string): { index: number; 0: string } | null {
  const words = [...line.matchAll(/\p{L}+/gu)];
  for (const [position, word] of words.entries()) {
    // The word alone, or with the next, when OCR split one word in two ("Ak iebolag").
    const next = words[position + 1];
    const joined = next && next.index === word.index + word[0].length + 1 ? `${word[0]} ${next[0]}` : null;
    for (const candidate of joined ? [word[0], joined] : [word[0]]) {
      const folded = candidate.toLowerCase().replace(' ', '');
      const near = ONE_WORD_FORMS.some(
        (form) => Math.abs(form.length - folded.length) <= 1 && approximatelyContains(folded, form, 1),
      );
      if (near) return { index: word.index, 0: candidate };
    }
  }
  return null;
}

/** Names shorter than this match too many words by accident. */
const MIN_KNOWN_NAME_LENGTH = 5;
/** One OCR slip in five characters of a known name is still that name. */
const KNOWN_NAME_SLIPS_PER_CHARACTER = 0.2;

function findKnownSeller(lines: string[], knownSellers: readonly string[]): ReceiptSeller {
  const names = knownSellers
    .map((name) => ({ name, folded: foldName(name) }))
    .filter(({ folded }) => folded.length >= MIN_KNOWN_NAME_LENGTH);
  if (names.length === 0) return { name: null, line: null };
  for (const line of lines) {
    if (BUYER_LABEL.test(line)) continue;
    const folded = foldName(line);
    for (const { name, folded: wanted } of names) {
      const slips = Math.floor(wanted.length * KNOWN_NAME_SLIPS_PER_CHARACTER);
      if (approximatelyContains(folded, wanted, slips)) return { name, line };
    }
  }
  return { name: null, line: null };
}

/** Lower case without accents, legal forms or anything but letters and digits. */
function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b(?:ab|hb|kb|aktiebolag|handelsbolag|ltd|inc)\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Whether some substring of `text` is within `maxEdits` edits of `pattern` (Sellers' algorithm). */
export function approximatelyContains(text: string, pattern: string, maxEdits: number): boolean {
  if (pattern.length <= maxEdits) return true;
  // previous[j]: fewest edits turning pattern[0..j) into a substring ending at the last character.
  let previous = Array.from({ length: pattern.length + 1 }, (_value, index) => index);
  for (const char of text) {
    const current = [0];
    for (let j = 1; j <= pattern.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (pattern[j - 1] === char ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    if ((current[pattern.length] ?? Infinity) <= maxEdits) return true;
    previous = current;
  }
  return false;
}

/** At least two letters in a row: a name, not a stray mark the OCR made. */
function isName(value: string): boolean {
  return /\p{L}{2,}/u.test(value);
}
