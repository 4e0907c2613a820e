import { describe, expect, it } from 'vitest';
import { frameNumberFromScan } from './scanned-frame-number';

describe('frameNumberFromScan', () => {
  it('reads the frame number of JSON, a URL parameter and plain text', () => {
    expect(frameNumberFromScan('{"frameNumber":"WBK24QR7731"}')).toEqual({
      ok: true,
      frameNumber: 'WBK24QR7731',
    });
    expect(frameNumberFromScan('https://example.se/cykel?frameNumber=wbk-24-123456')).toEqual({
      ok: true,
      frameNumber: 'WBK24123456',
    });
    expect(frameNumberFromScan(' wbk 24 123456 ')).toEqual({ ok: true, frameNumber: 'WBK24123456' });
  });

  it('does not take a Ramkoll sticker code for a frame number', () => {
    expect(frameNumberFromScan('https://ramkoll.se/q/RK7Q2M9X')).toEqual({ ok: false, problem: 'sticker' });
  });

  it('refuses codes that hold nothing usable, or too short a number', () => {
    expect(frameNumberFromScan('{"owner":"Anna"}')).toEqual({ ok: false, problem: 'scanned_code_invalid' });
    expect(frameNumberFromScan('https://example.se/')).toEqual({
      ok: false,
      problem: 'scanned_code_invalid',
    });
    expect(frameNumberFromScan('AB12')).toEqual({ ok: false, problem: 'frame_number_invalid' });
  });
});
