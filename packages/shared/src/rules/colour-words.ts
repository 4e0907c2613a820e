import type { Language } from '../schemas/language.js';

/**
 * The colour names a photo analysis can pre-fill, in both languages. The colour field is free
 * text the owner may change, so the analysis answers a word in the form's language.
 */
export const colourWords = {
  black: { sv: 'svart', en: 'black' },
  white: { sv: 'vit', en: 'white' },
  grey: { sv: 'grå', en: 'grey' },
  silver: { sv: 'silver', en: 'silver' },
  red: { sv: 'röd', en: 'red' },
  blue: { sv: 'blå', en: 'blue' },
  green: { sv: 'grön', en: 'green' },
  yellow: { sv: 'gul', en: 'yellow' },
  orange: { sv: 'orange', en: 'orange' },
  pink: { sv: 'rosa', en: 'pink' },
  purple: { sv: 'lila', en: 'purple' },
  brown: { sv: 'brun', en: 'brown' },
  beige: { sv: 'beige', en: 'beige' },
} as const satisfies Record<string, Record<Language, string>>;

export type ColourKey = keyof typeof colourWords;

export function colourWord(colour: ColourKey, language: Language): string {
  return colourWords[colour][language];
}

const colourWordSet = new Set(
  Object.values(colourWords).flatMap((words) => [words.sv, words.en, fold(words.sv)]),
);
// Spellings a receipt uses that are not our pre-fill words.
for (const word of ['gray', 'svarta', 'vita', 'röda', 'blåa', 'gröna', 'matt', 'matte'])
  colourWordSet.add(word);

/** Whether a single word names a colour (receipts write "Crescent Elda svart"). */
export function isColourWord(word: string): boolean {
  const lower = word.trim().toLowerCase();
  return colourWordSet.has(lower) || colourWordSet.has(fold(lower));
}

function fold(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
