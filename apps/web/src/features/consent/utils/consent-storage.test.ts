import { describe, expect, it } from 'vitest';
import { ZConsentChoices } from '@ramkoll/shared/schemas/consent';
import { consentStorageKey, readStoredConsent } from './consent-storage';

const now = Date.parse('2026-11-29T12:00:00.000Z');
const timestamp = '2026-11-01T12:00:00.000Z';

function stored(choices: unknown) {
  window.localStorage.setItem(consentStorageKey, JSON.stringify({ choices, timestamp }));
  return readStoredConsent(now);
}

describe('readStoredConsent without zod (decision 074)', () => {
  const choices = [
    { necessary: true, analytics: false, marketing: false, functional: false },
    { necessary: true, analytics: true, marketing: false, functional: true },
    { necessary: true, analytics: true, marketing: true, functional: true, extra: 'dropped' },
    { necessary: false, analytics: true, marketing: true, functional: true },
    { necessary: true, analytics: 'yes', marketing: true, functional: true },
    { necessary: true, analytics: true, marketing: true },
    { analytics: true, marketing: true, functional: true },
    null,
    'all',
    [true, true, true, true],
  ];

  it.each(choices.map((value) => [JSON.stringify(value), value]))(
    'reads %s exactly as the consent schema would',
    (_name, value) => {
      const expected = ZConsentChoices.safeParse(value);
      expect(stored(value)).toEqual(expected.success ? { choices: expected.data, timestamp } : null);
    },
  );
});
