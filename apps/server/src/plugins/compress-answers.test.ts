import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compress-answers.js';

describe('chooseEncoding', () => {
  it('takes gzip first, as every browser offers it, and brotli when gzip is not wanted', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(chooseEncoding('br')).toBe('br');
    expect(chooseEncoding('br;q=1.0, gzip;q=0')).toBe('br');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding(' deflate , gzip ; q=0.5')).toBe('gzip');
  });

  it('sends nothing compressed when neither is accepted', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate, zstd')).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('gzip;q=abc')).toBeNull();
  });

  it('reads * as every encoding not named', () => {
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, *')).toBe('br');
    expect(chooseEncoding('br, *;q=0')).toBe('br');
  });

  it('takes the order it is asked to prefer (a page of tens of KB: brotli first)', () => {
    expect(chooseEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('deflate', ['br', 'gzip'])).toBeNull();
  });
});
