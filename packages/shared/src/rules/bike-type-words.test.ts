import { describe, expect, it } from 'vitest';
import { bikeTypes } from '../schemas/bike.js';
import {
  findBikeTypeInText,
  findBrandInText,
  knownBikeBrands,
  matchBrand,
  normalizeBikeTypeWord,
} from './bike-type-words.js';
import { colourWord, isColourWord } from './colour-words.js';

describe('normalizeBikeTypeWord', () => {
  it.each([
    ['mountainbike', 'mtb'],
    ['road', 'landsväg'],
    ['cargo', 'lådcykel'],
    ['kids', 'barn'],
    ['electric', 'elcykel'],
    ['city', 'hybrid'],
    ['  Mountainbike ', 'mtb'],
    ['ROAD', 'landsväg'],
    ['E-bike', 'elcykel'],
    ['landsvag', 'landsväg'],
    ['Ladcykel', 'lådcykel'],
  ])('maps %j to %j (spec section 5)', (word, type) => {
    expect(normalizeBikeTypeWord(word)).toBe(type);
  });

  it.each(bikeTypes.map((type) => [type]))('lets the own type %j pass through', (type) => {
    expect(normalizeBikeTypeWord(type)).toBe(type);
  });

  it.each([['Unknown'], ['unknown'], ['tandem'], [''], [null], [undefined]])('ignores %j', (word) => {
    expect(normalizeBikeTypeWord(word)).toBeNull();
  });

  it('finds a type word, also of two words, in text', () => {
    expect(findBikeTypeInText('TREK Marlin 7 Mountain Bike 29"')).toBe('mtb');
    expect(findBikeTypeInText('Crescent Elda 7-vxl dam')).toBe('dam');
    expect(findBikeTypeInText('Pris 8995 kr')).toBeNull();
  });
});

describe('matchBrand', () => {
  it('knows the spec-era brands by their own spelling', () => {
    for (const brand of knownBikeBrands) expect(matchBrand(brand)).toBe(brand);
  });

  it.each([
    ['CRESCENT', 'Crescent'],
    ['crescemt', 'Crescent'],
    ['Skeppshu1t', 'Skeppshult'],
    ['Sjosala', 'Sjösala'],
    ['Riese und Muller', 'Riese & Müller'],
    ['RIESE&MÜLLER', 'Riese & Müller'],
    ['VanMoof', 'Vanmoof'],
  ])('reads %j as %j', (phrase, brand) => {
    expect(matchBrand(phrase)).toBe(brand);
  });

  it.each([['Trak'], ['Steven'], ['Canon'], ['Crescentt'], [''], ['AB']])(
    'does not stretch %j into a brand',
    (phrase) => {
      expect(matchBrand(phrase)).toBeNull();
    },
  );

  it('finds the first brand in text with the rest of its line', () => {
    expect(findBrandInText('KVITTO\nSpecialized Turbo Vado 4.0 svart\nPris')).toEqual({
      brand: 'Specialized',
      rest: 'Turbo Vado 4.0 svart',
    });
    expect(findBrandInText('Riese & Müller Load 75')).toEqual({ brand: 'Riese & Müller', rest: 'Load 75' });
    expect(findBrandInText('no brand here')).toBeNull();
  });
});

describe('colour words', () => {
  it('names a colour in both languages and recognises the words on receipts', () => {
    expect(colourWord('red', 'sv')).toBe('röd');
    expect(colourWord('red', 'en')).toBe('red');
    expect(isColourWord('Svart')).toBe(true);
    expect(isColourWord('gra')).toBe(true);
    expect(isColourWord('Elda')).toBe(false);
  });
});
