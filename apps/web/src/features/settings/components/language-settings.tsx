import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { SettingsSection } from './settings-section';

/**
 * Svenska / English: the same switch as in the bars. It changes the language at once; the app
 * shell's language sync saves it to the account, so the choice follows the person to other
 * devices and survives a reload.
 */
export function LanguageSettings() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      id="settings-language"
      title={t('language.title')}
      description={t('language.description')}
    >
      <LanguageSwitcher className="self-start text-sm" />
    </SettingsSection>
  );
}
