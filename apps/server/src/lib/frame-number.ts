/**
 * Frame number forms (docs/product-rules.md "Bikes, search and stickers"):
 * - as entered, trimmed: what the owner typed, shown back to them;
 * - key: upper-case; a live bike owns its key (unique partial index);
 * - normalised: look-alike characters folded (O→0, I/L→1, S→5, Z→2, B→8), separators and
 *   leading zeros removed, so "5E-0O1B" and "SE0018" match. Å, Ä and Ö stay letters.
 *
 * The database computes key and normalised form as generated columns with the SQL below; the
 * functions here do the same for search input, and a test holds the two in step. What a valid
 * frame number is lives in one place, @ramkoll/shared/rules/frame-number, for the form, the
 * services and the table's check constraint alike.
 */

const lowerLetters = 'abcdefghijklmnopqrstuvwxyzåäö';
const upperLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ';
const lookAlikes = 'OILSZB';
const lookAlikeDigits = '011528';

export function frameKey(frameNumber: string): string {
  return mapCharacters(frameNumber.trim(), lowerLetters, upperLetters);
}

export function normalizeFrameNumber(input: string): string {
  const compact = frameKey(input).replace(/[^0-9A-ZÅÄÖ]/g, '');
  return mapCharacters(compact, lookAlikes, lookAlikeDigits).replace(/^0+/, '');
}

/**
 * SQL for the key of a frame number column. `translate` instead of `upper` because upper()
 * follows the database locale (C in PGlite, often en_US elsewhere) and would treat å, ä, ö
 * differently from one install to the next.
 */
export function frameKeySql(column: string): string {
  return `translate(${column}, '${lowerLetters}', '${upperLetters}')`;
}

/** SQL for the normalised form; stored frame numbers have no separators (see the check). */
export function frameNormalizedSql(column: string): string {
  return `ltrim(translate(${frameKeySql(column)}, '${lookAlikes}', '${lookAlikeDigits}'), '0')`;
}

function mapCharacters(value: string, from: string, to: string): string {
  let out = '';
  for (const char of value) {
    const index = from.indexOf(char);
    out += index === -1 ? char : to.charAt(index);
  }
  return out;
}
