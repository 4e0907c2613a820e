import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PasswordSettings } from './password-settings';

interface PasswordChangeRequiredProps {
  onLogout: () => void;
  isLoggingOut: boolean;
}

/**
 * What someone signed in with a temporary password (made at a store's counter, or an approved
 * store's) sees on every page until they choose their own: the server refuses everything else with
 * PASSWORD_CHANGE_REQUIRED (decision 091). Once it is changed, the session says so and the page
 * they opened shows.
 */
export function PasswordChangeRequired({ onLogout, isLoggingOut }: PasswordChangeRequiredProps) {
  const { t } = useTranslation(['settings', 'common']);
  useDocumentTitle(t('password.required_title'));
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl">
          {t('password.required_title')}
        </h1>
        <p className="text-muted-foreground">{t('password.required_text')}</p>
      </header>
      <PasswordSettings />
      <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('password.required_hint')}</p>
        <Button variant="outline" onClick={onLogout} disabled={isLoggingOut} className="justify-self-start">
          {t('common:actions.logout')}
        </Button>
      </div>
    </div>
  );
}
