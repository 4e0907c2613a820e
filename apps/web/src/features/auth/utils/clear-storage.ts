import { languageStorageKey } from '@/lib/i18n';

/**
 * Storage entries that survive sign-out: the cookie-consent choice (spec section 4) and the
 * chosen language (a device setting, not personal data).
 */
const keptPrefixes = ['cookie-consent', 'ramkoll.cookie-consent', languageStorageKey];

function clear(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !keptPrefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Clears local and session storage except the cookie-consent entries and the language. */
export function clearStorageOnSignOut(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      clear(storage);
    } catch {
      // Storage may be unavailable; there is then nothing to clear.
    }
  }
}
