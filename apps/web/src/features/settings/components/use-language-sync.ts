import { useEffect, useRef } from 'react';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { changeLanguage, currentLanguage, isLanguage, languageStorageKey } from '@/lib/i18n';

function deviceHasChoice(): boolean {
  try {
    return isLanguage(window.localStorage.getItem(languageStorageKey));
  } catch {
    return false;
  }
}

/**
 * The account's language (saved in /settings) follows the person: it is applied when they sign
 * in, and on a device that has no language of its own yet. A switch in the bars stays on this
 * device (and survives a reload through localStorage); only /settings changes the account's.
 * Mounted once, in the app shell.
 */
export function useLanguageSync(user: SessionUser | null | undefined) {
  const userId = user?.id ?? null;
  const saved = user?.language ?? null;
  // undefined while the first session answer is pending; null when signed out.
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (user === undefined) return;
    const before = previous.current;
    previous.current = userId;
    if (userId === null || saved === null || before === userId) return;
    const signedInNow = before === null;
    if ((signedInNow || !deviceHasChoice()) && saved !== currentLanguage()) void changeLanguage(saved);
  }, [user, userId, saved]);
}
