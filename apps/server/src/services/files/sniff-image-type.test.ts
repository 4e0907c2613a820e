import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image-type.js';

function bytes(...values: (number | string)[]): Uint8Array {
  return Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])),
  );
}

describe('sniffImageType', () => {
  it('recognises JPEG by FF D8 FF', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff))).toBe('image/jpeg');
  });

  it('recognises PNG by its eight-byte signature', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'))).toBe(
      'image/png',
    );
  });

  it('recognises WebP as a RIFF container of form WEBP', () => {
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses other RIFF files (WAV, AVI)', () => {
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'AVI LIST'))).toBeNull();
  });

  it('refuses text, PDF, GIF, HEIC and SVG whatever they are called', () => {
    expect(sniffImageType(Buffer.from('Kvitto: ramnummer WBK123456\n'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(bytes(0, 0, 0, 0x18, 'ftypheic'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses signatures cut short and the empty file', () => {
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEB'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('does not find a signature further into the file', () => {
    expect(sniffImageType(bytes(0, 0xff, 0xd8, 0xff, 0xe0))).toBeNull();
  });
});
