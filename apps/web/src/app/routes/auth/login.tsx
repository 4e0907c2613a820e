import { PartyPopper } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { redirectParam } from '@ramkoll/shared/rules/route-access';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { BankIdSignInDialog } from '@/features/auth/components/bankid-sign-in-dialog';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useSessionUser } from '@/features/auth/api/get-session';
import { destinationAfterLogin } from '@/features/auth/utils/landing';
import { useDocumentTitle } from '@/lib/use-document-title';

const linkClass =
  'rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring';

/** /auth: e-mail and password or BankID; `?reset=` sets a new password; `?from=welcome` greets. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'pages']);
  useDocumentTitle(t('pages:titles.auth'));
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const resetToken = searchParams.get('reset');
  const isWelcome = searchParams.get('from') === 'welcome';
  const { user } = useSessionUser();

  function handleSignedIn(session: SessionResponse) {
    if (!session.user) return;
    void navigate(destinationAfterLogin(session.user, searchParams.get(redirectParam)), { replace: true });
  }

  function handleResetDone() {
    setSearchParams({}, { replace: true });
  }

  // Signed in already: straight to where this user belongs (a reset link still works).
  if (user && !resetToken) {
    return <Navigate to={destinationAfterLogin(user, searchParams.get(redirectParam))} replace />;
  }

  return (
    <AuthLayout
      title={resetToken ? t('auth:reset.title') : t('auth:login.title')}
      lead={resetToken ? t('auth:reset.lead') : t('auth:login.lead')}
      backTo={paths.home.getHref()}
    >
      {isWelcome ? (
        <div
          role="status"
          className="mb-5 flex gap-3 rounded-2xl border border-success/30 bg-success-soft p-4 text-sm"
        >
          <PartyPopper aria-hidden="true" className="size-5 shrink-0 text-success" />
          <div>
            <p className="font-semibold">{t('auth:login.welcome_title')}</p>
            <p className="mt-0.5 text-muted-foreground">{t('auth:login.welcome_text')}</p>
          </div>
        </div>
      ) : null}
      {resetToken ? (
        <ResetPasswordForm token={resetToken} onDone={handleResetDone} />
      ) : (
        <Card>
          <CardContent className="grid gap-5 pt-6">
            <SignInForm submitLabel={t('auth:login.submit')} onSignedIn={handleSignedIn} />
            <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
              {t('auth:or')}
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
            </div>
            <BankIdSignInDialog onSignedIn={handleSignedIn} resumeOrderId={searchParams.get('eid')} />
          </CardContent>
        </Card>
      )}
      <div className="mt-6 grid gap-2 text-center text-sm text-muted-foreground">
        <p>
          {t('auth:login.no_account')}{' '}
          <Link to={paths.register.getHref()} className={linkClass}>
            {t('auth:login.register_link')}
          </Link>
        </p>
        <p>
          <Link to={paths.storeLogin.getHref()} className={linkClass}>
            {t('auth:login.store_link')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
