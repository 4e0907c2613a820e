/**
 * Cookies the web app keeps beside two of its localStorage entries, only so the server can send the
 * right prerendered visitor page before any JavaScript runs (docs/decisions/063-prerendered-visitor-pages.md).
 * They hold nothing personal: the interface language and whether a cookie choice is stored.
 */
export const LANGUAGE_COOKIE = 'ramkoll_lang';
export const CONSENT_COOKIE = 'ramkoll_consent';
/** As long as the stored cookie choice is valid (spec section 9: 365 days). */
export const PAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
