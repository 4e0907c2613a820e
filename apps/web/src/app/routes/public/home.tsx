import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { Badge } from '@/components/ui/badge';
import { PageSpinner } from '@/components/ui/spinner';
import { useSessionUser } from '@/features/auth/api/get-session';
import { VisitorHome } from '@/features/marketing/components/visitor-home';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Signed-in home: search and quick lists arrive in a later issue. */
function SignedInHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation('home');
  const firstName = user.fullName.trim().split(/\s+/)[0] ?? '';
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Badge variant="accent">{t('signed_in.badge')}</Badge>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl">
        {firstName ? t('signed_in.title', { name: firstName }) : t('signed_in.title_anonymous')}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('signed_in.text')}</p>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation('common');
  const { user, isPending } = useSessionUser();
  useDocumentTitle(null);

  if (isPending) return <PageSpinner label={t('loading')} />;
  // Spec section 2: admins are sent to their dashboard from the home screen.
  if (user?.role === 'admin') return <Navigate to={paths.adminDashboard.getHref()} replace />;
  if (user) return <SignedInHome user={user} />;
  return <VisitorHome />;
}
