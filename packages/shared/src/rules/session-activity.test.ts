import { describe, expect, it } from 'vitest';
import { activityIntervalMs } from './session-activity.js';

describe('activityIntervalMs', () => {
  it('is one minute for the 20-minute limit and longer ones', () => {
    expect(activityIntervalMs(20 * 60)).toBe(60_000);
    expect(activityIntervalMs(12 * 3600)).toBe(60_000);
  });

  it('is a twentieth of a shorter limit', () => {
    expect(activityIntervalMs(60)).toBe(3000);
    expect(activityIntervalMs(10 * 60)).toBe(30_000);
  });
});
