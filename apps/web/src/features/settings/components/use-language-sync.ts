import { useEffect, useRef } from 'react';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { changeLanguage, currentLanguage, i18n, isLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSaveLanguage } from '../api/save-language';

/**
 * The account's language follows the person across devices: at sign-in and on reload the saved
 * `user.language` wins over this device's; any later switch (top bar, footer, /settings) is saved
 * to the account. Mounted once, in the app shell.
 */
export function useLanguageSync(user: SessionUser | null | undefined) {
  const { mutate } = useSaveLanguage();
  const userId = user?.id ?? null;
  const saved = user?.language ?? null;
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (userId === null || saved === null || appliedFor.current === userId) return;
    appliedFor.current = userId;
    if (saved !== currentLanguage()) void changeLanguage(saved);
  }, [userId, saved]);

  useEffect(() => {
    if (userId === null || saved === null) return;
    function onLanguageChanged(language: string) {
      if (appliedFor.current !== userId || !isLanguage(language) || language === saved) return;
      mutate(language, { onError: () => notify.error(i18n.t('settings:language.save_failed')) });
    }
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [userId, saved, mutate]);
}
