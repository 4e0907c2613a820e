import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { resolveMenus, type ResolvedMenus } from '@ramkoll/shared/rules/menus';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { BottomBar } from '@/components/layouts/bottom-bar';
import { MoreSheet } from '@/components/layouts/more-sheet';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { mainContentId, SkipLink } from '@/components/layouts/skip-link';
import { TopBar } from '@/components/layouts/top-bar';
import { UserAvatar } from '@/components/user-avatar';
import { useSession, useSessionUser } from '@/features/auth/api/get-session';
import { useLogout, type LogoutReason } from '@/features/auth/api/logout';
import { SessionManager } from '@/features/auth/components/session-manager';
import { CookieConsent } from '@/features/consent/components/cookie-consent';
import { useSaveMenus } from '@/features/menus/api/save-menus';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useRealtimeEvents } from '@/features/notifications/realtime/use-realtime-events';
import { PointsButton } from '@/features/points/components/points-button';
import { usePendingReceiptCount } from '@/features/receipts/api/get-pending-count';
import { useLanguageSync } from '@/features/settings/components/use-language-sync';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';

function menusFor(user: SessionUser): ResolvedMenus {
  return resolveMenus({ role: user.role, bottom: user.menuPreferences, top: user.topMenuPreferences });
}

/** Invalid stored menus fall back to the defaults and are saved back once (spec section 4). */
function useSaveMenusBack(user: SessionUser | null | undefined) {
  const { mutate } = useSaveMenus();
  const savedFor = useRef<string | null>(null);
  const menus = user ? menusFor(user) : null;
  const mustSave = Boolean(menus?.mustSave);
  const userId = user?.id ?? null;
  const bottom = menus?.bottom.join(',') ?? '';
  const top = menus?.top.join(',') ?? '';
  useEffect(() => {
    if (!mustSave || userId === null || savedFor.current === userId) return;
    savedFor.current = userId;
    mutate({ menuPreferences: bottom.split(','), topMenuPreferences: top.split(',') });
  }, [mustSave, userId, bottom, top, mutate]);
}

function SignedInNavigation({
  user,
  onLogout,
  isLoggingOut,
}: {
  user: SessionUser;
  onLogout: () => void;
  isLoggingOut: boolean;
}) {
  const menus = menusFor(user);
  const isCustomer = user.role === 'customer';
  const pendingReceipts = usePendingReceiptCount({ enabled: isCustomer });

  return (
    <BottomBar
      items={menus.bottom}
      pendingReceipts={pendingReceipts}
      more={
        isCustomer ? (
          <MoreSheet items={menus.more} onLogout={onLogout} isLoggingOut={isLoggingOut} />
        ) : undefined
      }
    />
  );
}

function Header({ user, isPending }: { user: SessionUser | null | undefined; isPending: boolean }) {
  if (isPending) return <SiteHeader showLogin={false} />;
  if (!user) return <SiteHeader showLogin />;
  // Spec section 2: the top bar is for signed-in users except stores; admins see nothing at the top.
  if (user.role !== 'customer') return null;
  return (
    <TopBar
      items={menusFor(user).top}
      points={<PointsButton />}
      notifications={<NotificationBell />}
      avatar={
        <UserAvatar
          fullName={user.fullName}
          avatarUrl={user.avatarUrl}
          alt={user.fullName}
          className="size-8"
        />
      }
    />
  );
}

/** The app shell: header or top bar, page, footer and (signed in) the bottom bar and session manager. */
export function RootLayout() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const { user, isPending } = useSessionUser();
  const logout = useLogout();
  const signedIn = Boolean(user);
  const userId = user?.id ?? null;
  const { mutate: logoutMutate } = logout;
  useSaveMenusBack(user);
  useLanguageSync(user);
  useRealtimeEvents(user);

  const handleLogout = useCallback(
    (reason: LogoutReason = 'user') => {
      logoutMutate(
        { reason, userId },
        {
          onSettled: () => {
            if (reason === 'timeout') notify.info(t('session.timed_out'));
          },
        },
      );
    },
    [logoutMutate, userId, t],
  );

  return (
    <div className={cn('flex min-h-dvh flex-col', signedIn && 'pb-[calc(4rem+env(safe-area-inset-bottom))]')}>
      <ScrollToTop />
      <SkipLink />
      <Header user={user} isPending={isPending} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter
        onLogout={signedIn ? () => handleLogout('user') : undefined}
        isLoggingOut={logout.isPending}
      />
      {user ? (
        <SignedInNavigation
          user={user}
          onLogout={() => handleLogout('user')}
          isLoggingOut={logout.isPending}
        />
      ) : null}
      {user && session.data ? (
        <SessionManager key={user.id} session={session.data} onLogout={handleLogout} />
      ) : null}
      {!isPending ? <CookieConsent userId={userId} raised={signedIn} /> : null}
    </div>
  );
}
