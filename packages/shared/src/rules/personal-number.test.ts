import { describe, expect, it } from 'vitest';
import {
  ageFromBirthYear,
  formatPersonalNumberInput,
  maskPersonalNumber,
  parsePersonalNumber,
} from './personal-number.js';
import { luhnCheckDigit, passesLuhn } from './luhn.js';
import { formatOrganizationNumber, parseOrganizationNumber } from './organization-number.js';

const today = new Date('2026-11-22T12:00:00Z');

describe('parsePersonalNumber', () => {
  it.each([
    ['19900101-0017', '199001010017'],
    ['199001010017', '199001010017'],
    ['900101-0017', '199001010017'],
    ['9001010017', '199001010017'],
    [' 19900101 0017 ', '199001010017'],
    ['121212-1212', '201212121212'],
    ['121212+1212', '191212121212'],
  ])('accepts %s as %s', (input, normalized) => {
    expect(parsePersonalNumber(input, today)).toMatchObject({ ok: true, normalized });
  });

  it.each([
    ['', 'personal_number_missing'],
    ['   ', 'personal_number_missing'],
    [null, 'personal_number_missing'],
    ['19900101-001', 'personal_number_format'],
    ['1990010100171', 'personal_number_format'],
    ['19901301-0017', 'personal_number_format'],
    ['19900001-0017', 'personal_number_format'],
    ['19900132-0017', 'personal_number_format'],
    ['19900100-0017', 'personal_number_format'],
    ['1990010a0017', 'personal_number_format'],
    ['19900101-0018', 'personal_number_luhn'],
    ['9001010010', 'personal_number_luhn'],
  ])('refuses %s with %s', (input, problem) => {
    expect(parsePersonalNumber(input, today)).toEqual({ ok: false, problem });
  });

  it('gives the birth year for the age rule', () => {
    const result = parsePersonalNumber('20100315-0008', today);
    expect(result.ok && result.birthYear).toBe(2010);
    expect(ageFromBirthYear(2010, today)).toBe(16);
    expect(ageFromBirthYear(2008, today)).toBe(18);
  });
});

describe('formatPersonalNumberInput', () => {
  it.each([
    ['', ''],
    ['1990', '1990'],
    ['19900101', '19900101'],
    // Not yet a whole number: no dash, since it cannot be told where it goes.
    ['199001010', '199001010'],
    ['710515558', '710515558'],
    // Ten digits: YYMMDD-NNNN, typed or pasted with or without the dash.
    ['7105155589', '710515-5589'],
    ['710515-5589', '710515-5589'],
    ['710515 5589', '710515-5589'],
    // Eleven and twelve digits: YYYYMMDD-NNNN.
    ['19710515558', '19710515-558'],
    ['197105155589', '19710515-5589'],
    ['19710515-5589', '19710515-5589'],
    ['199001010017', '19900101-0017'],
    ['19900101-0017', '19900101-0017'],
    ['1990abc01010017999', '19900101-0017'],
  ])('formats %s as %s', (input, shown) => {
    const formatted = formatPersonalNumberInput(input);
    expect(formatted).toBe(shown);
    expect(formatted.length).toBeLessThanOrEqual(13);
  });

  it('ends in the right form when typed one digit at a time', () => {
    const type = (digits: string) =>
      Array.from(digits).reduce((shown, digit) => formatPersonalNumberInput(shown + digit), '');
    expect(type('7105155589')).toBe('710515-5589');
    expect(type('197105155589')).toBe('19710515-5589');
  });

  it('masks all but the birth date', () => {
    expect(maskPersonalNumber('199001010017')).toBe('19900101-****');
  });
});

describe('Luhn', () => {
  it('checks and completes numbers', () => {
    expect(passesLuhn('9001010017')).toBe(true);
    expect(passesLuhn('9001010018')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(luhnCheckDigit('556036079')).toBe(3);
  });
});

describe('parseOrganizationNumber', () => {
  it.each([
    ['556036-0793', '5560360793'],
    ['5560360793', '5560360793'],
    [' 556036-0793 ', '5560360793'],
  ])('accepts %s', (input, digits) => {
    expect(parseOrganizationNumber(input)).toBe(digits);
    expect(formatOrganizationNumber(digits)).toBe('556036-0793');
  });

  it.each(['556036-0794', '55603-60793', '556036079', '55603607931', 'abcdef-ghij', ''])(
    'refuses %s',
    (input) => {
      expect(parseOrganizationNumber(input)).toBeNull();
    },
  );
});
