import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, organisationsnummer, personnummer } from './luhn.js';

describe('luhn', () => {
  it('matches known valid numbers', () => {
    // Skatteverket's test person Tolvan Tolvansson and Ericsson's organisation number.
    expect(personnummer('1912-12-12', '121')).toBe('191212121212');
    expect(organisationsnummer('556016068')).toBe('5560160680');
    expect(luhnCheckDigit('850709980')).toBe(5);
  });

  it('rejects input that is not nine digits', () => {
    expect(() => luhnCheckDigit('12345')).toThrow();
  });
});
