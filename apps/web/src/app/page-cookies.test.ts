import { describe, expect, it } from 'vitest';
import { clearStorageOnSignOut } from '@/features/auth/utils/clear-storage';
import { necessaryOnly, writeStoredConsent } from '@/features/consent/utils/consent-storage';
import { changeLanguage } from '@/lib/i18n';
import { mirrorConsentCookie, mirrorLanguageCookie } from '@/lib/page-cookies';

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

describe('page cookies (what the server picks the prerendered page by)', () => {
  it('mirrors the language: English is remembered, Swedish (the default) and none are not', () => {
    mirrorLanguageCookie('en');
    expect(cookies().ramkoll_lang).toBe('en');
    mirrorLanguageCookie('sv');
    expect(cookies().ramkoll_lang).toBeUndefined();
    mirrorLanguageCookie('en');
    mirrorLanguageCookie(null);
    expect(cookies().ramkoll_lang).toBeUndefined();
  });

  it('mirrors whether a cookie choice is stored', () => {
    mirrorConsentCookie(true);
    expect(cookies().ramkoll_consent).toBe('1');
    mirrorConsentCookie(false);
    expect(cookies().ramkoll_consent).toBeUndefined();
  });

  it('follows a language change, a cookie choice and a sign-out', async () => {
    await changeLanguage('en');
    writeStoredConsent(necessaryOnly);
    expect(cookies()).toMatchObject({ ramkoll_lang: 'en', ramkoll_consent: '1' });
    // Sign-out forgets the language (spec section 4) and keeps the cookie choice.
    clearStorageOnSignOut();
    expect(cookies().ramkoll_lang).toBeUndefined();
    expect(cookies().ramkoll_consent).toBe('1');
    await changeLanguage('sv');
    expect(cookies().ramkoll_lang).toBeUndefined();
  });
});
