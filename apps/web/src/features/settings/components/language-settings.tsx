import { useTranslation } from '@/lib/use-translation';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { LanguageSwitcher } from '@/components/language-switcher';
import { SettingsSection } from '@/components/ui/settings-section';
import { useSaveLanguageChanges } from './use-save-language-changes';

/**
 * Svenska / English: the same switch as in the bars. It changes the language at once (and this
 * device remembers it); here it is also saved to the account, which applies it at every sign-in
 * and writes the person's e-mails in it.
 */
export function LanguageSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation('settings');
  useSaveLanguageChanges(user.language);
  return (
    <SettingsSection
      id="settings-language"
      title={t('language.title')}
      description={t('language.description')}
    >
      <LanguageSwitcher className="w-fit self-start justify-self-start text-sm" />
    </SettingsSection>
  );
}
