import { useTranslation } from '@/lib/use-translation';
import { useSessionUser } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { useSaveMenus } from '@/features/menus/api/save-menus';
import { DataExport } from '@/features/settings/components/data-export';
import { DeleteAccount } from '@/features/settings/components/delete-account';
import { LanguageSettings } from '@/features/settings/components/language-settings';
import { MenuEditor } from '@/features/settings/components/menu-editor';
import { NotificationSettings } from '@/features/settings/components/notification-settings';
import { PasswordSettings } from '@/features/settings/components/password-settings';
import { ProfileSettings } from '@/features/settings/components/profile-settings';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /settings (customers and admins): language, notifications, menus (customers only: store and
 * admin menus are fixed), profile, password, download my data and delete my account.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('title'));
  const { user } = useSessionUser();
  const saveMenus = useSaveMenus();
  const logout = useLogout();
  // The route guard only lets a signed-in customer or admin in.
  if (!user) return null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl">{t('title')}</h1>
        {/* Admins have fixed menus, so their page does not mention menus. */}
        <p className="text-muted-foreground">{t(user.role === 'customer' ? 'intro' : 'intro_admin')}</p>
      </header>
      <ProfileSettings key={`profile-${user.id}`} user={user} />
      <LanguageSettings user={user} />
      <NotificationSettings user={user} />
      {user.role === 'customer' ? (
        <MenuEditor key={`menus-${user.id}`} user={user} save={saveMenus.mutateAsync} />
      ) : null}
      <PasswordSettings />
      <DataExport />
      <DeleteAccount onDeleted={() => logout.mutate({ reason: 'user', userId: user.id })} />
    </div>
  );
}
