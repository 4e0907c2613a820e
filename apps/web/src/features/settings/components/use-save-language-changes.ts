import { useEffect } from 'react';
import type { Language } from '@ramkoll/shared/schemas/language';
import { i18n, isLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSaveLanguage } from '../api/save-language';

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
