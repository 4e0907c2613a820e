import { describe, expect, it } from 'vitest';
import { FRAME_NUMBER_PATTERN, parseFrameNumber } from './frame-number.js';

describe('parseFrameNumber', () => {
  it.each([
    ['ABC123', 'ABC123'],
    ['  wtu0123456 ', 'wtu0123456'],
    ['ÅÄÖåäö', 'ÅÄÖåäö'],
    ['A'.repeat(20), 'A'.repeat(20)],
    ['123456', '123456'],
  ])('accepts %j as %j', (input, frameNumber) => {
    expect(parseFrameNumber(input)).toEqual({ ok: true, frameNumber });
  });

  it.each([[''], ['   '], [null], [undefined]])('calls %j missing', (input) => {
    expect(parseFrameNumber(input)).toEqual({ ok: false, problem: 'frame_number_required' });
  });

  it.each([
    ['ABC12'],
    ['A'.repeat(21)],
    ['ABC-123'],
    ['ABC 123'],
    ['ABC_123'],
    ['ABC123é'],
    ['<b>ABC123</b>'],
  ])('refuses %j as invalid', (input) => {
    expect(parseFrameNumber(input)).toEqual({ ok: false, problem: 'frame_number_invalid' });
  });

  it('exports the pattern the database check constraint is written from', () => {
    expect(FRAME_NUMBER_PATTERN).toBe('^[0-9A-Za-zÅÄÖåäö]{6,20}$');
  });
});
