import { describe, expect, it } from 'vitest';
import { parseScannedCode } from './scanned-code.js';

describe('parseScannedCode', () => {
  it.each([
    ['https://ramkoll.se/q/AB12CD34', 'AB12CD34'],
    ['http://localhost:3000/q/ab12cd34/', 'AB12CD34'],
    ['https://example.com/app/q/QR-0042?utm=x', 'QR0042'],
    ['HTTPS://RAMKOLL.SE/q/%C3%85K1234', 'ÅK1234'],
  ])('reads the sticker code from %s', (raw, value) => {
    expect(parseScannedCode(raw)).toEqual({ kind: 'sticker', value });
  });

  it.each([
    ['https://ramkoll.se/bike-registration?frameNumber=wtu-123%20456', 'WTU123456'],
    ['{"frameNumber":"wtu 0123-456"}', 'WTU0123456'],
    ['  {"frameNumber": 123456789, "brand": "Crescent"} ', '123456789'],
    ['wtu0123456', 'WTU0123456'],
    [' SE-åäö 123 ', 'SEÅÄÖ123'],
    ['{"frameNumber": broken', 'FRAMENUMBERBROKEN'],
    ['abc', 'ABC'],
  ])('reads a frame number from %s', (raw, value) => {
    expect(parseScannedCode(raw)).toEqual({ kind: 'frame_number', value });
  });

  it.each([
    [''],
    ['   '],
    [null],
    ['a-b'],
    ['!!!'],
    ['https://ramkoll.se/q/ab'],
    ['https://ramkoll.se/om-oss'],
    ['https://'],
    ['{"frameNumber":"1-2"}'],
    ['{"brand":"Crescent"}'],
    ['{"frameNumber":{"x":1}}'],
  ])('finds no code in %j', (raw) => {
    expect(parseScannedCode(raw)).toBeNull();
  });
});
