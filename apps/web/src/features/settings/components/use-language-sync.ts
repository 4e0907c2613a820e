import { useEffect, useRef } from 'react';
import type { Language } from '@ramkoll/shared/schemas/language';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { changeLanguage, currentLanguage, i18n, isLanguage, languageStorageKey } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSaveLanguage } from '../api/save-language';

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

/**
 * While /settings is open, any language switch (its own or the bars') is saved to the account,
 * so the choice follows the person to other devices and to their e-mails.
 */
export function useSaveLanguageChanges(saved: Language) {
  const { mutate } = useSaveLanguage();
  useEffect(() => {
    function onLanguageChanged(language: string) {
      if (!isLanguage(language) || language === saved) return;
      mutate(language, { onError: () => notify.error(i18n.t('settings:language.save_failed')) });
    }
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [saved, mutate]);
}
