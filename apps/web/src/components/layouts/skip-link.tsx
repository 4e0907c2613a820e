import { useTranslation } from '@/lib/use-translation';

export const mainContentId = 'main-content';

/** The first focusable element: jumps past the navigation to the page content. */
export function SkipLink() {
  const { t } = useTranslation('nav');
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-[60] rounded-xl bg-primary px-4 py-3 font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skip_to_content')}
    </a>
  );
}
