import { describe, expect, it } from 'vitest';
import { searchTextFromScan } from './scanned-search';

describe('searchTextFromScan', () => {
  it('reads a sticker URL, JSON with frameNumber and plain text', () => {
    expect(searchTextFromScan('https://ramkoll.se/q/abc123xy')).toBe('ABC123XY');
    expect(searchTextFromScan('{"frameNumber":"wtu-482 913k"}')).toBe('WTU482913K');
    expect(searchTextFromScan('  se 12-34 ')).toBe('SE1234');
  });

  it('gives nothing for codes under three characters or JSON without a frame number', () => {
    expect(searchTextFromScan('a-1')).toBeNull();
    expect(searchTextFromScan('{"bike":"x"}')).toBeNull();
    expect(searchTextFromScan('https://example.com/about')).toBeNull();
  });
});
