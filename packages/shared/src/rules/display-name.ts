/*
 * Names that pass for the service itself (issue 50 item 7, docs/decisions/095): a customer called
 * "Ramkoll Kundtjänst" made the owner's mail read "Ramkoll har skickat ett meddelande via Ramkoll".
 * A person's or a store's name may not contain the service's name, a support or admin role, or the
 * police, however it is spelt: case, accents, look-alike letters of other scripts, digits for
 * letters (0/o, 1/l), invisible characters and separators inside a word are all folded away
 * before the comparison. Words are compared one by one, so "Ahmad Minsky" is not "admin".
 */

/** What a name is refused with: VALIDATION_FAILED { field, problem: 'name_impersonates' }. */
export const NAME_IMPERSONATES = 'name_impersonates';

/** Characters that show as nothing (zero-width, joiners, bidi controls, fillers, soft hyphen). */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu;

/**
 * Letters and signs that look like a Latin letter, to the letter (after lower-casing and without
 * accents): Cyrillic and Greek look-alikes, Latin letters NFD does not split, digits and signs.
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ӏ: 'l',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ғ: 'f',
  п: 'n',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ŧ: 't',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  $: 's',
  '@': 'a',
  '|': 'l',
  '!': 'l',
  '€': 'e',
};

/**
 * One word folded to what it looks like: NFKC (full-width and mathematical letters), invisible
 * characters dropped, lower case, accents dropped, look-alikes replaced, everything but letters and
 * digits dropped, then the pairs a reader cannot tell apart merged (i/l, c/k, rn/m, vv/w) and
 * doubled letters written once.
 */
export function foldLookAlikes(word: string): string {
  const plain = word
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return Array.from(plain, (character) => LOOK_ALIKES[character] ?? character)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/i/g, 'l')
    .replace(/c/g, 'k')
    .replace(/(.)\1+/gu, '$1');
}

/** Found anywhere in a word: long enough that no real name contains them. */
const police = ['polisen', 'polismyndighet'];
const anywhere = [
  'ramkol',
  'kundtjänst',
  'kundservice',
  'customerservice',
  'support',
  'helpdesk',
  'noreply',
  'moderator',
  'admin',
  ...police,
];
/** Only as a whole word: too short to look for inside one. */
const whole = ['polis'];

const folded = (words: readonly string[]) => words.map(foldLookAlikes);
const personWords = { anywhere: folded(anywhere), whole: folded(whole) };
/** A store's name may name a trade ("Cykelsupport AB"), not the service or the police. */
const storeWords = { anywhere: folded(['ramkol', ...police]), whole: folded(whole) };

/**
 * The words of a name as folded, plus runs of single letters joined ("R a m k o l l"). Words are
 * split at spaces (after invisible characters are dropped, so "Ram\u200Bkoll" is one word).
 */
function foldedWords(name: string): string[] {
  const words = name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .split(/[\s\p{Z}]+/u)
    .map(foldLookAlikes);
  const runs: string[] = [];
  let run = '';
  for (const word of words) {
    if (word.length === 1) run += word;
    else {
      if (run.length > 1) runs.push(run);
      run = '';
    }
  }
  if (run.length > 1) runs.push(run);
  return [...words.filter((word) => word !== ''), ...runs.map(foldLookAlikes)];
}

/**
 * Whether a name passes for Ramkoll, its support or admins, or the police. `kind: 'store'` checks a
 * store's name, which may name a trade ("Cykelsupport AB") but not the service or the police.
 */
export function impersonatesService(
  name: string,
  { kind = 'person' }: { kind?: 'person' | 'store' } = {},
): boolean {
  const reserved = kind === 'store' ? storeWords : personWords;
  return foldedWords(name).some(
    (word) =>
      reserved.anywhere.some((bad) => word.includes(bad)) || reserved.whole.some((bad) => word === bad),
  );
}
