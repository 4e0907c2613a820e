import { bikeTypes, type BikeType } from '../schemas/bike.js';

/**
 * Words for bike types and brands as an analysis reads them (spec section 5 "Automatic bike type
 * words"): from a vision service, from text printed on a frame, or from a receipt. OCR with the
 * English model drops Swedish diacritics, so words are compared folded (å→a, ö→o, ü→u).
 */

/** Spec section 5 plus the spellings a receipt or an English-speaking service uses for them. */
const typeSynonyms: Record<string, BikeType> = {
  mountainbike: 'mtb',
  'mountain bike': 'mtb',
  mountain: 'mtb',
  road: 'landsväg',
  'road bike': 'landsväg',
  landsvagscykel: 'landsväg',
  racer: 'landsväg',
  cargo: 'lådcykel',
  'cargo bike': 'lådcykel',
  kids: 'barn',
  kid: 'barn',
  children: 'barn',
  barncykel: 'barn',
  electric: 'elcykel',
  'electric bike': 'elcykel',
  'e-bike': 'elcykel',
  ebike: 'elcykel',
  city: 'hybrid',
  'city bike': 'hybrid',
  stadscykel: 'hybrid',
  herrcykel: 'herr',
  damcykel: 'dam',
};

const typeByFoldedWord = new Map<string, BikeType>([
  ...bikeTypes.map((type): [string, BikeType] => [foldWord(type), type]),
  ...Object.entries(typeSynonyms).map(([word, type]): [string, BikeType] => [foldWord(word), type]),
]);

/** One of the ten own types, or null for 'Unknown', blanks and words we do not know. */
export function normalizeBikeTypeWord(word: string | null | undefined): BikeType | null {
  return typeByFoldedWord.get(foldWord(word ?? '')) ?? null;
}

/** The first bike type word in a text (one or two words long), or null. */
export function findBikeTypeInText(text: string): BikeType | null {
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? normalizeBikeTypeWord(`${words[i]} ${words[i + 1]}`) : null;
    const found = pair ?? normalizeBikeTypeWord(words[i]);
    if (found) return found;
  }
  return null;
}

/** Brands sold in Sweden, as their makers spell them. Common words and names are left out. */
// prettier-ignore
export const knownBikeBrands = [
  'Crescent', 'Monark', 'Skeppshult', 'Kronan', 'Cube', 'Trek', 'Specialized', 'Giant', 'Scott',
  'Merida', 'Bianchi', 'Cannondale', 'Kona', 'Bergamont', 'Batavus', 'Gazelle', 'Riese & Müller',
  'Babboe', 'Christiania', 'Nishiki', 'Rex', 'Bikeid', 'Vanmoof', 'Cortina', 'Kalkhoff', 'Haibike',
  'Canyon', 'Orbea', 'Stevens', 'Centurion', 'Ghost', 'Focus', 'Husqvarna', 'Ecoride', 'Sjösala',
  'Peugeot', 'Lapierre', 'Pinarello', 'Santa Cruz', 'Polygon', 'Raleigh', 'Brompton',
  'Urban Arrow', 'Mondraker', 'Commencal', 'Colnago', 'Cervélo', 'Ridley', 'Puky', 'Nordic Cab',
] as const;
export type KnownBikeBrand = (typeof knownBikeBrands)[number];

// Short brands must be read exactly; longer names may have one OCR slip ("Crescemt", "Skeppshu1t").
const EXACT_UP_TO_LENGTH = 5;
// "Riese & Müller" is three tokens as written.
const MAX_BRAND_TOKENS = 3;

const brandByKey = knownBikeBrands.map((brand) => ({ brand, key: brandKey(brand) }));

/** The brand a short phrase names ("riese und muller", "CRESCEMT"), or null. */
export function matchBrand(phrase: string): KnownBikeBrand | null {
  const key = brandKey(phrase);
  if (key === '') return null;
  return (
    brandByKey.find((known) => known.key === key)?.brand ??
    brandByKey.find((known) => nearlySame(key, known.key))?.brand ??
    null
  );
}

export interface BrandMatch {
  brand: KnownBikeBrand;
  /** The rest of the line after the brand, as written: where a model name follows. */
  rest: string;
}

/** The first known brand in a text, looked for line by line, longest phrase first. */
export function findBrandInText(text: string): BrandMatch | null {
  for (const line of text.split(/\r?\n/)) {
    const tokens = line.split(/\s+/).filter((token) => token !== '');
    for (let i = 0; i < tokens.length; i++) {
      for (let count = MAX_BRAND_TOKENS; count >= 1; count--) {
        if (i + count > tokens.length) continue;
        const brand = matchBrand(tokens.slice(i, i + count).join(' '));
        if (brand) return { brand, rest: tokens.slice(i + count).join(' ') };
      }
    }
  }
  return null;
}

/** Folded, lower-case words of a text: letters, digits and inner dashes. */
export function wordsOf(text: string): string[] {
  return foldWord(text).match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [];
}

// "Riese & Müller", "Riese und Muller" and "RIESE&MULLER" share the key "riesemuller".
function brandKey(phrase: string): string {
  return wordsOf(phrase.replace(/&/g, ' '))
    .filter((word) => word !== 'und' && word !== 'and')
    .join('');
}

// One misread character, as OCR makes them; no dropped or added letters, which would turn
// names like "Steven" into "Stevens".
function nearlySame(read: string, known: string): boolean {
  if (known.length <= EXACT_UP_TO_LENGTH || read.length !== known.length) return false;
  let differences = 0;
  for (let i = 0; i < known.length; i++) if (read[i] !== known[i]) differences++;
  return differences <= 1;
}

function foldWord(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ');
}
