import { describe, expect, it } from 'vitest';
import { BloomFilter } from './frame-presence.js';

function frameNumber(index: number): string {
  return `WTU${(index * 7919).toString(36).toUpperCase()}${index % 10}`;
}

describe('BloomFilter', () => {
  it('knows every value added, and says no to nearly every other', () => {
    const filter = new BloomFilter(50_000);
    for (let index = 0; index < 50_000; index++) filter.add(frameNumber(index));
    for (let index = 0; index < 50_000; index++) expect(filter.mightContain(frameNumber(index))).toBe(true);
    let falsePositives = 0;
    for (let index = 50_000; index < 100_000; index++) {
      if (filter.mightContain(frameNumber(index))) falsePositives++;
    }
    // Sized for 1 %; measured 50,000 strangers.
    expect(falsePositives / 50_000).toBeLessThan(0.02);
  });

  it('holds nothing when empty, and tells apart values one character apart', () => {
    const filter = new BloomFilter(10);
    expect(filter.mightContain('WTU2794135K')).toBe(false);
    filter.add('WTU2794135K');
    expect(filter.mightContain('WTU2794135K')).toBe(true);
    expect(filter.mightContain('WTU2794136K')).toBe(false);
    expect(filter.mightContain('')).toBe(false);
  });
});
