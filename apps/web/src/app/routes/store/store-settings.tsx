import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/features/auth/api/get-session';
import { LanguageSettings } from '@/features/settings/components/language-settings';
import { PasswordSettings } from '@/features/settings/components/password-settings';
import { StaffCodesSection } from '@/features/store-area/components/staff-codes';
import { StoreLinks } from '@/features/store-area/components/store-links';
import { PageHeader } from '@/components/layouts/page-header';
import { StorePointsSection } from '@/features/store-area/components/store-points';
import { StoreProfileSection } from '@/features/store-area/components/store-profile-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /store-settings: the store's details, staff codes, points (buy more on /order), the account's
 * password and language (the customer settings' own sections), and the pages the bottom menu
 * leaves out.
 */
export function StoreSettingsPage() {
  const { t } = useTranslation('store_area');
  useDocumentTitle(t('settings.title'));
  const { user } = useSessionUser();
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <StoreProfileSection />
      <StaffCodesSection
        onOwnCodeDisabled={() => void navigate(paths.storeLogin.getHref('staff'), { replace: true })}
      />
      <StorePointsSection />
      <PasswordSettings />
      <LanguageSettings user={user} />
      <StoreLinks />
    </div>
  );
}
