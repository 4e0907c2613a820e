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
});
