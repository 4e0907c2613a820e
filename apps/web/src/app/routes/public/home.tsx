import { Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSessionUser } from '@/features/auth/api/get-session';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignedInHome, VisitorHome } from '../../shell-parts';

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
  // Loaded before the first render (preloadFirstShellParts); after signing out, while it loads.
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <VisitorHome />
    </Suspense>
  );
}
