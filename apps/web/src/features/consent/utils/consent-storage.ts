import type { ConsentChoices } from '@ramkoll/shared/schemas/consent';
import { mirrorConsentCookie } from '@/lib/page-cookies';
import { consentStorageKey } from './consent-key';

export { consentStorageKey } from './consent-key';

/** Spec section 9: a stored choice is valid for 365 days. */
export const consentValidityMs = 365 * 24 * 60 * 60 * 1000;

export interface StoredConsent {
  choices: ConsentChoices;
  timestamp: string;
}

export const necessaryOnly: ConsentChoices = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};
export const acceptAll: ConsentChoices = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};

/**
 * A stored choice as `ZConsentChoices` accepts it (necessary true, the other three booleans; other
 * keys dropped), checked without zod: the banner shows on a visitor's first page, which loads no
 * validation library (decision 074).
 */
function storedChoices(value: unknown): ConsentChoices | null {
  if (typeof value !== 'object' || value === null) return null;
  const { necessary, analytics, marketing, functional } = value as Record<string, unknown>;
  if (necessary !== true) return null;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean' || typeof functional !== 'boolean')
    return null;
  return { necessary, analytics, marketing, functional };
}

/** The stored choice, or null when there is none, it is unreadable or older than 365 days. */
export function readStoredConsent(now = Date.now()): StoredConsent | null {
  try {
    const raw = window.localStorage.getItem(consentStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('choices' in parsed) || !('timestamp' in parsed))
      return null;
    const choices = storedChoices(parsed.choices);
    const timestamp = typeof parsed.timestamp === 'string' ? Date.parse(parsed.timestamp) : Number.NaN;
    if (!choices || Number.isNaN(timestamp) || now - timestamp > consentValidityMs) return null;
    return { choices, timestamp: new Date(timestamp).toISOString() };
  } catch {
    return null;
  }
}

export function writeStoredConsent(choices: ConsentChoices, now = new Date()): StoredConsent {
  const stored = { choices, timestamp: now.toISOString() };
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(stored));
    mirrorConsentCookie(true);
  } catch {
    // Without storage the banner shows again next visit; nothing else breaks.
  }
  return stored;
}
