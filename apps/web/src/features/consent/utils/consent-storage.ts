import { ZConsentChoices, type ConsentChoices } from '@ramkoll/shared/schemas/consent';
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

/** The stored choice, or null when there is none, it is unreadable or older than 365 days. */
export function readStoredConsent(now = Date.now()): StoredConsent | null {
  try {
    const raw = window.localStorage.getItem(consentStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('choices' in parsed) || !('timestamp' in parsed))
      return null;
    const choices = ZConsentChoices.safeParse(parsed.choices);
    const timestamp = typeof parsed.timestamp === 'string' ? Date.parse(parsed.timestamp) : Number.NaN;
    if (!choices.success || Number.isNaN(timestamp) || now - timestamp > consentValidityMs) return null;
    return { choices: choices.data, timestamp: new Date(timestamp).toISOString() };
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
