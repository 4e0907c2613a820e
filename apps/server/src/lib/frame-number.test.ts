import { describe, expect, it } from 'vitest';
import { frameKey, normalizeFrameNumber } from './frame-number.js';

describe('frame numbers', () => {
  it('keys are trimmed and upper-case, Swedish letters included', () => {
    expect(frameKey('  wtu123åäö ')).toBe('WTU123ÅÄÖ');
  });

  it('normalising folds look-alikes, drops separators and leading zeros', () => {
    expect(normalizeFrameNumber('o0-12 3')).toBe('123');
    expect(normalizeFrameNumber('WSB-IL0Z')).toBe('W5811O2'.replace('O', '0'));
    expect(normalizeFrameNumber('ÅÄÖ123')).toBe('ÅÄÖ123');
  });

  it('makes look-alike spellings of one frame number equal', () => {
    expect(normalizeFrameNumber('SE0O1B')).toBe(normalizeFrameNumber('5E-0018'));
  });

  it("the issue's pair: one normalised form, two keys (a look-alike, not the same frame number)", () => {
    expect(normalizeFrameNumber('WTU2794I35K')).toBe(normalizeFrameNumber('WTU2794135K'));
    expect(frameKey('WTU2794I35K')).not.toBe(frameKey('WTU2794135K'));
    expect(frameKey('wtu2794135k')).toBe(frameKey('WTU2794135K'));
  });
});
