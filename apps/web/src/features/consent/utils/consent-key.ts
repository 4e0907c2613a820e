/**
 * localStorage key of the cookie choice; it survives sign-out (spec section 4). Its own module so the
 * app's start can see whether a choice is stored without loading the validation library.
 */
export const consentStorageKey = 'cookie-consent';

/** Whether some cookie choice is stored (valid or not: the banner itself decides). */
export function hasStoredConsent(): boolean {
  try {
    return window.localStorage.getItem(consentStorageKey) !== null;
  } catch {
    return false;
  }
}
