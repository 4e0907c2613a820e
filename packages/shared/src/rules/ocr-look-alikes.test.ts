import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn.js';
import {
  areLookAlikes,
  compareLookAlike,
  lookAlikeBudget,
  matchesAllowingOneSplit,
  matchesWithLookAlikes,
  repairDigits,
} from './ocr-look-alikes.js';

describe('areLookAlikes', () => {
  it('knows the groups OCR confuses, in either direction and either case', () => {
    for (const [a, b] of [
      ['0', '6'],
      ['0', 'O'],
      ['0', '@'],
      ['o', '0'],
      ['G', '6'],
      ['D', '0'],
      ['Q', 'O'],
      ['8', '0'],
      ['1', 'I'],
      ['l', '1'],
      ['|', '1'],
      ['7', '1'],
      ['I', 'L'],
      ['5', 'S'],
      ['$', 'S'],
      ['5', '$'],
      ['2', 'Z'],
      ['8', 'B'],
      ['b', '8'],
      ['¢', '6'],
      ['/', 'I'],
      ['!', '1'],
      [']', 'l'],
      ['&', '8'],
      [')', 'J'],
      ['(', 'C'],
      ['3', '8'],
      ['5', '6'],
    ] as const) {
      expect(areLookAlikes(a, b), `${a} ~ ${b}`).toBe(true);
      expect(areLookAlikes(b, a), `${b} ~ ${a}`).toBe(true);
    }
  });

  it('does not forgive characters that do not look alike', () => {
    for (const [a, b] of [
      ['4', '1'],
      ['3', '4'],
      ['A', 'K'],
      ['5', '0'],
      ['3', '6'],
      ['B', '0'],
      ['2', '7'],
      ['X', 'Y'],
      ['9', '0'],
    ] as const) {
      expect(areLookAlikes(a, b), `${a} ≁ ${b}`).toBe(false);
    }
  });
});

describe('matchesWithLookAlikes', () => {
  it('accepts what OCR made of real receipts: 0 read as 6, G or @', () => {
    expect(matchesWithLookAlikes('WTU20940259', 'WTU20946259')).toBe(true);
    expect(matchesWithLookAlikes('9403022099', '9463622099')).toBe(true);
    expect(matchesWithLookAlikes('WTU2794135K', 'WTU2794I35K')).toBe(true);
    expect(matchesWithLookAlikes('SB80061OI', '5B8O061O1')).toBe(true);
  });

  it('refuses a real difference, however many look-alikes agree', () => {
    expect(matchesWithLookAlikes('WTU20940259', 'WTU20941259')).toBe(false);
    expect(matchesWithLookAlikes('WTU20940259', 'WTU2094025')).toBe(false);
    expect(matchesWithLookAlikes('WTU20940259', 'WTU209402599')).toBe(false);
    expect(matchesWithLookAlikes('9403022099', '9403022098')).toBe(false);
  });

  it('refuses a value that is mostly swaps: it is guessed, not read', () => {
    expect(lookAlikeBudget(10)).toBe(4);
    expect(matchesWithLookAlikes('0000000000', 'OOOO000000')).toBe(true);
    expect(matchesWithLookAlikes('0000000000', 'OOOOO00000')).toBe(false);
  });

  it('counts swaps and differences', () => {
    expect(compareLookAlike('AB12', 'A812')).toEqual({ lookAlikes: 1, differences: 0 });
    expect(compareLookAlike('AB12', 'K812')).toEqual({ lookAlikes: 1, differences: 1 });
    expect(compareLookAlike('AB12', 'AB1')).toBeNull();
  });
});

describe('matchesAllowingOneSplit', () => {
  it('forgives one round or thin glyph read twice or merged inside a run of them', () => {
    expect(matchesAllowingOneSplit('DK00O5568O00', 'DKO00O5568000')).toBe(true);
    expect(matchesAllowingOneSplit('DK00O5568O00', 'DK0O5568O00')).toBe(true);
    expect(matchesAllowingOneSplit('WTU2111534', 'WTU211I1534')).toBe(true);
    expect(matchesAllowingOneSplit('SS6880800', 'S$S6880800')).toBe(true);
    expect(matchesAllowingOneSplit('AB8822Z', 'AB88222Z')).toBe(true);
  });

  it('refuses any other missing or extra character', () => {
    expect(matchesAllowingOneSplit('WTU20940259', 'WTU2094025')).toBe(false);
    expect(matchesAllowingOneSplit('WTU20940259', 'WTU209402599')).toBe(false);
    expect(matchesAllowingOneSplit('WTU20940259', 'WWTU20940259')).toBe(false);
    expect(matchesAllowingOneSplit('DK00O5568O00', 'DK00O5568O0000')).toBe(false);
    expect(matchesAllowingOneSplit('DK00O5568O00', 'DKO00O5568001')).toBe(false);
  });
});

describe('repairDigits', () => {
  const luhn10 = (digits: string) => digits.length === 10 && passesLuhn(digits);

  it('keeps a valid number as read', () => {
    expect(repairDigits('5560360793', luhn10)).toBe('5560360793');
  });

  it('repairs a check digit broken by a look-alike, and letters read for digits', () => {
    expect(repairDigits('5560366793', luhn10)).toBe('5560360793');
    expect(repairDigits('55603G0793', luhn10)).toBe('5560360793');
    expect(repairDigits('556O36O793', luhn10)).toBe('5560360793');
  });

  it('gives up beyond the swaps allowed and on characters that are no digit', () => {
    expect(repairDigits('5560366793', luhn10, 0)).toBeNull();
    expect(repairDigits('55603K0793', luhn10)).toBeNull();
  });
});
