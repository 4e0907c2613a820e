import { useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { landingPathForRole } from '@ramkoll/shared/rules/route-access';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { Card, CardContent } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/field';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/features/auth/api/get-session';
import { authKeys } from '@/features/auth/api/keys';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { StaffCodeForm } from '@/features/auth/components/staff-code-form';
import { authErrorMessage } from '@/features/auth/utils/auth-error';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /store-login: step 1 the store account, step 2 the staff code, then the store dashboard. */
export function StoreLoginPage() {
  const { t } = useTranslation(['auth', 'pages', 'common']);
  useDocumentTitle(t('pages:titles.store_login'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { user, isPending } = useSessionUser();
  // Set when the store was signed in as an admin suspended it (use-session-refusals, issue 51).
  const queryClient = useQueryClient();
  const suspension = queryClient.getQueryData(authKeys.suspension());

  const isStore = user?.role === 'store';
  const staffStep = isStore || searchParams.get('step') === 'staff';

  function handleSignedIn(session: SessionResponse) {
    queryClient.removeQueries({ queryKey: authKeys.suspension() });
    const signedIn = session.user;
    if (!signedIn) return;
    if (signedIn.role !== 'store') {
      notify.info(t('auth:store_login.not_store_title'), t('auth:store_login.not_store_text'));
      void navigate(landingPathForRole(signedIn.role), { replace: true });
      return;
    }
    if (signedIn.store?.staffCodeVerified) {
      void navigate(paths.storeDashboard.getHref(), { replace: true });
      return;
    }
    void navigate(paths.storeLogin.getHref('staff'), { replace: true });
  }

  function handleVerified() {
    void navigate(paths.storeDashboard.getHref(), { replace: true });
  }

  if (isPending) return <PageSpinner label={t('common:loading')} />;
  const onStaffStep = staffStep && isStore;
  const current = onStaffStep ? 2 : 1;

  return (
    <AuthLayout
      title={t('auth:store_login.title')}
      lead={t('auth:store_login.lead')}
      backTo={paths.home.getHref()}
    >
      <ol
        className="mb-4 flex items-center gap-2 text-xs font-semibold"
        aria-label={t('auth:store_login.step', { current, total: 2 })}
      >
        <li
          className={
            current === 1
              ? 'rounded-full bg-primary px-3 py-1 text-primary-foreground'
              : 'rounded-full bg-muted px-3 py-1 text-muted-foreground'
          }
          aria-current={current === 1 ? 'step' : undefined}
        >
          {t('auth:store_login.step_account')}
        </li>
        <li aria-hidden="true" className="h-px w-6 bg-border" />
        <li
          className={
            current === 2
              ? 'rounded-full bg-primary px-3 py-1 text-primary-foreground'
              : 'rounded-full bg-muted px-3 py-1 text-muted-foreground'
          }
          aria-current={current === 2 ? 'step' : undefined}
        >
          {t('auth:store_login.step_staff')}
        </li>
      </ol>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          {onStaffStep ? (
            <>
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Store aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h2 className="font-semibold">{t('auth:store_login.staff_title')}</h2>
                  <p className="text-sm text-muted-foreground">
                    {t('auth:store_login.staff_signed_in_as', { store: user.store?.name ?? user.fullName })}
                  </p>
                </div>
              </div>
              <p className="text-sm text-muted-foreground">{t('auth:store_login.staff_lead')}</p>
              <StaffCodeForm onVerified={handleVerified} />
            </>
          ) : (
            <>
              {suspension ? <FormAlert>{authErrorMessage(suspension, 'signin')}</FormAlert> : null}
              <SignInForm
                idPrefix="store"
                submitLabel={t('auth:store_login.submit_account')}
                onSignedIn={handleSignedIn}
              />
            </>
          )}
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.auth.getHref()}
          className="rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
        >
          {t('auth:store_login.customer_link')}
        </Link>
      </p>
    </AuthLayout>
  );
}
