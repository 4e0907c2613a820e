import { Suspense, useCallback } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { adminMayOpen, guardPaths } from '@ramkoll/shared/rules/route-access';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { mainContentId, SkipLink } from '@/components/layouts/skip-link';
import { useSession, useSessionUser } from '@/features/auth/api/get-session';
import { useLogout, type LogoutReason } from '@/features/auth/api/logout';
import { useLanguageSync } from '@/features/settings/components/use-language-sync';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { CookieConsent, PasswordChangeRequired, SignedInChrome, SignedInTopBar } from './shell-parts';

function Header({ user, isPending }: { user: SessionUser | null | undefined; isPending: boolean }) {
  if (isPending) return <SiteHeader showLogin={false} />;
  if (!user) return <SiteHeader showLogin />;
  // A temporary password opens nothing but its change (decision 091): no bars to go elsewhere.
  if (user.mustChangePassword) return <SiteHeader showLogin={false} />;
  // Spec section 2: the top bar is for signed-in users except stores; admins see nothing at the top.
  if (user.role !== 'customer') return null;
  // Until its code has loaded, the plain header keeps its place (the same height), so the page does
  // not jump down when the top bar arrives.
  return (
    <Suspense fallback={<SiteHeader showLogin={false} />}>
      <SignedInTopBar user={user} />
    </Suspense>
  );
}

/** The app shell: header or top bar, page, footer and (signed in) the bottom bar and session manager. */
export function RootLayout() {
  const session = useSession();
  const { user, isPending } = useSessionUser();
  const logout = useLogout();
  const signedIn = Boolean(user);
  // Decision 091: until a temporary password is changed, every page is the change of password.
  const mustChangePassword = user?.mustChangePassword === true;
  const userId = user?.id ?? null;
  const { mutate: logoutMutate } = logout;
  const { pathname } = useLocation();
  useLanguageSync(user);
  // Spec section 6: an admin stays in the admin area, on public pages and unknown paths too (the
  // guarded routes decide the same through RequireAccess).
  const adminOutside = user?.role === 'admin' && !adminMayOpen(pathname);

  const handleLogout = useCallback(
    (reason: LogoutReason = 'user') => {
      logoutMutate(
        { reason, userId },
        {
          onSettled: () => {
            // i18n.t, not a hook: the auth texts are not in the shell's catalogue, and a
            // timeout comes from the session manager, which has loaded them.
            if (reason === 'timeout') notify.info(i18n.t('auth:session.timed_out'));
          },
        },
      );
    },
    [logoutMutate, userId],
  );

  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        signedIn && !mustChangePassword && 'pb-[calc(4rem+env(safe-area-inset-bottom))]',
      )}
    >
      <ScrollToTop />
      <SkipLink />
      <Header user={user} isPending={isPending} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
        {mustChangePassword ? (
          <Suspense fallback={null}>
            <PasswordChangeRequired onLogout={() => handleLogout('user')} isLoggingOut={logout.isPending} />
          </Suspense>
        ) : adminOutside ? (
          <Navigate to={guardPaths.adminHome} replace />
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter
        // Stores and admins have their own areas (spec section 6): no way out to the visitor pages.
        showProductPages={!user || (user.role === 'customer' && !mustChangePassword)}
        onLogout={signedIn ? () => handleLogout('user') : undefined}
        isLoggingOut={logout.isPending}
      />
      <Suspense fallback={null}>
        {user ? (
          <SignedInChrome
            user={user}
            session={session.data}
            onLogout={handleLogout}
            isLoggingOut={logout.isPending}
          />
        ) : null}
        {!isPending ? <CookieConsent userId={userId} raised={signedIn} /> : null}
      </Suspense>
    </div>
  );
}
