import { describe, expect, it } from 'vitest';
import { idleDeadline } from './session-store.js';
import { isWithinLimit, signInRateLimit, signUpRateLimit, windowStart } from './rate-limit.js';

describe('rate-limit rules', () => {
  it('allows 5 sign-in attempts per 60 s and refuses the 6th (spec section 9)', () => {
    expect(signInRateLimit).toEqual({ max: 5, windowMs: 60_000 });
    expect([0, 1, 2, 3, 4].every((n) => isWithinLimit(n, signInRateLimit))).toBe(true);
    expect(isWithinLimit(5, signInRateLimit)).toBe(false);
    expect(isWithinLimit(6, signInRateLimit)).toBe(false);
  });

  it('counts sign-ups per hour', () => {
    expect(signUpRateLimit).toEqual({ max: 5, windowMs: 3_600_000 });
  });

  it('windows slide back from now', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(windowStart(now, signInRateLimit).toISOString()).toBe('2026-03-01T11:59:00.000Z');
  });
});

describe('session deadlines', () => {
  it('moves the idle deadline with use but never past the absolute one', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const absolute = new Date('2026-03-01T12:10:00Z');
    expect(
      idleDeadline(now, new Date('2026-03-02T00:00:00Z'), {
        absoluteHours: 12,
        idleMinutes: 20,
      }).toISOString(),
    ).toBe('2026-03-01T12:20:00.000Z');
    expect(idleDeadline(now, absolute, { absoluteHours: 12, idleMinutes: 20 })).toEqual(absolute);
  });
});
