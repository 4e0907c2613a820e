import { LogOut } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { yearIn } from '@ramkoll/shared/rules/swedish-time';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

interface SiteFooterProps {
  /** The product's own pages (visitors and customers). */
  showProductPages?: boolean;
  /** Shown when signed in. */
  onLogout?: () => void;
  isLoggingOut?: boolean;
}

const linkClass =
  'inline-flex items-center rounded-md text-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring';

/** The product's own pages, which a visitor otherwise finds only from the home page. */
const aboutLinks = [
  { href: paths.whyBikeOwners.getHref(), key: 'nav:footer.why' },
  { href: paths.howToUse.getHref(), key: 'nav:footer.how' },
  { href: paths.partners.getHref(), key: 'nav:footer.partners' },
  { href: paths.order.getHref(), key: 'nav:footer.order' },
] as const;

/**
 * Footer (spec section 2): privacy, terms, contact, and logout when signed in; above them the
 * product's own pages (why Ramkoll, how it works, partner stores, points and stickers).
 */
export function SiteFooter({ showProductPages = true, onLogout, isLoggingOut = false }: SiteFooterProps) {
  const { t } = useTranslation(['nav', 'common']);
  const year = yearIn(new Date());
  return (
    // Laid out only near the screen: mostly below the first screen, where its layout in the page's
    // first paint would only delay it (decision 086).
    <footer className="mt-auto border-t border-border bg-card [contain-intrinsic-size:auto_24rem] [content-visibility:auto]">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="max-w-sm space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">{t('nav:footer.about')}</p>
          {showProductPages ? (
            <nav aria-label={t('nav:footer.about_links')}>
              <ul className="flex flex-wrap gap-x-5 gap-y-2">
                {aboutLinks.map(({ href, key }) => (
                  <li key={href}>
                    <Link to={href} className={linkClass}>
                      {t(key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <nav aria-label={t('nav:footer_navigation')}>
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <li>
                <Link to={paths.privacy.getHref()} className={linkClass}>
                  {t('nav:footer.privacy')}
                </Link>
              </li>
              <li>
                <Link to={paths.terms.getHref()} className={linkClass}>
                  {t('nav:footer.terms')}
                </Link>
              </li>
              <li>
                <Link to={paths.contact.getHref()} className={linkClass}>
                  {t('nav:footer.contact')}
                </Link>
              </li>
              {onLogout ? (
                <li>
                  <button
                    type="button"
                    onClick={onLogout}
                    disabled={isLoggingOut}
                    className={`${linkClass} gap-1.5`}
                  >
                    <LogOut aria-hidden="true" className="size-4" />
                    {isLoggingOut ? t('nav:logging_out') : t('nav:logout')}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="flex items-center gap-4">
            <LanguageSwitcher />
            <p className="text-xs text-muted-foreground">{t('nav:footer.copyright', { year })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
