import { mirrorLanguageCookie } from '@/lib/page-cookies';

/**
 * Storage entries that survive sign-out: the cookie-consent choice only (spec section 4: sign-out
 * clears all local and session storage except cookie-consent entries). The language, the
 * device's audit log and everything else go; the page keeps showing the language in use until
 * it is reloaded.
 */
const keptPrefixes = ['cookie-consent', 'ramkoll.cookie-consent'];

function clear(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !keptPrefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Clears local and session storage except the cookie-consent entries. */
export function clearStorageOnSignOut(): void {
  // The language goes, so its cookie too: the next page the server sends is Swedish again.
  mirrorLanguageCookie(null);
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      clear(storage);
    } catch {
      // Storage may be unavailable; there is then nothing to clear.
    }
  }
}
