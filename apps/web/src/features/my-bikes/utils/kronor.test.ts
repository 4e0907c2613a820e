import { describe, expect, it } from 'vitest';
import { parseKronor } from './kronor';

describe('parseKronor', () => {
  it.each([
    ['4500', 4500],
    [' 4 500 ', 4500],
    ['4\u00a0500 kr', 4500],
    ['0', 0],
    ['', null],
    ['   ', null],
    ['45,50', 'invalid'],
    ['45.5', 'invalid'],
    ['-100', 'invalid'],
    ['tusen', 'invalid'],
  ])('reads %j as %j', (text, expected) => {
    expect(parseKronor(text)).toBe(expected);
  });
});
