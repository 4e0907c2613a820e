import { useTranslation } from '@/lib/use-translation';
import { changeLanguage, currentLanguage, languages, type Language } from '@/lib/i18n';
import { cn } from '@/lib/cn';

interface LanguageSwitcherProps {
  className?: string;
  /** Light buttons for dark backgrounds. */
  inverted?: boolean;
}

const shortLabelKey = { sv: 'language.sv_short', en: 'language.en_short' } as const;
const nameKey = { sv: 'language.sv', en: 'language.en' } as const;

/** SV | EN toggle; the choice is remembered (lib/i18n). */
export function LanguageSwitcher({ className, inverted = false }: LanguageSwitcherProps) {
  // useTranslation re-renders this component when the language changes.
  const { t } = useTranslation('common');
  const active = currentLanguage();

  function select(language: Language) {
    if (language !== active) void changeLanguage(language);
  }

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn(
        'inline-flex items-center rounded-full p-0.5 text-xs font-semibold',
        inverted ? 'bg-white/15' : 'bg-muted',
        className,
      )}
    >
      {languages.map((language) => {
        const selected = language === active;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-label={t(nameKey[language])}
            aria-pressed={selected}
            onClick={() => select(language)}
            className={cn(
              'min-w-9 rounded-full px-2.5 py-1.5 transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring',
              selected
                ? inverted
                  ? 'bg-white text-primary-deep shadow-sm'
                  : 'bg-card text-primary-deep shadow-sm'
                : inverted
                  ? 'text-white/85 hover:text-white'
                  : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(shortLabelKey[language])}
          </button>
        );
      })}
    </div>
  );
}
