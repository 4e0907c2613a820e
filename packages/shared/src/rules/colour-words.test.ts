import { describe, expect, it } from 'vitest';
import { colourForReader, colourKeyOf, colourSearchAlternatives, isColourWord } from './colour-words.js';

describe('colourKeyOf', () => {
  it('knows a colour in either language, any case, with or without Swedish letters', () => {
    expect(colourKeyOf('Röd')).toBe('red');
    expect(colourKeyOf('RED')).toBe('red');
    expect(colourKeyOf('rod')).toBe('red');
    expect(colourKeyOf(' gray ')).toBe('grey');
    expect(colourKeyOf('svarta')).toBe('black');
  });

  it('knows nothing of free text or other words', () => {
    expect(colourKeyOf('Mattsvart med rosa dekaler')).toBeNull();
    expect(colourKeyOf('Crescent')).toBeNull();
    expect(colourKeyOf('')).toBeNull();
  });
});

describe('isColourWord', () => {
  it('includes finish words a receipt writes after the model', () => {
    expect(isColourWord('svart')).toBe(true);
    expect(isColourWord('matt')).toBe(true);
    expect(isColourWord('Elda')).toBe(false);
  });
});

describe('colourSearchAlternatives', () => {
  it('adds the other language of a colour word', () => {
    expect(colourSearchAlternatives('red')).toEqual(['röd']);
    expect(colourSearchAlternatives('röd')).toEqual(['red']);
    expect(colourSearchAlternatives('Svart')).toEqual(['black']);
    expect(colourSearchAlternatives('gray')).toEqual(['grå', 'grey']);
  });

  it('adds nothing where both languages share the word or the word is no colour', () => {
    expect(colourSearchAlternatives('orange')).toEqual([]);
    expect(colourSearchAlternatives('trek')).toEqual([]);
    expect(colourSearchAlternatives('re')).toEqual([]);
  });
});

describe('colourForReader', () => {
  it('shows one of our colours in the reader language, capitalised as stored', () => {
    expect(colourForReader('Röd', 'en')).toBe('Red');
    expect(colourForReader('röd', 'en')).toBe('red');
    expect(colourForReader('Black', 'sv')).toBe('Svart');
    expect(colourForReader('Röd', 'sv')).toBe('Röd');
    expect(colourForReader('Gray', 'sv')).toBe('Grå');
    expect(colourForReader('Mörkblå', 'en')).toBe('Dark blue');
    expect(colourForReader('dark blue', 'sv')).toBe('mörkblå');
  });

  it('shows free text as the owner wrote it', () => {
    expect(colourForReader('Mattsvart med rosa dekaler', 'en')).toBe('Mattsvart med rosa dekaler');
    expect(colourForReader('Svart/vit', 'en')).toBe('Svart/vit');
  });
});
