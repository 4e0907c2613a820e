import { LogIn } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

interface SiteHeaderProps {
  /** Hide the login button while the session is still unknown. */
  showLogin: boolean;
}

/** The visitors' header: logo, language switch and login. */
export function SiteHeader({ showLogin }: SiteHeaderProps) {
  const { t } = useTranslation(['nav', 'common']);
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to={paths.home.getHref()} aria-label={t('nav:home_link')} className="rounded-xl">
          <Logo />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitcher />
          {showLogin ? (
            <Button asChild size="sm">
              <Link to={paths.auth.getHref()}>
                <LogIn aria-hidden="true" />
                {t('common:actions.login')}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
