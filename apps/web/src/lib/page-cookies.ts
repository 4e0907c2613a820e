import {
  CONSENT_COOKIE,
  LANGUAGE_COOKIE,
  PAGE_COOKIE_MAX_AGE_SECONDS,
} from '@ramkoll/shared/rules/page-cookies';

/*
 * The language and whether a cookie choice is stored live in localStorage, which the server cannot
 * see. These cookies mirror them, so the server sends the prerendered visitor page in the right
 * language and without a banner once a choice is made (docs/decisions/063-prerendered-visitor-pages.md).
 * They hold nothing personal and are readable by the page itself (not httpOnly).
 */

function setCookie(name: string, value: string | null): void {
  try {
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${name}=${value}; Path=/; Max-Age=${PAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${
            window.location.protocol === 'https:' ? '; Secure' : ''
          }`;
  } catch {
    // Cookies may be blocked: the server then sends the Swedish page with the banner, which the
    // app replaces as it starts.
  }
}

/** The chosen interface language, or null when none is chosen (Swedish, the default). */
export function mirrorLanguageCookie(language: string | null): void {
  setCookie(LANGUAGE_COOKIE, language === null || language === 'sv' ? null : language);
}

export function mirrorConsentCookie(stored: boolean): void {
  setCookie(CONSENT_COOKIE, stored ? '1' : null);
}
