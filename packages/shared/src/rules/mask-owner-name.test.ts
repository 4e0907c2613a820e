import { describe, expect, it } from 'vitest';
import { maskOwnerName } from './mask-owner-name.js';

describe('maskOwnerName', () => {
  it.each([
    ['Anna Andersson', 'An** A********'],
    ['Erik Svensson', 'Er** S*******'],
    ['Anna Maria Berg', 'An** ***** B***'],
    ['Madonna', 'Ma*****'],
    ['Bo Ek', 'Bo E*'],
    ['Li', 'Li'],
    ['A', 'A'],
    ['Al B', 'Al B'],
    ['Åsa Öberg', 'Ås* Ö****'],
    ['Örjan Ångström', 'Ör*** Å*******'],
    ['Anna-Karin Öberg-Lind', 'An**-***** Ö****-****'],
    ['A-Ka Berg', 'A-K* B***'],
    ['Per Lindström-Ek', 'Pe* L********-**'],
  ])('%s → %s', (name, masked) => {
    expect(maskOwnerName(name)).toBe(masked);
  });

  it('trims and collapses spaces, tabs and line breaks', () => {
    expect(maskOwnerName('  Anna   Andersson ')).toBe('An** A********');
    expect(maskOwnerName('Anna\t\nAndersson')).toBe('An** A********');
  });

  it('masks a blank name to an empty string', () => {
    expect(maskOwnerName('')).toBe('');
    expect(maskOwnerName('   ')).toBe('');
  });

  it('counts a decomposed Å or Ö as one letter', () => {
    const decomposed = 'A\u030Asa O\u0308berg';
    expect(decomposed).not.toBe('Åsa Öberg');
    expect(maskOwnerName(decomposed)).toBe('Ås* Ö****');
  });

  it('keeps the length of every word so names do not run together', () => {
    const name = 'Karl-Johan Gustaf Emanuel Lundqvist';
    const masked = maskOwnerName(name);
    expect(masked).toBe('Ka**-***** ****** ******* L********');
    expect(masked.split(' ').map((word) => word.length)).toEqual(name.split(' ').map((word) => word.length));
  });

  it('never leaks more than three letters of any name', () => {
    for (const name of ['Anna Andersson', 'Anna Maria Berg', 'Karl-Johan Gustaf Emanuel Lundqvist']) {
      expect(maskOwnerName(name).replace(/[*\s-]/g, '')).toHaveLength(3);
    }
  });
});
