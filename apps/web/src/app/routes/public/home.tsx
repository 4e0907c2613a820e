import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSessionUser } from '@/features/auth/api/get-session';
import { VisitorHome } from '@/features/marketing/components/visitor-home';
import { paths } from '@/config/paths';
import { loadPageTexts } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The signed-in home (search, histories, messages) is its own chunk with the page texts: a
 * visitor's first load carries only the marketing home (docs/decisions/027-web-loading.md).
 */
const SignedInHome = lazy(() =>
  Promise.all([import('./signed-in-home'), loadPageTexts()]).then(([module]) => ({
    default: module.SignedInHome,
  })),
);

export function HomePage() {
  const { t } = useTranslation('common');
  const { user, isPending } = useSessionUser();
  useDocumentTitle(null);

  if (isPending) return <PageSpinner label={t('loading')} />;
  // Spec section 2: admins are sent to their dashboard from the home screen.
  if (user?.role === 'admin') return <Navigate to={paths.adminDashboard.getHref()} replace />;
  if (user) {
    return (
      <Suspense fallback={<PageSpinner label={t('loading')} />}>
        <SignedInHome user={user} />
      </Suspense>
    );
  }
  return <VisitorHome />;
}
