import { useEffect, useRef, type ReactNode } from 'react';
import { resolveMenus, type ResolvedMenus } from '@ramkoll/shared/rules/menus';
import type { SessionResponse, SessionUser } from '@ramkoll/shared/schemas/session';
import { BottomBar } from '@/components/layouts/bottom-bar';
import { MoreSheet } from '@/components/layouts/more-sheet';
import { TopBar } from '@/components/layouts/top-bar';
import { UserAvatar } from '@/components/user-avatar';
import type { LogoutReason } from '@/features/auth/api/logout';
import { SessionManager } from '@/features/auth/components/session-manager';
import { useSaveMenus } from '@/features/menus/api/save-menus';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useRealtimeEvents } from '@/features/notifications/realtime/use-realtime-events';
import { PointsButton } from '@/features/points/components/points-button';
import { useOwnShown } from '@/lib/use-hydrated';
import { usePendingReceiptCount } from '@/features/receipts/api/get-pending-count';

/*
 * The signed-in parts of the app shell: bars, menus, points, notifications, realtime events and the
 * session manager. One lazy chunk, loaded once someone is signed in, so a visitor's first load
 * carries none of it, nor the validation library its API calls need (docs/decisions/027-web-loading.md).
 */

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

/** The top bar of a signed-in customer (spec section 2); stores and admins have none. */
export function SignedInTopBar({ user }: { user: SessionUser }) {
  // Whose avatar it is comes after the take-over of the layout prerendered for anyone (decision
  // 064); a home rendered for them has it in its HTML (decision 086).
  const hydrated = useOwnShown();
  if (user.role !== 'customer') return null;
  return (
    <TopBar
      items={menusFor(user).top}
      points={<PointsButton />}
      notifications={<NotificationBell />}
      avatar={
        <UserAvatar
          fullName={hydrated ? user.fullName : ''}
          avatarUrl={hydrated ? user.avatarUrl : null}
          alt={hydrated ? user.fullName : ''}
          className="size-8"
          sizes="32px"
        />
      }
    />
  );
}

interface SignedInChromeProps {
  user: SessionUser;
  session: SessionResponse | undefined;
  onLogout: (reason?: LogoutReason) => void;
  isLoggingOut: boolean;
}

/**
 * The bottom bar, the session manager, saved menus and realtime events of a signed-in user; only the
 * session manager while a temporary password must be changed, since the server refuses the rest
 * then (decision 091).
 */
export function SignedInChrome({ user, session, onLogout, isLoggingOut }: SignedInChromeProps): ReactNode {
  const active = user.mustChangePassword ? null : user;
  useSaveMenusBack(active);
  useRealtimeEvents(active);
  return (
    <>
      {active ? (
        <SignedInNavigation user={active} onLogout={() => onLogout('user')} isLoggingOut={isLoggingOut} />
      ) : null}
      {session ? <SessionManager key={user.id} session={session} onLogout={onLogout} /> : null}
    </>
  );
}
