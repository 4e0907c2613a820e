import { describe, expect, it } from 'vitest';
import { foldLookAlikes, impersonatesService } from './display-name.js';

describe('impersonatesService', () => {
  it.each([
    'Ramkoll',
    'Ramkoll Kundtjänst',
    'Ramkoll Support',
    'Kundtjänst',
    'Support',
    'Admin',
    'Polisen',
    'Polis',
    'Polismyndigheten Syd',
    'Anna Admin',
    'Sysadmin',
    'Kundservice',
    'CustomerService',
    'RAMKOLL',
    'rAmKoLl kundtjanst',
    'Kundtjanst',
    'Kündtjänst',
    // Cyrillic а and о, Greek ο
    'Rаmkоll',
    'Suppοrt',
    // Zero-width characters, a word joiner, a soft hyphen
    'Ram\u200Bkoll',
    'Ram\u2060koll',
    'Ad\u00ADmin',
    // Digits and signs for letters
    'R4mk0ll',
    'Ramko11',
    'Adm1n',
    'Supp0rt',
    'P0lisen',
    '$upport',
    // Look-alike pairs, doubled letters, separators inside a word
    'Rarnkoll',
    'Ramcoll',
    'Ramkol',
    'Rammkolll',
    'Ram-koll',
    'Ram.koll',
    'R a m k o l l',
    // Full-width and mathematical letters
    'Ｒａｍｋｏｌｌ',
    '𝐀𝐝𝐦𝐢𝐧',
    // Combining marks on top
    'R̶a̶m̶k̶o̶l̶l̶',
  ])('refuses %j', (name) => {
    expect(impersonatesService(name)).toBe(true);
  });

  it.each([
    'Anna Andersson',
    'Olle Ägare',
    'Ahmad Minsky',
    'Radmila Petrović',
    'Björn Pålsson',
    'Ramin Karimi',
    'Adam Inge',
    'Kolle Ramström',
    'Supinya Chai',
    'Li',
    'Åsa Öberg-Lind',
  ])('accepts %j', (name) => {
    expect(impersonatesService(name)).toBe(false);
  });

  it('lets a store name its trade, never the service or the police', () => {
    expect(impersonatesService('Cykelsupport Malmö AB', { kind: 'store' })).toBe(false);
    expect(impersonatesService('Cykelsupport Malmö AB')).toBe(true);
    expect(impersonatesService('Ramkoll Cykel AB', { kind: 'store' })).toBe(true);
    expect(impersonatesService('Polisens cykelauktion', { kind: 'store' })).toBe(true);
    expect(impersonatesService('Polisen Cykelauktion', { kind: 'store' })).toBe(true);
  });
});

describe('foldLookAlikes', () => {
  it('folds case, accents, scripts, digits and invisible characters to one spelling', () => {
    expect(foldLookAlikes('Rаmk0ll\u200B')).toBe(foldLookAlikes('ramkoll'));
    expect(foldLookAlikes('Kundtjänst')).toBe(foldLookAlikes('KUNDTJANST'));
  });
});
