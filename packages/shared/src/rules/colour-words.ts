import type { Language } from '../schemas/language.js';

/**
 * The colours we know in both languages: a photo analysis pre-fills one of the plain ones in the
 * form's language, search matches each in either language and cards show it in the reader's
 * (docs/decisions/034-colours-in-both-languages.md). The colour field stays free text.
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
  darkBlue: { sv: 'mörkblå', en: 'dark blue' },
  lightBlue: { sv: 'ljusblå', en: 'light blue' },
  darkGreen: { sv: 'mörkgrön', en: 'dark green' },
  turquoise: { sv: 'turkos', en: 'turquoise' },
  gold: { sv: 'guld', en: 'gold' },
} as const satisfies Record<string, Record<Language, string>>;

export type ColourKey = keyof typeof colourWords;

export function colourWord(colour: ColourKey, language: Language): string {
  return colourWords[colour][language];
}

/** Other spellings of a colour: plural and definite forms a receipt uses, American "gray". */
const colourVariants: Partial<Record<ColourKey, string[]>> = {
  black: ['svarta'],
  white: ['vita'],
  grey: ['gray', 'gråa'],
  red: ['röda'],
  blue: ['blåa'],
  green: ['gröna'],
  yellow: ['gula'],
};

const colourKeyByWord = new Map<string, ColourKey>();
for (const [key, words] of Object.entries(colourWords) as [ColourKey, Record<Language, string>][]) {
  for (const word of [words.sv, words.en, ...(colourVariants[key] ?? [])]) {
    colourKeyByWord.set(word, key);
    colourKeyByWord.set(fold(word), key);
  }
}
// Words a receipt writes after the model that are about the finish, not a colour of its own.
const finishWords = new Set(['matt', 'matte']);

/** The colour a single word names, in either language and any of its spellings ("Röd", "gray"). */
export function colourKeyOf(word: string): ColourKey | null {
  const lower = word.trim().toLowerCase();
  return colourKeyByWord.get(lower) ?? colourKeyByWord.get(fold(lower)) ?? null;
}

/** Whether a single word names a colour (receipts write "Crescent Elda svart"). */
export function isColourWord(word: string): boolean {
  const lower = word.trim().toLowerCase();
  return colourKeyOf(lower) !== null || finishWords.has(lower);
}

/**
 * The colour words a search for `word` should also find (docs/decisions/034-colours-in-both-languages.md):
 * when the word names one of our colours, its name in the other language (lower case), so "red"
 * finds bikes registered as "Röd" and "svart" those registered as "black". Empty otherwise.
 */
export function colourSearchAlternatives(word: string): string[] {
  const key = colourKeyOf(word);
  if (!key) return [];
  const lower = word.trim().toLowerCase();
  return [colourWords[key].sv, colourWords[key].en].filter((spelling) => spelling !== lower);
}

/**
 * A stored colour in the reader's language: a value that is exactly one of our colours ("Röd",
 * "blue") is shown as that colour's word in `language`, capitalised as it was stored; free text
 * ("Mattsvart med rosa dekaler") is shown as the owner wrote it.
 */
export function colourForReader(value: string, language: Language): string {
  const key = colourKeyOf(value);
  if (!key) return value;
  const word = colourWords[key][language];
  const trimmed = value.trim();
  const capitalised = trimmed.charAt(0) !== trimmed.charAt(0).toLowerCase();
  return capitalised ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function fold(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
