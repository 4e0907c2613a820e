/**
 * Owner names in a bike's ownership history (spec section 6): the first two letters of the first
 * name and the first letter of the last name stay, every other letter becomes an asterisk.
 *
 * Edge cases, decided here once for the server and the tests:
 * - Whitespace is trimmed and runs of spaces collapse, so "  Anna   Andersson " masks like
 *   "Anna Andersson"; a blank name masks to "".
 * - One word counts as a first name: "Madonna" → "Ma*****".
 * - Middle names are masked whole, keeping their length: "Anna Maria Berg" → "An** ***** B***".
 * - Hyphens stay and do not count as letters: "Anna-Karin Öberg-Lind" → "An**-***** Ö****-****".
 * - Letters are counted as characters, not UTF-16 units, after NFC normalisation, so Å, Ä and Ö
 *   typed as a letter plus a combining ring or dots count as one letter.
 * - Short names show what the rule allows: "Bo Ek" → "Bo E*", "Li" → "Li".
 */
const HYPHEN = '-';
const MASK = '*';
const FIRST_NAME_VISIBLE = 2;
const LAST_NAME_VISIBLE = 1;

export function maskOwnerName(fullName: string): string {
  const words = fullName.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  const last = words.length - 1;
  return words
    .map((word, index) => {
      if (index === 0) return maskWord(word, FIRST_NAME_VISIBLE);
      return maskWord(word, index === last ? LAST_NAME_VISIBLE : 0);
    })
    .join(' ');
}

/** Keeps the first `visible` letters and every hyphen; the other letters become asterisks. */
function maskWord(word: string, visible: number): string {
  let shown = 0;
  return Array.from(word)
    .map((character) => {
      if (character === HYPHEN) return character;
      if (shown < visible) {
        shown += 1;
        return character;
      }
      return MASK;
    })
    .join('');
}
