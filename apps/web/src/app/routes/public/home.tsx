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
  // Each home's code is loaded before the first render (preloadFirstShellParts); the spinner shows
  // while the other one loads after signing in or out on this page.
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      {user ? <SignedInHome user={user} /> : <VisitorHome />}
    </Suspense>
  );
}
