import { Outlet } from 'react-router';
import { resolveMenus } from '@ramkoll/shared/rules/menus';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { BottomBar } from '@/components/layouts/bottom-bar';
import { MoreSheet } from '@/components/layouts/more-sheet';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { mainContentId, SkipLink } from '@/components/layouts/skip-link';
import { TopBar } from '@/components/layouts/top-bar';
import { useSessionUser } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { PointsButton } from '@/features/points/components/points-button';
import { usePendingReceiptCount } from '@/features/receipts/api/get-pending-count';
import { cn } from '@/lib/cn';

function SignedInNavigation({ user, onLogout, isLoggingOut }: { user: SessionUser; onLogout: () => void; isLoggingOut: boolean }) {
  // Menu preferences come from the profile in a later issue; until then every user gets the
  // defaults, so nothing needs saving back yet.
  const menus = resolveMenus({ role: user.role, bottom: null, top: null });
  const isCustomer = user.role === 'customer';
  const pendingReceipts = usePendingReceiptCount({ enabled: isCustomer });

  return (
    <BottomBar
      items={menus.bottom}
      pendingReceipts={pendingReceipts}
      more={
        isCustomer ? <MoreSheet items={menus.more} onLogout={onLogout} isLoggingOut={isLoggingOut} /> : undefined
      }
    />
  );
}

function Header({ user, isPending }: { user: SessionUser | null | undefined; isPending: boolean }) {
  if (isPending) return <SiteHeader showLogin={false} />;
  if (!user) return <SiteHeader showLogin />;
  // Spec section 2: the top bar is for signed-in users except stores; admins see nothing at the top.
  if (user.role !== 'customer') return null;
  const menus = resolveMenus({ role: user.role, bottom: null, top: null });
  return <TopBar items={menus.top} points={<PointsButton />} />;
}

/** The app shell: header or top bar, page, footer and (signed in) the bottom bar. */
export function RootLayout() {
  const { user, isPending } = useSessionUser();
  const logout = useLogout();
  const signedIn = Boolean(user);

  function handleLogout() {
    logout.mutate();
  }

  return (
    <div className={cn('flex min-h-dvh flex-col', signedIn && 'pb-[calc(4rem+env(safe-area-inset-bottom))]')}>
      <ScrollToTop />
      <SkipLink />
      <Header user={user} isPending={isPending} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter
        onLogout={signedIn ? handleLogout : undefined}
        isLoggingOut={logout.isPending}
      />
      {user ? <SignedInNavigation user={user} onLogout={handleLogout} isLoggingOut={logout.isPending} /> : null}
    </div>
  );
}
